/**
 * Prints and formats the code files that have to be built: batches of jobs, each printed with its builder
 * (print-jobs.ts) and formatted as one text (format.ts). From 300 files on, a worker thread takes batches
 * too: both threads claim the next batch from one shared counter, so neither waits for the other and
 * neither needs to be told a share. A batch is a fixed range of jobs and is printed and formatted by the same
 * code on either thread, so the bytes do not depend on which thread built it (build-worker.test.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../../package-info.js";
import { Worker } from "node:worker_threads";
import type { BuildReply, BuildRequest } from "./build-worker.js";
import type { CodeJob } from "./code-jobs.js";
import { batchCount } from "./batch-size.js";
import type { WarmBuilder } from "./prewarm.js";

/**
 * From this many files on, a worker thread builds batches too: the one piece of speed machinery in codegen,
 * and the only way it uses the second core. Below 300 files, starting a thread and loading ts-morph and
 * prettier twice costs more than it saves.
 */
const MIN_FILES_FOR_WORKER = 300;

/**
 * The printed and formatted text of each job, in order (loads ts-morph and prettier on first use). With a
 * `warm` builder (prewarm.ts), the worker has them loaded: it builds fewer than 300 files alone, while this
 * thread, which has not loaded them, only waits.
 */
export async function buildCode(jobs: readonly CodeJob[], warm?: WarmBuilder): Promise<string[]> {
  // Nothing to format (every file filled in from its skeleton): the builders are not even loaded.
  if (jobs.length === 0) return [];
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const built: string[][] = [];
  const handed = warm?.alive === true;
  const helper = handed ? handOver(warm, jobs, counter, built) : jobs.length >= MIN_FILES_FOR_WORKER ? startHelper(jobs, counter, built) : undefined;
  try {
    // The builders (ts-morph, prettier) load here only when this thread builds: not when a warm worker builds alone.
    if (!handed || jobs.length >= MIN_FILES_FOR_WORKER) await (await builders()).buildClaimed(jobs, counter, (batch, texts) => (built[batch] = texts));
    await helper?.finished;
  } finally {
    await helper?.stop();
  }
  // A batch the worker claimed but did not return (it failed or stopped) is built here.
  for (let batch = 0; batch < batchCount(jobs); batch++) built[batch] ??= await (await builders()).buildBatch(jobs, batch);
  return built.flat();
}

function builders(): Promise<typeof import("./build-batch.js")> {
  return import("./build-batch.js");
}

/**
 * The compiled build-worker.js (or another worker module of this folder, `name`), as tsc built it in the package (this
 * module may run from the command line's bundle in `dist/bin/`, scripts/bundle-cli.ts); undefined when running from
 * TypeScript sources (vitest), which then build here only.
 */
export function compiledWorker(name = "build-worker.js"): URL | undefined {
  if (import.meta.url.endsWith(".ts")) return undefined;
  const worker = path.join(packageRoot(), "dist/src/compiler/codegen", name);
  return existsSync(worker) ? pathToFileURL(worker) : undefined;
}

interface Helper {
  /** Settles when the worker has claimed its last batch and returned it, or has failed. */
  finished: Promise<void>;
  stop(): Promise<void>;
}

/** Starts the worker on `jobs`; its batches land in `built`. Undefined when there is no compiled worker. */
function startHelper(jobs: readonly CodeJob[], counter: Int32Array, built: string[][]): Helper | undefined {
  const url = compiledWorker();
  return url && listen(new Worker(url, { workerData: { jobs, counter } satisfies BuildRequest }), built);
}

/** Hands `jobs` to the warm builder's worker, which then keeps the process alive until it is done. */
function handOver(warm: WarmBuilder, jobs: readonly CodeJob[], counter: Int32Array, built: string[][]): Helper {
  const helper = listen(warm.worker, built);
  warm.worker.ref();
  warm.worker.postMessage({ jobs, counter } satisfies BuildRequest);
  return helper;
}

/** The batches `worker` returns, put into `built`; `finished` once it is done, failed or stopped. */
function listen(worker: Worker, built: string[][]): Helper {
  const finished = new Promise<void>((resolve) => {
    worker.on("message", (reply: BuildReply) => {
      if (reply.kind === "batch") built[reply.batch] = reply.texts;
      else resolve();
    });
    // A worker that throws or stops ends its part: what it did not return is built by the caller.
    worker.on("error", () => resolve());
    worker.on("exit", () => resolve());
  });
  return { finished, stop: async () => void (await worker.terminate()) };
}
