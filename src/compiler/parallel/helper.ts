/**
 * The second core for one check: a worker thread (../worker/main.ts) that runs CPU-bound jobs
 * (../worker/jobs.ts) on texts the main thread read, while `check()` stays synchronous. The main thread
 * posts each job as soon as its input is known and later collects it: the worker's output when the worker
 * took the job, or nothing when it had not started it yet (the caller then computes it itself: work
 * stealing, the worker going from the oldest job, the caller from the newest) or failed or died. So every
 * job gets exactly one result whatever the worker does, and a worker that cannot start, throws or exits
 * costs only the time it was given.
 *
 * Waiting is synchronous: the worker bumps a shared counter (`Atomics.notify`) when it takes a job, after
 * each reply and when it exits; the main thread sleeps on it (`Atomics.wait`) and takes replies with
 * `receiveMessageOnPort`. The worker never reads project files: reads stay traced on the main thread
 * (../inputs/traced-fs.ts), so the result cache sees every input.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort, type WorkerOptions } from "node:worker_threads";
import { packageRoot } from "../../package-info.js";
import { DEAD, DONE, EVENTS, QUEUED, STOLEN, type Job, type Reply, type WorkerStart } from "./protocol.js";

/** How a check may use a second thread (internal: for tests and measurements; the defaults are measured). */
export interface ParallelOptions {
  /** False: no second thread at all (what the tests compare the worker's results with). */
  worker?: boolean;
  /** Start the worker once this many YAML texts need parsing (default: ../project/parse-queue.ts). 0: always. */
  minYamlFiles?: number;
  /** Have the worker load TypeScript from this many definition files (default: ../lint/support/js-prefetch.ts). */
  minFilesToWarmTypeScript?: number;
  /** YAML texts per job (default: ../project/parse-queue.ts). */
  yamlBatch?: number;
  /**
   * False: the main thread never takes a job the worker has not started, it waits for the worker to take
   * it (tests: so that what is compared is the worker's output). A worker that dies still hands its jobs back.
   */
  steal?: boolean;
  /** The worker script (tests pass one that fails). */
  script?: URL;
}

/**
 * The worker script, as tsc built it: `dist/src/compiler/worker/main.js` in the package, whether this module runs
 * from there, from the command line's bundle (`dist/bin/`, scripts/bundle-cli.ts) or, under vitest, from TypeScript
 * source, which a worker cannot load.
 */
function defaultScript(): URL {
  return pathToFileURL(path.join(packageRoot(), "dist/src/compiler/worker/main.js"));
}

/** A worker thread, started by the first job posted to it, and the jobs posted to it. */
export class Helper {
  private worker: Worker | undefined;
  private port: MessagePort | undefined;
  private readonly signal = new Int32Array(new SharedArrayBuffer(8));
  private readonly replies = new Map<number, Reply>();
  private nextId = 0;

  constructor(readonly options: ParallelOptions = {}) {}

  /** True once a job started the thread (which may still fail to run). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  /** Posts a job; its output is taken with {@link collect}. */
  submit<O>(kind: string, input: unknown): Job<O> {
    const job: Job<O> = { id: this.nextId++, kind, input, claim: new Int32Array(new SharedArrayBuffer(4)) };
    if (job.id === 0 && this.options.worker !== false) this.start();
    try {
      this.worker!.postMessage(job);
    } catch {
      // No thread (off, or it could not be created): the job is the caller's.
      Atomics.store(job.claim, 0, STOLEN);
    }
    return job;
  }

  /**
   * The worker's output for `job`; undefined when the caller must compute it itself: the worker had not
   * taken it (now it never will), or it failed or died first.
   */
  collect<O>(job: Job<O>): O | undefined {
    if (this.steal(job)) return undefined;
    const reply = this.awaitReply(job.id, job.claim);
    return reply && reply.error === undefined ? (reply.output as O) : undefined;
  }

  /** True when the worker has replied to `job` ({@link collect} then returns without waiting). */
  finished(job: Job): boolean {
    return Atomics.load(job.claim, 0) === DONE;
  }

  /** True when the worker has not started `job` and now never will: the caller runs it. */
  steal(job: Job): boolean {
    if (this.options.steal === false) this.waitUntil(() => Atomics.load(job.claim, 0) !== QUEUED);
    return Atomics.compareExchange(job.claim, 0, QUEUED, STOLEN) === QUEUED || Atomics.load(job.claim, 0) === STOLEN;
  }

  /** Stops the worker, if it was started; the process does not wait for it. */
  close(): void {
    this.port?.close();
    void this.worker?.terminate().catch(() => {});
  }

  private start(): void {
    const { port1, port2 } = new MessageChannel();
    const start: WorkerStart = { port: port2, signal: this.signal.buffer as SharedArrayBuffer };
    try {
      this.worker = startWorker(this.options.script ?? defaultScript(), { workerData: start, transferList: [port2] });
    } catch {
      return;
    }
    this.port = port1;
    // It never keeps the process alive, and a failure to start is no unhandled error: its jobs are stolen.
    this.worker.unref();
    this.worker.on("error", () => {});
  }

  /** Waits for the reply to a job the worker took; undefined when it died (or lost the port) before replying. */
  private awaitReply(id: number, claim: Int32Array): Reply | undefined {
    // Over is read before draining: the worker posts its reply before it says DONE (or dies), so a reply
    // that exists by then is drained now, and DONE or DEAD without one means it never comes. Replies are
    // taken only up to this one: later ones stay serialised in the port until they are collected.
    this.waitUntil(() => {
      const over = Atomics.load(claim, 0) === DONE;
      while (!this.replies.has(id)) {
        const message = receiveMessageOnPort(this.port!);
        if (!message) break;
        const reply = message.message as Reply;
        this.replies.set(reply.id, reply);
      }
      return over || this.replies.has(id);
    });
    const reply = this.replies.get(id);
    this.replies.delete(id);
    return reply;
  }

  /** Sleeps until `ready()` (checked after each of the worker's signals) or the worker's death. */
  private waitUntil(ready: () => boolean): void {
    for (;;) {
      const seen = Atomics.load(this.signal, EVENTS);
      const dead = Atomics.load(this.signal, DEAD) === 1;
      if (ready() || dead) return;
      Atomics.wait(this.signal, EVENTS, seen);
    }
  }
}

/**
 * A worker with the process's Node options, but none it refuses: `--input-type` (`node --input-type=module -e …`)
 * fails a file worker's start, and a V8 option (`node --max-old-space-size=8192 …`, as a very large project is
 * run) is refused outright. V8 options hold for the whole process, the worker's heap included, so they are left
 * out, as Node names them: a refused start used to leave every parse to the main thread, a third slower.
 */
function startWorker(script: URL, options: Omit<WorkerOptions, "execArgv">): Worker {
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith("--input-type"));
  try {
    return new Worker(script, { ...options, execArgv });
  } catch (error) {
    if ((error as { code?: unknown }).code !== "ERR_WORKER_INVALID_EXEC_ARGV") throw error;
    const refused = new Set(refusedOptions((error as Error).message));
    return new Worker(script, { ...options, execArgv: execArgv.filter((arg) => !refused.has(arg)) });
  }
}

/** The options a refused start names: `Initiated Worker with invalid execArgv flags: --a=1, --b`. */
function refusedOptions(message: string): string[] {
  const list = message.slice(message.indexOf(": ") + 2);
  return list.split(", ").filter((arg) => arg.startsWith("-"));
}
