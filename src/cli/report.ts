/**
 * Printing a report in the chosen `--format`, or writing it to `--output`: shared by `compile`, `breaking`
 * and `lock`. GitHub and SARIF get repository-relative paths (see ./repository.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Diagnostic, Summary } from "../compiler/diagnostics/types.js";
import { formatters, type FormatName } from "../compiler/report/index.js";
import { allRuleDocs } from "../compiler/lint/docs.js";
import { toolVersion } from "../package-info.js";
import { EXIT, type CommandIo } from "./io.js";
import { inRepository, repositoryPlace } from "./repository.js";

/** What a report shows. */
export interface ReportInput {
  diagnostics: readonly Diagnostic[];
  summary: Summary;
  /** Project-relative path → text, for source snippets. */
  sources: ReadonlyMap<string, string>;
  /** The absolute project root. */
  root: string;
}

/** The reporting flags every checking command takes. */
export interface ReportOptions {
  format: FormatName;
  output?: string;
  quiet: boolean;
  color: boolean;
}

/** The flags of a command that checks and reports (`breaking`, `lock`): reporting, `--max-warnings`, `--config`. */
export interface CheckingOptions extends ReportOptions {
  maxWarnings?: number;
  config?: string;
}

/** Prints the report, or writes it to `--output`; false when that file cannot be written (reported on stderr). */
export function writeReport(input: ReportInput, options: ReportOptions, io: CommandIo): boolean {
  let shown: Diagnostic[] = options.quiet ? input.diagnostics.filter((d) => d.severity === "error") : [...input.diagnostics];
  let sources = new Map(input.sources);
  let reportRoot = input.root;
  // GitHub and SARIF consumers resolve paths against the repository root, not the project's.
  const place = options.format === "github" || options.format === "sarif" ? repositoryPlace(input.root) : undefined;
  if (place) {
    ({ diagnostics: shown, sources } = inRepository(place, shown, sources));
    reportRoot = place.root;
  }
  const text = formatters[options.format]({
    diagnostics: shown,
    summary: input.summary,
    sources,
    rules: allRuleDocs(),
    toolVersion: toolVersion(),
    color: options.color && !options.output && io.isTty && !("NO_COLOR" in io.env),
    root: reportRoot,
  });
  if (options.output) return writeReportFile(path.resolve(io.cwd, options.output), options.output, text, io);
  io.stdout(text);
  return true;
}

/**
 * Writes the report to `--output FILE`, creating missing parent folders (like `tsc --outDir` or `eslint
 * --output-file`: a CI step should not need a `mkdir` first). A path that cannot be a file (a folder, a
 * file used as a folder, no permission) is a usage error, named with the system's reason.
 */
function writeReportFile(file: string, given: string, text: string, io: CommandIo): boolean {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return true;
  } catch (error) {
    io.stderr(`toolc: cannot write the report to \`${given}\`: ${(error as Error).message}\n`);
    return false;
  }
}

/** The texts of checked sources, as reports take them. */
export function sourceTexts(sources: ReadonlyMap<string, { text: string }>): Map<string, string> {
  return new Map([...sources].map(([file, source]) => [file, source.text]));
}

/** Exit code of a finished report: findings at or above the fail level (errors, or warnings past `--max-warnings`) exit 1. */
export function exitCodeOf(summary: Summary, maxWarnings?: number): number {
  return summary.errors > 0 || (maxWarnings !== undefined && summary.warnings > maxWarnings) ? EXIT.findings : EXIT.ok;
}
