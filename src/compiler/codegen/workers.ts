/**
 * A small worker-thread pool for formatting and validator compilation. Workers load the compiled
 * `tasks.js` next to this module; when it does not exist (running from TypeScript sources, e.g. under
 * vitest) or the job is small, tasks run on the main thread instead. Results are identical either way.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import * as tasks from "./tasks.js";

type TaskName = keyof typeof tasks;
type TaskArgs<N extends TaskName> = Parameters<(typeof tasks)[N]>;
type TaskResult<N extends TaskName> = Awaited<ReturnType<(typeof tasks)[N]>>;

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const loaded = import(workerData.tasksUrl).then(async (m) => { await m.warm(); return m; });
// One task at a time, in arrival order: a task claims its work when it starts (see formatClaimed).
let queue = loaded;
parentPort.on("message", (msg) => {
  queue = queue.then(async (m) => {
    try {
      const result = await m[msg.task](...msg.args);
      parentPort.postMessage({ id: msg.id, result });
    } catch (error) {
      parentPort.postMessage({ id: msg.id, error: String((error && error.stack) || error) });
    }
    return m;
  });
});
`;

const TASKS_URL = new URL("./tasks.js", import.meta.url);

/** Runs tasks on worker threads when available, otherwise inline. */
export class TaskPool {
  private readonly workers: Worker[] = [];
  /** Tasks posted to each worker and not settled yet. */
  private readonly outstanding = new Map<Worker, number>();
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 0;

  /** `size` 0 runs everything inline; workers are only started when {@link canUseWorkers}. */
  constructor(size: number) {
    if (!canUseWorkers()) size = 0;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { tasksUrl: TASKS_URL.href } });
      worker.on("message", (msg: { id: number; result?: unknown; error?: string }) => this.settle(worker, msg));
      worker.on("error", (error) => this.failAll(error));
      // Idle workers never keep the process alive (a prewarmed pool that is never used must not hang it).
      worker.unref();
      this.workers.push(worker);
      this.outstanding.set(worker, 0);
    }
  }

  /** Pool size for `files` generated code files: 0 (inline) for small jobs or when workers cannot load tasks. */
  static sizeFor(files: number): number {
    if (files < 300 || !canUseWorkers()) return 0;
    return Math.max(1, Math.min(TaskPool.defaultSize(), Math.floor(files / 300)));
  }

  /**
   * One worker per available core but one (the main thread keeps printing and compiling validators while the
   * workers format), at least 1, at most 4. (A worker per core was measured slower on 2 cores: contention.)
   */
  static defaultSize(): number {
    return Math.max(1, Math.min(availableParallelism() - 1, 4));
  }

  /** Number of worker threads (0: tasks run inline). */
  get size(): number {
    return this.workers.length;
  }

  /** Runs one task. */
  run<N extends TaskName>(task: N, ...args: TaskArgs<N>): Promise<TaskResult<N>> {
    if (this.workers.length === 0) {
      return Promise.resolve().then(() => (tasks[task] as (...a: unknown[]) => unknown)(...args)) as Promise<TaskResult<N>>;
    }
    const id = this.nextId++;
    const promise = new Promise<TaskResult<N>>((resolve, reject) => this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject }));
    if (this.waiting.size === 1) for (const w of this.workers) w.ref();
    // Post at once, to the least-loaded worker: a worker queues its own messages, so it never waits for the
    // main thread (which may be busy printing) to hand it the next task.
    const worker = this.workers.reduce((a, b) => (this.outstanding.get(b)! < this.outstanding.get(a)! ? b : a));
    this.outstanding.set(worker, this.outstanding.get(worker)! + 1);
    worker.postMessage({ id, task, args });
    return promise;
  }

  /** Terminates the workers. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private settle(worker: Worker, msg: { id: number; result?: unknown; error?: string }): void {
    const waiter = this.waiting.get(msg.id);
    this.waiting.delete(msg.id);
    this.outstanding.set(worker, this.outstanding.get(worker)! - 1);
    if (msg.error !== undefined) waiter?.reject(new Error(`codegen worker failed: ${msg.error}`));
    else waiter?.resolve(msg.result);
    if (this.waiting.size === 0) for (const w of this.workers) w.unref();
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/** Workers import the compiled `tasks.js`; from TypeScript sources (vitest) there is none. */
export let warmPool: TaskPool | undefined;

/**
 * Starts the formatting workers ahead of time (they load and warm up prettier in parallel with whatever the
 * caller does next, e.g. parsing the project). The next {@link takePool} call with a non-zero size uses them.
 */
export function prewarmPool(size = TaskPool.defaultSize()): void {
  if (!warmPool && size > 0 && canUseWorkers()) warmPool = new TaskPool(size);
}

/** A pool of `size` workers: the prewarmed one when there is one (any size > 0), else a new one. */
export function takePool(size: number): TaskPool {
  const pool = warmPool;
  warmPool = undefined;
  if (pool && size > 0) return pool;
  void pool?.close();
  return new TaskPool(size);
}

/** Stops prewarmed workers that were never used (e.g. the compile found errors and generates nothing). */
export async function releasePrewarmedPool(): Promise<void> {
  const pool = warmPool;
  warmPool = undefined;
  await pool?.close();
}

function canUseWorkers(): boolean {
  return TASKS_URL.protocol === "file:" && existsSync(fileURLToPath(TASKS_URL));
}
