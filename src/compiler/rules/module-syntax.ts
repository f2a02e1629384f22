/**
 * `module-syntax`: an authored tool module that does not parse, so importing it fails on every call.
 * JavaScript/TypeScript: TypeScript's parser. Python: `compile()` in one `python3` process; without
 * `python3`, one info says the Python modules were not checked. No module is ever executed.
 * @see ../../../docs/rules.md §10 module-syntax
 */
import path from "node:path";
import { checkPythonSyntax, type PythonSyntaxError } from "../catalog/module-python.js";
import { fileSpan, type SourceText } from "../source/text.js";
import { isJsModule, jsFacts } from "../lint/support/js-facts.js";
import { authoredCodeFiles } from "../lint/support/tool-code.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `module-syntax` rule. */
export default defineRule({
  id: "module-syntax",
  defaultSeverity: "error",
  check(ctx) {
    const files = authoredCodeFiles(ctx);
    ctx.each(
      files.filter((file) => isJsModule(file.path)),
      (file) => {
        const facts = jsFacts(ctx, file.path);
        const first = facts?.syntaxErrors[0];
        if (first) reportError(ctx, file.path, { file: file.path, start: first.start, end: first.end }, first.message);
        if (facts?.unanalysed) {
          ctx.report({
            at: fileSpan(file.path),
            severity: "info",
            message: `\`${file.path}\` was not analysed (${facts.unanalysed}): its syntax, imports and effects are not checked`,
            hint: "flatten the deepest expression, or accept that toolc cannot check this module",
          });
        }
      },
    );
    checkPython(ctx, files.filter((file) => file.path.endsWith(".py")).map((file) => file.path));
  },
});

function reportError(ctx: RuleContext, file: string, at: { file: string; start: number; end: number }, detail: string): void {
  ctx.report({
    at,
    message: `\`${file}\` does not parse (${detail}): importing it fails, so every call of a tool that loads it fails`,
    hint: "fix the syntax error",
  });
}

function checkPython(ctx: RuleContext, files: string[]): void {
  if (files.length === 0) return;
  const byAbs = new Map(files.map((rel) => [path.join(ctx.project.root, rel), rel]));
  const result = checkPythonSyntax([...byAbs.keys()]);
  if (!result.checked) {
    ctx.report({
      at: fileSpan(files[0]!),
      severity: "info",
      message: `${files.length} Python module${files.length === 1 ? " was" : "s were"} not syntax-checked: ${result.reason}`,
      hint: "install `python3` where toolc runs to check them",
    });
    return;
  }
  ctx.each(
    result.errors.flatMap((error) => {
      const rel = byAbs.get(error.file);
      const source = rel === undefined ? undefined : ctx.project.sources.get(rel);
      return source ? [{ path: source.path, source, error }] : [];
    }),
    ({ source, error }) => reportError(ctx, source.path, pythonSpan(source, error), error.message),
  );
}

/** The error's span from Python's 1-based line and character columns (one character when no usable end). */
function pythonSpan(source: SourceText, error: PythonSyntaxError): { file: string; start: number; end: number } {
  const start = offsetOf(source.text, error.line, error.column);
  const end = error.endLine && error.endColumn ? offsetOf(source.text, error.endLine, error.endColumn) : start + 1;
  return { file: source.path, start, end: end > start ? end : start + 1 };
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf("\n", offset);
    if (next === -1) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + Math.max(column - 1, 0), text.length);
}
