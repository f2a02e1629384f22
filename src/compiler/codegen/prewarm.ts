/**
 * A code builder started ahead: the build worker (build-worker.ts) started when a large project is found,
 * before it is checked, so that ts-morph and prettier (about 0.3 s to load) load on the second core while
 * the first checks. A one-file change in 10,000 tools then builds its few files there instead of loading
 * both libraries first. Light on purpose (it and build-code.ts load no ts-morph, no prettier): the check path imports it.
 */
import { Worker } from "node:worker_threads";
import { compiledWorker } from "./build-code.js";
import type { WarmRequest } from "./build-worker.js";
import { OutStatsAhead } from "./out-stats.js";

/**
 * Projects with fewer definition files than this start no builder ahead: a compile of them spends less than
 * the builder's start-up on checking, and most of their compiles build nothing.
 */
export const MIN_FILES_TO_PREWARM = 2000;

/** A build worker started ahead of its jobs; build-code.ts hands it the jobs, {@link stop} ends it. */
export class WarmBuilder {
  /** False once the worker failed or exited: its jobs are then built on the main thread. */
  alive = true;

  private constructor(
    readonly worker: Worker,
    /** The `stat`s of the generated files, which the worker takes once warm (out-stats.ts). */
    readonly outStats: OutStatsAhead | undefined,
  ) {
    // Until it is handed jobs, the worker never keeps the process alive.
    worker.unref();
    worker.on("error", () => (this.alive = false));
    worker.on("exit", () => (this.alive = false));
  }

  /**
   * Starts the worker; undefined when there is no compiled worker (running from TypeScript sources). `cacheDir`: the
   * project's cache folder, whose records of the generated files tell the worker which files to `stat` once warm.
   */
  static start(cacheDir?: string): WarmBuilder | undefined {
    const url = compiledWorker();
    if (!url) return undefined;
    const outStats = cacheDir === undefined ? undefined : new OutStatsAhead(cacheDir);
    const workerData: WarmRequest = { warm: true, ...(outStats ? { outStats: outStats.request } : {}) };
    return new WarmBuilder(new Worker(url, { workerData, transferList: outStats ? [outStats.request.port] : [] }), outStats);
  }

  /** Ends the worker, whether or not it built anything. */
  async stop(): Promise<void> {
    this.alive = false;
    await this.worker.terminate();
  }
}
