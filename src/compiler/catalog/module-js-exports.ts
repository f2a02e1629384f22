/**
 * What the top-level exports of a JavaScript/TypeScript module are bound to, from its syntax tree: a
 * function, a value that can never be called (`export const execute = 5`, a class, which throws without
 * `new`), or something only running the code could tell.
 * @see ../../../docs/rules.md entrypoint-function-missing
 */
import type * as TS from "typescript";

/** One export: callable, certainly not callable (`what` names the value), or unknown. */
export type ExportKind = { kind: "callable" } | { kind: "unknown" } | { kind: "value"; what: string };

const CALLABLE: ExportKind = { kind: "callable" };
const UNKNOWN: ExportKind = { kind: "unknown" };

/** The exported names of `file` (ESM exports, `export default`, CommonJS `exports.NAME =`) and their kinds. */
export function exportKinds(ts: typeof TS, file: TS.SourceFile): Map<string, ExportKind> {
  const local = new Map<string, ExportKind>();
  const exported = new Map<string, ExportKind>();
  const exportedLocals: Array<[string, string]> = [];
  for (const statement of file.statements) {
    const isExported = ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    for (const [name, kind] of declared(ts, statement)) {
      local.set(name, kind);
      if (isExported) exported.set(isDefault ? "default" : name, kind);
    }
    if (ts.isExportAssignment(statement)) exported.set("default", valueKind(ts, statement.expression, local));
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) exportedLocals.push([element.name.text, (element.propertyName ?? element.name).text]);
    }
    const commonJs = commonJsExport(ts, statement);
    if (commonJs) exported.set(commonJs.name, valueKind(ts, commonJs.value, local));
  }
  for (const [name, target] of exportedLocals) exported.set(name, local.get(target) ?? UNKNOWN);
  return exported;
}

/** Names a top-level statement declares, with their kinds. */
function declared(ts: typeof TS, statement: TS.Statement): Array<[string, ExportKind]> {
  if (ts.isFunctionDeclaration(statement) && statement.name) return [[statement.name.text, CALLABLE]];
  if (ts.isFunctionDeclaration(statement)) return [["default", CALLABLE]];
  if (ts.isClassDeclaration(statement)) return [[statement.name?.text ?? "default", CLASS]];
  if (!ts.isVariableStatement(statement)) return [];
  return statement.declarationList.declarations.flatMap((declaration): Array<[string, ExportKind]> => {
    if (!ts.isIdentifier(declaration.name)) return [];
    return [[declaration.name.text, declaration.initializer ? valueKind(ts, declaration.initializer, new Map()) : { kind: "value", what: "`undefined`" }]];
  });
}

const CLASS: ExportKind = { kind: "value", what: "a class, which cannot be called without `new`" };

/** `exports.NAME = value` / `module.exports.NAME = value` at top level. */
function commonJsExport(ts: typeof TS, statement: TS.Statement): { name: string; value: TS.Expression } | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  const expression = statement.expression;
  if (!ts.isBinaryExpression(expression) || expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const target = expression.left;
  if (!ts.isPropertyAccessExpression(target)) return undefined;
  const owner = target.expression;
  const isExports = ts.isIdentifier(owner) && owner.text === "exports";
  const isModuleExports = ts.isPropertyAccessExpression(owner) && owner.name.text === "exports" && ts.isIdentifier(owner.expression) && owner.expression.text === "module";
  return isExports || isModuleExports ? { name: target.name.text, value: expression.right } : undefined;
}

/** What an expression evaluates to, as far as its syntax alone shows. */
function valueKind(ts: typeof TS, raw: TS.Expression, local: ReadonlyMap<string, ExportKind>): ExportKind {
  let node = raw;
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return CALLABLE;
  if (ts.isClassExpression(node)) return CLASS;
  if (ts.isIdentifier(node)) return node.text === "undefined" ? { kind: "value", what: "`undefined`" } : (local.get(node.text) ?? UNKNOWN);
  const what = literalName(ts, node);
  return what ? { kind: "value", what } : UNKNOWN;
}

function literalName(ts: typeof TS, node: TS.Expression): string | undefined {
  if (ts.isNumericLiteral(node) || ts.isBigIntLiteral(node)) return "a number";
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) return "a number";
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return "a string";
  if (ts.isObjectLiteralExpression(node)) return "an object literal";
  if (ts.isArrayLiteralExpression(node)) return "an array";
  if (ts.isRegularExpressionLiteral(node)) return "a regular expression";
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return "a boolean";
  return node.kind === ts.SyntaxKind.NullKeyword ? "`null`" : undefined;
}
