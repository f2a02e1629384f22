/**
 * Timing and memory measurement of child Node processes for `npm run bench`.
 *
 * Every command is `process.execPath --import <rss-probe> …args`, run with `spawnSync` so that nothing else
 * in this process competes with it. Wall time is taken around the spawn (Node start included); peak memory
 * is the child's own `maxRSS`, written by the preload `rss-probe.js` to a file named by `TOOLC_BENCH_RSS_FILE`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Environment variable read by `rss-probe.ts` (kept in sync by hand: the probe imports nothing). */
export const RSS_FILE_ENV = "TOOLC_BENCH_RSS_FILE";

/** File URL of the compiled preload, next to this module in `dist/test/bench/`. */
export const PROBE_URL = new URL("./rss-probe.js", import.meta.url).href;

/** A Node command to measure: the arguments that follow `node --import <probe>`. */
export interface NodeCommand {
  /** e.g. `["dist/bin/toolc.js", "compile", root, "--no-emit"]` or `["-e", ""]`. */
  args: string[];
  /** Working directory of the child (default: this process's). */
  cwd?: string;
}

/** How many times to run a command. */
export interface MeasureOptions {
  /** Timed runs (default 5). */
  runs?: number;
  /** Untimed runs first, to warm the file cache (default 1; use 0 for a cold measurement). */
  warmups?: number;
  /** Called before every run, timed or not, outside the timed region (e.g. to delete an output folder). */
  before?: () => void;
}

/** The result of measuring one command. */
export interface Measurement {
  /** Wall times of the timed runs in milliseconds, in run order. */
  samplesMs: number[];
  /** Median of `samplesMs` (NaN when no run succeeded). */
  medianMs: number;
  /** Largest child `maxRSS` over the timed runs, in MiB; `null` when the probe wrote nothing. */
  peakRssMb: number | null;
  /** The same over the untimed warm-up runs (which fill the caches the timed runs read). */
  warmupPeakRssMb: number | null;
  /** `null` when every run exited 0; otherwise the exit code (or signal) of the first failing run. */
  failure: { exitCode: number | null; signal: string | null; output: string } | null;
}

/** One finished child run. */
interface RunResult {
  ms: number;
  rssKb: number | null;
  status: number | null;
  signal: string | null;
  output: string;
}

let rssFileCounter = 0;

/** The median of a list of numbers (NaN for an empty list). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Reads the probe's file: the peak RSS in KiB, or `null` when it is missing or unreadable. */
function readRssKb(file: string): number | null {
  try {
    const kb = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isFinite(kb) ? kb : null;
  } catch {
    return null;
  }
}

/** Runs a command once under the probe and times it. */
function runOnce(command: NodeCommand, rssFile: string): RunResult {
  rmSync(rssFile, { force: true });
  const env = { ...process.env, [RSS_FILE_ENV]: rssFile, NO_COLOR: "1" };
  const start = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ["--import", PROBE_URL, ...command.args], {
    cwd: command.cwd,
    env,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const output = `${child.stdout ?? ""}${child.stderr ?? ""}${child.error ? String(child.error) : ""}`;
  return { ms, rssKb: readRssKb(rssFile), status: child.status, signal: child.signal, output };
}

/**
 * Runs `command` `warmups` times untimed, then `runs` times timed, and reports the median wall time and the peak
 * RSS. Stops at the first run that does not exit 0 and reports its output in `failure`.
 */
export function measureNode(command: NodeCommand, options: MeasureOptions = {}): Measurement {
  const runs = options.runs ?? 5;
  const warmups = options.warmups ?? 1;
  const rssFile = join(tmpdir(), `toolc-bench-rss-${process.pid}-${rssFileCounter++}.txt`);
  const samplesMs: number[] = [];
  // Peaks kept apart: a warm-up that fills a cache can peak far above the runs that are measured.
  const peakKb: [warmup: number | null, timed: number | null] = [null, null];
  const result = (failure: Measurement["failure"]): Measurement => ({
    samplesMs,
    medianMs: median(samplesMs),
    peakRssMb: toMb(peakKb[1]),
    warmupPeakRssMb: toMb(peakKb[0]),
    failure,
  });
  try {
    for (let i = 0; i < warmups + runs; i++) {
      options.before?.();
      const run = runOnce(command, rssFile);
      const timed = i >= warmups ? 1 : 0;
      if (run.rssKb !== null) peakKb[timed] = Math.max(peakKb[timed] ?? 0, run.rssKb);
      if (run.status !== 0) return result({ exitCode: run.status, signal: run.signal, output: run.output });
      if (timed) samplesMs.push(run.ms);
    }
  } finally {
    rmSync(rssFile, { force: true });
  }
  return result(null);
}

/** KiB → MiB, keeping `null`. */
function toMb(kb: number | null): number | null {
  return kb === null ? null : kb / 1024;
}

/** Modification times (ns) of every file under `dir`, keyed by `/`-separated relative path; empty if `dir` is absent. */
export function snapshotMtimes(dir: string): Map<string, bigint> {
  const out = new Map<string, bigint>();
  const walk = (abs: string, rel: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const childAbs = join(abs, entry.name);
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(childAbs, childRel);
      else out.set(childRel, statSync(childAbs, { bigint: true }).mtimeNs);
    }
  };
  try {
    walk(dir, "");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return out;
}

/** Files rewritten (mtime changed), added or removed between two snapshots of the same folder. */
export interface SnapshotDiff {
  changed: string[];
  added: string[];
  removed: string[];
}

/** Compares two `snapshotMtimes` results. */
export function diffSnapshots(before: Map<string, bigint>, after: Map<string, bigint>): SnapshotDiff {
  const changed: string[] = [];
  const added: string[] = [];
  const removed = [...before.keys()].filter((file) => !after.has(file));
  for (const [file, mtime] of after) {
    const old = before.get(file);
    if (old === undefined) added.push(file);
    else if (old !== mtime) changed.push(file);
  }
  return { changed, added, removed };
}
