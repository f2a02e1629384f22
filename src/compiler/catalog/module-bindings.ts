/**
 * Static, never-executing detection of the names a tool module binds at top level, for
 * `entrypoint-function-missing`. Python: `def`, `async def`, `class`, (annotated) assignments and import
 * bindings at column 0 or inside top-level `if`/`try`/`with` blocks. JS/TS: `export` forms and CommonJS
 * `exports.NAME =`. A star import or a whole-object export makes the names unknowable (`open`).
 * @see ../../../docs/rules.md §10 entrypoint-function-missing
 */
import { sanitizeJs, sanitizePython, type LogicalLine } from "./module-text.js";

/** The top-level names of a module; `open` when some binding cannot be known statically. */
export interface ModuleBindings {
  names: Set<string>;
  open: boolean;
  /** Python: names whose last top-level binding is a literal (`execute = 5`), with what it is. */
  values?: Map<string, string>;
}

/** Module languages by file extension. */
export type ModuleLanguage = "python" | "javascript" | "typescript";

/** The language of a module file, from its extension. */
export function languageOf(file: string): ModuleLanguage {
  if (file.endsWith(".py")) return "python";
  return file.endsWith(".ts") ? "typescript" : "javascript";
}

/** The names `source` binds at top level. */
export function moduleBindings(source: string, language: ModuleLanguage): ModuleBindings {
  return language === "python" ? pythonBindings(source) : jsBindings(source);
}

const IDENT = /^[A-Za-z_]\w*$/;
/** Block headers whose body still runs at module scope. */
const MODULE_BLOCKS = new Set(["if", "elif", "else", "try", "except", "finally", "with"]);
const HEADER = /^(async\s+)?(if|elif|else|try|except|finally|with|for|while|def|class|match|case)\b/;

function pythonBindings(source: string): ModuleBindings {
  const out: ModuleBindings = { names: new Set(), open: false, values: new Map() };
  const stack = [{ indent: 0, module: true }];
  let pending: boolean | undefined;
  for (const line of sanitizePython(source)) {
    let top = stack[stack.length - 1]!;
    if (pending !== undefined && line.indent > top.indent) stack.push((top = { indent: line.indent, module: pending }));
    while (stack.length > 1 && top.indent > line.indent) {
      stack.pop();
      top = stack[stack.length - 1]!;
    }
    pending = undefined;
    const header = blockHeader(line);
    if (!header) {
      if (top.module) statements(line.text).forEach((statement) => bindStatement(statement, out));
      continue;
    }
    if (top.module && (header.keyword === "def" || header.keyword === "class")) {
      const name = /^(?:async\s+)?(?:def|class)\s+([A-Za-z_]\w*)/.exec(line.text)?.[1];
      if (name) out.names.add(name);
      if (name) out.values?.delete(name);
    }
    const inModule = top.module && MODULE_BLOCKS.has(header.keyword);
    if (header.body === "") pending = inModule;
    else if (inModule) statements(header.body).forEach((statement) => bindStatement(statement, out));
  }
  return out;
}

/** A compound-statement header: its keyword and any body written after the colon on the same line. */
function blockHeader(line: LogicalLine): { keyword: string; body: string } | undefined {
  const match = HEADER.exec(line.text);
  if (!match) return undefined;
  const colon = topLevelColon(line.text, match[0].length);
  if (colon === -1) return undefined;
  return { keyword: match[2]!, body: line.text.slice(colon + 1).trim() };
}

function topLevelColon(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const char = text[i]!;
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) depth = Math.max(0, depth - 1);
    else if (char === ":" && depth === 0 && text[i + 1] !== "=") return i;
  }
  return -1;
}

/** Splits a logical line at top-level `;`. */
function statements(text: string): string[] {
  return splitTop(text, ";")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function bindStatement(statement: string, out: ModuleBindings): void {
  const from = /^from\s+\S+\s+import\s+(.*)$/s.exec(statement);
  if (from) return bindImported(from[1]!.replace(/[()]/g, " "), out, false);
  const plain = /^import\s+(.*)$/s.exec(statement);
  if (plain) return bindImported(plain[1]!, out, true);
  const targets = assignmentTargets(statement);
  const literal = targets.length > 0 ? pythonLiteral(statement.slice(statement.lastIndexOf("=") + 1).trim()) : undefined;
  for (const target of targets) {
    for (const name of targetNames(target)) {
      out.names.add(name);
      // Only `NAME = literal` pins a value; unpacking or any other expression might yield a callable.
      if (literal && target.trim() === name) out.values?.set(name, literal);
      else out.values?.delete(name);
    }
  }
}

/** What a sanitised Python expression is when it is a plain literal (strings are already `""`). */
function pythonLiteral(value: string): string | undefined {
  if (/^(?:""\s*)+$/.test(value)) return "a string";
  if (/^[-+]?(?:\d[\w.]*|\.\d\w*)$/.test(value)) return "a number";
  if (value === "None") return "`None`";
  if (value === "True" || value === "False") return "a boolean";
  if (encloses(value, "[", "]")) return "a list";
  return encloses(value, "{", "}") ? "a dict or set" : undefined;
}

/** True when the bracket opening `text` closes exactly at its end (`[1, 2]`, not `[f][0]`). */
function encloses(text: string, open: string, close: string): boolean {
  if (!text.startsWith(open)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if ("([{".includes(text[i]!)) depth++;
    else if (")]}".includes(text[i]!)) depth--;
    if (depth === 0) return i === text.length - 1 && text[i] === close;
  }
  return false;
}

function bindImported(list: string, out: ModuleBindings, dotted: boolean): void {
  for (const part of list.split(",").map((p) => p.trim())) {
    if (part === "*") out.open = true;
    const alias = /\bas\s+([A-Za-z_]\w*)$/.exec(part)?.[1];
    // `import a.b` binds `a`; `from m import x` binds `x`.
    const name = alias ?? (dotted ? part.split(".")[0]!.trim() : part);
    if (IDENT.test(name)) out.names.add(name);
    out.values?.delete(name);
  }
}

/** The target texts of an assignment (`a = b = f()`, `x: T = v`), or none. */
function assignmentTargets(statement: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < statement.length; i++) {
    const char = statement[i]!;
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) depth = Math.max(0, depth - 1);
    else if (char === "=" && depth === 0 && !"=!<>+-*/%@&|^:".includes(statement[i - 1] ?? "") && statement[i + 1] !== "=") {
      parts.push(statement.slice(start, i));
      start = i + 1;
    }
  }
  // The annotation of `x: T = v` is not part of the target.
  return parts.map((target) => splitTop(target, ":")[0]!.trim());
}

function targetNames(target: string): string[] {
  const inner = target.replace(/^[([]|[)\]]$/g, "");
  return splitTop(inner, ",")
    .map((name) => name.trim().replace(/^\*/, ""))
    .filter((name) => IDENT.test(name));
}

const JS_ID = "[A-Za-z_$][\\w$]*";

function jsBindings(source: string): ModuleBindings {
  const text = sanitizeJs(source);
  const out: ModuleBindings = { names: new Set(), open: false };
  const add = (name: string | undefined) => name && out.names.add(name);
  for (const m of text.matchAll(/\bexport\s*\*\s*(?:as\s+([A-Za-z_$][\w$]*)\s*)?from\b/g)) {
    if (m[1]) add(m[1]);
    else out.open = true;
  }
  const declared = new RegExp(
    `\\bexport\\s+(?:declare\\s+)?(?:async\\s+)?(?:function\\s*\\*?|(?:abstract\\s+)?class|const|let|var|enum)\\s*(${JS_ID}|[{[][^}\\]]*[}\\]])`,
    "g",
  );
  for (const m of text.matchAll(declared)) destructured(m[1]!).forEach(add);
  if (/\bexport\s+default\b/.test(text)) add("default");
  for (const m of text.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const spec of m[1]!.split(",")) add(new RegExp(`(?:\\bas\\s+)?(${JS_ID})\\s*$`).exec(spec.trim())?.[1]);
  }
  for (const m of text.matchAll(new RegExp(`(?:^|[^.\\w$])(?:module\\s*\\.\\s*)?exports\\s*\\.\\s*(${JS_ID})\\s*=(?!=)`, "g"))) add(m[1]);
  // Whole-object CommonJS exports, TS `export =` and compiled re-exports cannot be read without running the code.
  if (/(?:^|[^.\w$])module\s*\.\s*exports\s*=(?!=)|\bexport\s*=(?!=)|defineProperty\s*\(\s*(?:module\s*\.\s*)?exports\b/.test(text)) out.open = true;
  return out;
}

/** Names bound by a declaration target: `x`, `{ a, b: c }` or `[a, b]`. */
function destructured(target: string): string[] {
  if (!/^[{[]/.test(target)) return [target];
  return target
    .slice(1, -1)
    .split(",")
    .map((part) => part.split("=")[0]!.split(":").pop()!.replace("...", "").trim())
    .filter((name) => new RegExp(`^${JS_ID}$`).test(name));
}
