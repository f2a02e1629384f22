/**
 * The bench's rows for `compile --watch`: one `toolc compile --watch` process per project, one tool edited before
 * each timed run, timed from the edit to the end of the run it starts (the watch's "watching for changes" line).
 * This is what an edit costs in an editing session, against the `compile` after one edit in a new process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { editOneTool } from "./incremental-bench.js";
import { median, type Measurement } from "./measure.js";

/** What the watch prints on stderr when a run has finished. */
const READY = "watching for changes";

/** Longest wait for one run before the measurement fails (a 10,000-tool edit takes seconds, not minutes). */
const RUN_TIMEOUT_MS = 120_000;

/** Times `runs` edits (after `warmups` untimed ones) of one tool under `toolc compile --watch root`. */
export async function benchWatchEdits(toolc: string, root: string, runs: number, warmups = 1): Promise<Measurement> {
  const edit = editOneTool(root);
  const watch = new WatchProcess(toolc, root);
  const samplesMs: number[] = [];
  let failure: Measurement["failure"] = null;
  try {
    if (!(await watch.finished(1))) throw new Error("the first run did not finish");
    for (let i = 0; i < warmups + runs; i++) {
      // The file system's clock ticks coarsely: an edit in the same tick as the last run's reads must still show.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const start = performance.now();
      edit();
      if (!(await watch.finished(i + 2))) throw new Error(`the run after edit ${i + 1} did not finish`);
      if (i >= warmups) samplesMs.push(performance.now() - start);
    }
  } catch (error) {
    failure = { exitCode: watch.exitCode, signal: null, output: `${(error as Error).message}\n${watch.stderr.slice(-2000)}` };
  }
  const peakRssMb = await watch.stop();
  return { samplesMs, medianMs: samplesMs.length > 0 ? median(samplesMs) : NaN, peakRssMb, warmupPeakRssMb: null, failure };
}

/** A `toolc compile --watch` child, counting the runs it has finished. */
class WatchProcess {
  stderr = "";
  exitCode: number | null = null;
  private readonly child: ChildProcess;
  private runs = 0;
  private exited = false;
  private readonly waiters: Array<() => void> = [];

  constructor(toolc: string, root: string) {
    this.child = spawn(process.execPath, [toolc, "compile", "--watch", root], { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
    this.child.stderr!.on("data", (chunk: Buffer) => {
      this.stderr += chunk.toString();
      this.runs = this.stderr.split(READY).length - 1;
      this.wake();
    });
    this.child.on("exit", (code) => {
      this.exited = true;
      this.exitCode = code;
      this.wake();
    });
  }

  /** True once `n` runs have finished; false when the process ended first or a run took {@link RUN_TIMEOUT_MS}. */
  async finished(n: number): Promise<boolean> {
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    while (this.runs < n) {
      if (this.exited || Date.now() > deadline) return false;
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 1000);
      });
    }
    return true;
  }

  /** Stops the watch (Ctrl-C) and returns its peak resident memory in MiB, read just before. */
  async stop(): Promise<number | null> {
    const peak = peakRssOf(this.child.pid);
    if (!this.exited) {
      this.child.kill("SIGINT");
      await new Promise<void>((resolve) => (this.exited ? resolve() : this.child.once("exit", () => resolve())));
    }
    return peak;
  }

  private wake(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}

/** The peak resident memory of a live process in MiB (Linux `/proc/<pid>/status` VmHWM); null elsewhere. */
function peakRssOf(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}
