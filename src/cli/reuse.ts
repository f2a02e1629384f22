/**
 * The result cache for the checking commands other than `compile` (`breaking`, `lock --check`): a run whose
 * facts all still hold prints the kept report; any other run is traced, and its report kept for the next.
 */
import type { Diagnostic, Summary } from "../compiler/diagnostics/types.js";
import { Trace, traced } from "../compiler/inputs/traced-fs.js";
import { keepResult, reusableResult, sourcesOf, type RunKey } from "../compiler/results/index.js";
import type { CommandIo } from "./io.js";
import { exitCodeOf, sourceTexts, writeReport, type CheckingOptions } from "./report.js";
import { EXIT } from "./io.js";

/** What a command concluded: a report, or the exit code of a run that could not get that far (said on stderr). */
export type Concluded = { root: string; diagnostics: Diagnostic[]; summary: Summary; sources: ReadonlyMap<string, string>; files?: readonly string[] } | { exitCode: number };

/**
 * Prints the report of the run `key` (undefined: caches off) and returns its exit code: the kept one when every
 * fact it depended on holds, otherwise what `conclude` finds, traced and kept.
 */
export async function reportReusing(key: RunKey | undefined, options: CheckingOptions, io: CommandIo, conclude: () => Concluded): Promise<number> {
  const kept = key && (await reusableResult(key));
  if (kept) return report({ ...kept, ...sourceTexts(sourcesOf(kept), kept.diagnostics) }, options, io);
  // Traced only when the report may be kept: recording every read's fingerprint has its cost.
  if (!key) return reportConcluded(conclude(), options, io);
  const trace = new Trace();
  const concluded = traced(trace, conclude);
  if (!("exitCode" in concluded)) keepResult(key, trace, { root: concluded.root, diagnostics: concluded.diagnostics, summary: concluded.summary, files: [...(concluded.files ?? concluded.sources.keys())] });
  return reportConcluded(concluded, options, io);
}

function reportConcluded(concluded: Concluded, options: CheckingOptions, io: CommandIo): number {
  return "exitCode" in concluded ? concluded.exitCode : report(concluded, options, io);
}

function report(concluded: Exclude<Concluded, { exitCode: number }>, options: CheckingOptions, io: CommandIo): number {
  const { root, diagnostics, summary, sources, files } = concluded;
  if (!writeReport({ diagnostics, summary, sources, ...(files ? { files } : {}), root }, options, io)) return EXIT.usage;
  return exitCodeOf(summary, options.maxWarnings);
}
