/**
 * A code builder started ahead: the build worker (build-worker.ts) started for a large project before or while it
 * is checked, so that ts-morph and prettier (about 0.3 s to load) load on the second core while the first checks, when
 * the build looks large ({@link prewarmWhen}). After a few edits it does not start: most files to build are then only
 * filled in (skeleton-store.ts), and a worker loading meanwhile slows the check more than it saves. Light on purpose (it
 * and build-code.ts load no ts-morph, no prettier): the check path imports it.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import { fileExists } from "../cache/store.js";
import { compiledWorker } from "./build-code.js";
import { PLAN_RECORDS_FILE } from "./plan-records-store.js";
import type { WarmRequest } from "./build-worker.js";
import { OutStatsAhead } from "./out-stats.js";

/**
 * Projects with fewer definition files than this start no builder ahead: a compile of them spends less than
 * the builder's start-up on checking, and most of their compiles build nothing.
 */
export const MIN_FILES_TO_PREWARM = 2000;

/**
 * More definition files read by the load than this (changed since their records, or new), and a builder is started
 * once the project is loaded: a change that large plans files that need formatting, while after a few edits most
 * built files are only filled in (skeleton-store.ts), descriptions included, and need no builder at all.
 */
export const MAX_READ_WITHOUT_PREWARM = 64;

/**
 * When to start the builder ahead, for a project of `files` definition files whose cache folder is `cacheDir`
 * (undefined: caches off): `discovery` when nothing tells that the build will be small (no earlier generation's
 * records there), else `load`, once the load knows how many files changed ({@link MAX_READ_WITHOUT_PREWARM}); never
 * for a small project. A builder loading while the project is checked slows the check: on two virtual cores that share
 * a physical one, about a quarter (measured at 10,000 tools: 0.59-0.66 s without, 0.75-0.93 s with).
 */
export function prewarmWhen(files: number, cacheDir: string | undefined): "discovery" | "load" | "never" {
  if (files < MIN_FILES_TO_PREWARM) return "never";
  return cacheDir !== undefined && fileExists(path.join(cacheDir, PLAN_RECORDS_FILE)) ? "load" : "discovery";
}

/**
 * The `stat`s of the generated files recorded in the cache folder `cacheDir`, taken ahead by a worker of their own
 * (out-stats-worker.ts) for a compile that starts no builder now; undefined when there is no compiled worker.
 */
export function outStatsAhead(cacheDir: string): OutStatsAhead | undefined {
  const url = compiledWorker("out-stats-worker.js");
  if (!url) return undefined;
  const ahead = new OutStatsAhead(cacheDir);
  // It ends once it has posted them; it never keeps the process alive, and a failure only means `stat`ing here.
  const worker = new Worker(url, { workerData: ahead.request, transferList: [ahead.request.port] });
  worker.unref();
  worker.on("error", () => undefined);
  return ahead;
}

/**
 * What a compile starts ahead of generation on the second core, told of the project as it is found: the code builder
 * when the build looks large ({@link prewarmWhen}), and the `stat`s of the generated files (out-stats.ts), which the
 * builder takes once warm, or, when none starts at discovery, a worker of their own. `statsIn(root)`: the project's
 * cache folder, undefined with the caches off.
 */
export class Ahead {
  builder: WarmBuilder | undefined;
  outStats: OutStatsAhead | undefined;
  private when: ReturnType<typeof prewarmWhen> = "never";

  constructor(private readonly statsIn: (root: string) => string | undefined) {}

  /** Discovery found `files` definition files under `root`. */
  discovered(files: number, root: string): void {
    const dir = this.statsIn(root);
    this.when = prewarmWhen(files, dir);
    if (this.when === "discovery") this.builder ??= WarmBuilder.start(dir);
    if (this.when === "load" && dir !== undefined) this.outStats ??= outStatsAhead(dir);
  }

  /** The load read `read` files no stat record vouched for (check()'s `loaded`). */
  loaded(read: number, root: string): void {
    if (this.when === "load" && read > MAX_READ_WITHOUT_PREWARM) this.builder ??= WarmBuilder.start(this.outStats ? undefined : this.statsIn(root));
  }

  /** Ends the builder, if one was started (the stats worker ends by itself). */
  async stop(): Promise<void> {
    await this.builder?.stop();
  }
}

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
