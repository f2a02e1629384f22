/**
 * The golden form of a diagnostics list: one `file:line:col: severity: message [rule]` line each
 * (actionlint's `.out` style), so example goldens show every finding without source snippets.
 */
import type { Diagnostic } from "../src/compiler/diagnostics/types.js";

/** Formats diagnostics one per line, with a final newline; `(no findings)` when there are none. */
export function goldenDiagnostics(diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.length === 0) return "(no findings)\n";
  return diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.rule}]\n`).join("");
}
