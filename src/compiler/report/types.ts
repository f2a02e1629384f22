/**
 * The contract between the compiler and its report formatters.
 * @see ../../../../shared/spec/README.md §3
 */
import type { Diagnostic, RuleDoc, Summary } from "../diagnostics/types.js";

/** Everything a formatter may read. Formatters never touch the file system, the clock or the environment. */
export interface ReportInput {
  /** Already sorted by the engine; every formatter keeps this order. */
  diagnostics: Diagnostic[];
  summary: Summary;
  /**
   * Full text of the files that were read, keyed by project-relative `/` path; used for source snippets. It may
   * hold only the files the diagnostics name when `files` lists the others.
   */
  sources: ReadonlyMap<string, string>;
  /** Every file that was read, when not every one is a key of `sources` (JUnit gives each a suite). */
  files?: readonly string[];
  /** Every known rule, in catalogue order (SARIF `tool.driver.rules`). */
  rules: RuleDoc[];
  /** toolc's own version (`package.json` `version`). */
  toolVersion: string;
  /** Emit ANSI colour (text format only); the CLI decides from TTY, `NO_COLOR` and `--no-color`. */
  color: boolean;
  /** Absolute project root; SARIF records it as `%SRCROOT%` when given. */
  root?: string;
}

/** A report formatter: a pure function from the run's results to the complete output text. */
export type Formatter = (input: ReportInput) => string;
