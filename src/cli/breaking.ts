/**
 * `toolc breaking [root] --against <git-ref|dir|catalog.json>`: the current catalog against a baseline's,
 * reported like `compile` (every `--format`, `rules:`, inline suppression, the same exit codes). A ref, folder
 * or file that cannot be loaded exits 2. A comparison whose current files and baseline (for a git ref: its
 * commit) are unchanged since the last one is reused from the result cache, as `compile` does.
 */
import path from "node:path";
import { baselineIdentity, loadBaseline } from "../compiler/change/baseline.js";
import { compareWithBaseline } from "../compiler/change/compare.js";
import { cachesEnabled } from "../compiler/cache/store.js";
import { summarise } from "../compiler/index.js";
import type { RunKey } from "../compiler/results/index.js";
import { EXIT, type CommandIo } from "./io.js";
import { loadCatalog } from "./project.js";
import { sourceTexts, type CheckingOptions } from "./report.js";
import { reportReusing, type Concluded } from "./reuse.js";

/** Options of `toolc breaking`, as parsed by commander. */
export interface BreakingOptions extends CheckingOptions {
  against: string;
  /** `--no-cache` sets this to false. */
  cache?: boolean;
}

/** Runs `toolc breaking` and returns the exit code. */
export async function runBreaking(rootArg: string, options: BreakingOptions, io: CommandIo): Promise<number> {
  const given = path.resolve(io.cwd, rootArg);
  const key = cachesEnabled(options.cache) ? keyOf(given, options, io) : undefined;
  return reportReusing(key, options, io, (): Concluded => {
    const loaded = loadCatalog(rootArg, io, options.config, options.cache);
    if (!loaded.ok) return { exitCode: loaded.exitCode };
    const baseline = loadBaseline(loaded.root, options.against, io.cwd, cachesEnabled(options.cache));
    if (!baseline.ok) {
      io.stderr(`toolc: ${baseline.message}\n`);
      return { exitCode: EXIT.usage };
    }
    const diagnostics = compareWithBaseline(loaded.result.project!, loaded.result.model!, loaded.built, baseline);
    return { root: loaded.root, diagnostics, summary: summarise(diagnostics, loaded.result.summary.files), ...sourceTexts(loaded.result.sources, diagnostics) };
  });
}

function keyOf(given: string, options: BreakingOptions, io: CommandIo): RunKey | undefined {
  const variant = baselineIdentity(given, options.against, io.cwd);
  return variant === undefined ? undefined : { given, mode: "breaking", variant, ...(options.config ? { configPath: path.resolve(io.cwd, options.config) } : {}) };
}
