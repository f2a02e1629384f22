/**
 * Turns findings into Diagnostics: severity from configuration, inline suppression, 1-based positions,
 * then a deterministic sort (file, line, column, rule, message) and de-duplication.
 * @see ../../../../shared/spec/README.md §3
 */
import { positionAt, type SourceText, type Span } from "../source/text.js";
import type { Finding } from "./finding.js";
import type { Suppressions } from "./suppress.js";
import type { Diagnostic, Severity, SeveritySetting } from "./types.js";

/** Inputs the finaliser needs besides the findings. */
export interface FinalizeOptions {
  sources: ReadonlyMap<string, SourceText>;
  /** Rule id → default severity. */
  defaults: ReadonlyMap<string, Severity>;
  /** `rules:` from the configuration. */
  settings: Readonly<Record<string, SeveritySetting>>;
  /** Suppression directives per file. */
  suppressions: ReadonlyMap<string, Suppressions>;
}

/** Applies severities, suppressions and positions; sorts and de-duplicates. */
export function finalize(findings: readonly Finding[], options: FinalizeOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const finding of findings) {
    const severity = severityOf(finding, options);
    if (severity === "off") continue;
    const start = locate(finding.at, options.sources);
    if (finding.rule !== "internal-error" && options.suppressions.get(finding.at.file)?.get(start.line)?.has(finding.rule)) continue;
    const end = finding.at.whole ? { line: start.line, column: start.column } : locate({ ...finding.at, start: finding.at.end }, options.sources);
    out.push({
      rule: finding.rule,
      severity,
      file: finding.at.file,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      message: finding.message,
      ...(finding.hint ? { hint: finding.hint } : {}),
      related: (finding.related ?? []).map((r) => ({ file: r.at.file, ...locate(r.at, options.sources), message: r.message })),
    });
  }
  return dedupe(out.sort(compareDiagnostics));
}

function severityOf(finding: Finding, options: FinalizeOptions): SeveritySetting {
  const rule = finding.rule;
  if (rule === "internal-error") {
    const configured = options.settings[rule];
    return configured && configured !== "off" ? configured : "error";
  }
  return options.settings[rule] ?? finding.severity ?? options.defaults.get(rule) ?? "error";
}

function locate(at: Span, sources: ReadonlyMap<string, SourceText>): { line: number; column: number } {
  const source = sources.get(at.file);
  if (!source || at.whole) return { line: 1, column: 1 };
  return positionAt(source, at.start);
}

/** Orders diagnostics by file, line, column, rule id, then message (code-point order). */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    cmp(a.file, b.file) || a.line - b.line || a.column - b.column || cmp(a.rule, b.rule) || cmp(a.message, b.message) || a.endLine - b.endLine || a.endColumn - b.endColumn
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function dedupe(sorted: Diagnostic[]): Diagnostic[] {
  return sorted.filter((d, i) => i === 0 || compareDiagnostics(d, sorted[i - 1]!) !== 0);
}
