/**
 * Static facts about one JavaScript/TypeScript tool module, read from the TypeScript compiler's syntax
 * tree (the parser only: no type checking, and user code is never executed): syntax errors, every module
 * it loads (static `import`, `export … from`, `require`, `import()`), `process.env` reads, global
 * `fetch` calls, and what each top-level export is (for "the entrypoint is not callable").
 * @see ../../../docs/rules.md module-syntax, module-import-missing, capability-undeclared, entrypoint-function-missing
 */
import { createRequire } from "node:module";
import type * as TS from "typescript";
import { exportKinds, type ExportKind } from "./module-js-exports.js";

/** A `[start, end)` offset range in the module text. */
export interface Range {
  start: number;
  end: number;
}

/** A module the code loads, with the names it uses from it (`all`: the whole module escapes). */
export interface ModuleLoad extends Range {
  specifier: string;
  /** `import`/`export … from`/`import()` load as ESM; `require` as CommonJS (extension probing). */
  form: "esm" | "require";
  names: string[] | "all";
}

/** A `process.env` read: the variable, or none when it cannot be known statically. */
export interface EnvRead extends Range {
  name?: string;
}

/** Everything the rules need from one module. */
export interface JsFacts {
  syntaxErrors: Array<Range & { message: string }>;
  loads: ModuleLoad[];
  /** `import(expr)` / `require(expr)` whose specifier is not a literal: unknowable statically. */
  computedLoads: Array<Range & { form: "import" | "require" }>;
  envReads: EnvRead[];
  /** Calls of the global `fetch` (not shadowed by a binding of that name in the file). */
  fetchCalls: Range[];
  /** Top-level exported names and what they are bound to (pairs: the facts are cached as JSON). */
  exports: Array<[string, ExportKind]>;
  /** Set when the module could not be analysed at all (then every list is empty). */
  unanalysed?: string;
}

let typescript: typeof TS | undefined;

/** The TypeScript compiler API, from ts-morph's own copy (a runtime dependency), loaded on first use only. */
export function tsApi(): typeof TS {
  if (!typescript) {
    const fromTsMorph = createRequire(createRequire(import.meta.url).resolve("ts-morph"));
    typescript = (fromTsMorph("@ts-morph/common") as { ts: typeof TS }).ts;
  }
  return typescript;
}

/**
 * The facts of `text`: a `.ts` file parses as TypeScript, anything else as JavaScript. TypeScript's parser
 * recurses per nesting level and overflows the stack near 1,000 levels (V8 goes deeper): such a module
 * gets `unanalysed` instead of facts, never an exception.
 */
export function analyzeJs(text: string, fileName: string): JsFacts {
  try {
    return collect(text, fileName);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { syntaxErrors: [], loads: [], computedLoads: [], envReads: [], fetchCalls: [], exports: [], unanalysed: "it nests too deeply for TypeScript's parser" };
  }
}

function collect(text: string, fileName: string): JsFacts {
  const ts = tsApi();
  const kind = fileName.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const parsed = (file as unknown as { parseDiagnostics?: TS.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
  const facts: JsFacts = {
    syntaxErrors: parsed.map((d) => ({ start: d.start, end: d.start + Math.max(d.length, 1), message: ts.flattenDiagnosticMessageText(d.messageText, " ") })),
    loads: [],
    computedLoads: [],
    envReads: [],
    fetchCalls: [],
    exports: [...exportKinds(ts, file)],
  };
  const fetchShadowed = declaresName(ts, file, "fetch");
  const visit = (node: TS.Node): void => {
    if (ts.isImportDeclaration(node)) importDeclaration(ts, node, facts);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text) : "all";
      if (!node.isTypeOnly) facts.loads.push({ ...rangeOf(node.moduleSpecifier), specifier: node.moduleSpecifier.text, form: "esm", names });
    } else if (ts.isCallExpression(node)) call(ts, node, facts, fetchShadowed);
    else if (isProcessEnv(ts, node)) facts.envReads.push(...envRead(ts, node));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return facts;
}

function rangeOf(node: TS.Node): Range {
  return { start: node.getStart(), end: node.getEnd() };
}

function importDeclaration(ts: typeof TS, node: TS.ImportDeclaration, facts: JsFacts): void {
  if (!ts.isStringLiteral(node.moduleSpecifier)) return;
  const clause = node.importClause;
  if (clause?.isTypeOnly) return;
  const names: string[] = [];
  let all = false;
  const bound = clause?.namedBindings;
  if (clause?.name) all = addUses(ts, clause.name, names) || all;
  if (bound && ts.isNamespaceImport(bound)) all = addUses(ts, bound.name, names) || all;
  if (bound && ts.isNamedImports(bound)) for (const element of bound.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
  facts.loads.push({ ...rangeOf(node.moduleSpecifier), specifier: node.moduleSpecifier.text, form: "esm", names: all ? "all" : names });
}

function call(ts: typeof TS, node: TS.CallExpression, facts: JsFacts, fetchShadowed: boolean): void {
  const callee = node.expression;
  const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
  const isRequire = ts.isIdentifier(callee) && callee.text === "require";
  if (isImport || isRequire) {
    const arg = node.arguments[0];
    if (arg && ts.isStringLiteralLike(arg)) {
      const names = isRequire ? requireUses(ts, node) : "all";
      facts.loads.push({ ...rangeOf(arg), specifier: arg.text, form: isImport ? "esm" : "require", names });
    } else facts.computedLoads.push({ ...rangeOf(node), form: isImport ? "import" : "require" });
  } else if (ts.isIdentifier(callee) && callee.text === "fetch" && !fetchShadowed) facts.fetchCalls.push(rangeOf(callee));
}

/** The names taken from `require(…)`: a bound variable's members, a destructuring, or one member access. */
function requireUses(ts: typeof TS, node: TS.CallExpression): string[] | "all" {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) return [parent.name.text];
  if (!ts.isVariableDeclaration(parent) || parent.initializer !== node) return "all";
  const names: string[] = [];
  if (ts.isIdentifier(parent.name)) return addUses(ts, parent.name, names) ? "all" : names;
  return ts.isObjectBindingPattern(parent.name) ? (patternNames(ts, parent.name) ?? "all") : "all";
}

/** Adds the members used on the binding `id` (`fs.readFileSync`); true when it is used any other way. */
function addUses(ts: typeof TS, id: TS.Identifier, names: string[]): boolean {
  let escapes = false;
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node) && node !== id && node.text === id.text && !isDeclarationName(ts, node)) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.push(parent.name.text);
      else if (ts.isElementAccessExpression(parent) && parent.expression === node && ts.isStringLiteralLike(parent.argumentExpression)) names.push(parent.argumentExpression.text);
      else if (!(ts.isPropertyAccessExpression(parent) && parent.name === node)) escapes = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(id.getSourceFile());
  return escapes;
}

function isDeclarationName(ts: typeof TS, node: TS.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent)) return parent.name === node;
  return (ts.isImportSpecifier(parent) || ts.isBindingElement(parent)) && parent.propertyName === node;
}

/** `{ a, b: c }` → `[a, b]`; undefined with a `...rest` element (everything escapes). */
function patternNames(ts: typeof TS, pattern: TS.ObjectBindingPattern): string[] | undefined {
  const names: string[] = [];
  for (const element of pattern.elements) {
    if (element.dotDotDotToken) return undefined;
    const key = element.propertyName ?? element.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) names.push(key.text);
    else return undefined;
  }
  return names;
}

function isProcessEnv(ts: typeof TS, node: TS.Node): node is TS.PropertyAccessExpression {
  return ts.isPropertyAccessExpression(node) && node.name.text === "env" && ts.isIdentifier(node.expression) && node.expression.text === "process";
}

/** The variables one `process.env` expression reads (none known: one read without a name). */
function envRead(ts: typeof TS, node: TS.PropertyAccessExpression): EnvRead[] {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) return [{ ...rangeOf(parent), name: parent.name.text }];
  if (ts.isElementAccessExpression(parent) && parent.expression === node && ts.isStringLiteralLike(parent.argumentExpression)) {
    return [{ ...rangeOf(parent), name: parent.argumentExpression.text }];
  }
  if (ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isObjectBindingPattern(parent.name)) {
    const names = patternNames(ts, parent.name);
    if (names) return names.map((name) => ({ ...rangeOf(node), name }));
  }
  return [rangeOf(node)];
}

/** True when the file binds `name` itself (an import, a declaration or a parameter), which shadows the global. */
function declaresName(ts: typeof TS, file: TS.SourceFile, name: string): boolean {
  let found = false;
  const visit = (node: TS.Node): void => {
    if (found) return;
    const declared = (node as { name?: TS.Node }).name;
    if (declared && ts.isIdentifier(declared) && declared.text === name && isBinding(ts, node)) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function isBinding(ts: typeof TS, n: TS.Node): boolean {
  return ts.isFunctionDeclaration(n) || ts.isVariableDeclaration(n) || ts.isClassDeclaration(n) || ts.isImportSpecifier(n) || ts.isImportClause(n) || ts.isNamespaceImport(n) || ts.isParameter(n) || ts.isBindingElement(n);
}

export type { ExportKind } from "./module-js-exports.js";
