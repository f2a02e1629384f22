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
  /** Project-relative path → text, for source snippets: of every file, or (with `files`) of those the diagnostics name. */
  sources: ReadonlyMap<string, string>;
  /** Every checked file, when `sources` holds only some (see {@link sourceTexts}). */
  files?: readonly string[];
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
  let files = input.files;
  let reportRoot = input.root;
  // GitHub and SARIF consumers resolve paths against the repository root, not the project's.
  const place = options.format === "github" || options.format === "sarif" ? repositoryPlace(input.root) : undefined;
  if (place) {
    ({ diagnostics: shown, sources, files } = inRepository(place, shown, sources, files));
    reportRoot = place.root;
  }
  const text = formatters[options.format]({
    diagnostics: shown,
    summary: input.summary,
    sources,
    ...(files ? { files } : {}),
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

/**
 * Checked sources as a report takes them: every file's path, and the texts of the files `diagnostics` name (the
 * only ones a snippet can show). A file no diagnostic names is not read for the report: one trusted by its stat
 * (source/trusted.ts) may stay unread.
 */
export function sourceTexts(sources: ReadonlyMap<string, { readonly text: string }>, diagnostics: readonly Diagnostic[]): { sources: Map<string, string>; files: string[] } {
  const texts = new Map<string, string>();
  const add = (file: string): void => {
    const source = sources.get(file);
    if (source && !texts.has(file)) texts.set(file, source.text);
  };
  for (const d of diagnostics) {
    add(d.file);
    for (const r of d.related) add(r.file);
  }
  return { sources: texts, files: [...sources.keys()] };
}

/** Exit code of a finished report: findings at or above the fail level (errors, or warnings past `--max-warnings`) exit 1. */
export function exitCodeOf(summary: Summary, maxWarnings?: number): number {
  return summary.errors > 0 || (maxWarnings !== undefined && summary.warnings > maxWarnings) ? EXIT.findings : EXIT.ok;
}
