/**
 * `--format json`: exactly one JSON document, `{ version: 1, diagnostics, summary }`.
 * Objects are rebuilt key by key so the documented key order holds whatever order the engine
 * created its objects in, and no internal field can leak into the public format.
 * @see ../../../../shared/spec/README.md §3 (JSON)
 */
import type { Diagnostic, RelatedLocation, Summary } from "../diagnostics/types.js";
import type { Formatter } from "./types.js";

/** The version of the JSON report format; bumped only on incompatible changes. */
export const JSON_REPORT_VERSION = 1;

/** Formats the report as JSON with 2-space indentation and a final newline. */
export const json: Formatter = (input) => {
  const document = {
    version: JSON_REPORT_VERSION,
    diagnostics: input.diagnostics.map(diagnosticJson),
    summary: summaryJson(input.summary),
  };
  return JSON.stringify(document, null, 2) + "\n";
};

/** One diagnostic in the documented key order; `hint` only when set, `related` always. */
function diagnosticJson(d: Diagnostic): Record<string, unknown> {
  const out: Record<string, unknown> = {
    rule: d.rule,
    severity: d.severity,
    file: d.file,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    message: d.message,
  };
  if (d.hint !== undefined) out.hint = d.hint;
  out.related = (d.related ?? []).map(relatedJson);
  return out;
}

function relatedJson(r: RelatedLocation): RelatedLocation {
  return { file: r.file, line: r.line, column: r.column, message: r.message };
}

function summaryJson(s: Summary): Summary {
  return { errors: s.errors, warnings: s.warnings, infos: s.infos, files: s.files };
}
