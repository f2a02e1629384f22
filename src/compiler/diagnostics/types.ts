/**
 * The diagnostic model shared by every stage, rule and formatter.
 * @see ../../../../shared/spec/README.md §3
 */

/** A reported severity. `off` exists only in configuration and never reaches a Diagnostic. */
export type Severity = "error" | "warn" | "info";

/** A severity as written in `rules:` of toolc.config.yaml. */
export type SeveritySetting = Severity | "off";

/** A secondary location attached to a diagnostic (e.g. the earlier duplicate key). */
export interface RelatedLocation {
  file: string;
  line: number;
  column: number;
  message: string;
}

/**
 * One finding. Lines and columns are 1-based; `file` is relative to the project root with `/` separators.
 * `endLine`/`endColumn` are exclusive of the last character + 1 (i.e. the column just after the span).
 */
export interface Diagnostic {
  rule: string;
  severity: Severity;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  hint?: string;
  related: RelatedLocation[];
}

/** Counts printed in summaries and carried in the JSON report. */
export interface Summary {
  errors: number;
  warnings: number;
  infos: number;
  files: number;
}

/** Rule documentation used by formatters (SARIF `tool.driver.rules`) and `toolc explain`. */
export interface RuleDoc {
  id: string;
  defaultSeverity: Severity;
  /** One sentence: what the rule catches. */
  description: string;
}
