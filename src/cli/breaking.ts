/**
 * `toolc breaking [root] --against <git-ref|dir|catalog.json>`: the current catalog against a baseline's,
 * reported like `compile` (every `--format`, `rules:`, inline suppression, the same exit codes). A ref, folder
 * or file that cannot be loaded exits 2.
 */
import { loadBaseline } from "../compiler/change/baseline.js";
import { compareWithBaseline } from "../compiler/change/compare.js";
import { summarise } from "../compiler/index.js";
import { EXIT, type CommandIo } from "./io.js";
import { loadCatalog } from "./project.js";
import { exitCodeOf, sourceTexts, writeReport, type CheckingOptions } from "./report.js";

/** Options of `toolc breaking`, as parsed by commander. */
export interface BreakingOptions extends CheckingOptions {
  against: string;
}

/** Runs `toolc breaking` and returns the exit code. */
export function runBreaking(rootArg: string, options: BreakingOptions, io: CommandIo): number {
  const loaded = loadCatalog(rootArg, io, options.config);
  if (!loaded.ok) return loaded.exitCode;
  const baseline = loadBaseline(loaded.root, options.against, io.cwd);
  if (!baseline.ok) {
    io.stderr(`toolc: ${baseline.message}\n`);
    return EXIT.usage;
  }
  const diagnostics = compareWithBaseline(loaded.result.project!, loaded.built, baseline);
  const summary = summarise(diagnostics, loaded.result.summary.files);
  if (!writeReport({ diagnostics, summary, sources: sourceTexts(loaded.result.sources), root: loaded.root }, options, io)) return EXIT.usage;
  return exitCodeOf(summary, options.maxWarnings);
}
