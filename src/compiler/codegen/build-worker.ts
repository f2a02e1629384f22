/**
 * The second builder of build-code.ts, in a worker thread: given every job and the shared batch counter,
 * it claims batches until none is left and returns each as soon as it is built (the same `buildBatch` as
 * the main thread, so the bytes are the same). build-code.ts ends it.
 */
import { parentPort, workerData } from "node:worker_threads";
import { buildClaimed } from "./build-batch.js";
import type { CodeJob } from "./code-jobs.js";

/** What the worker is started with. */
export interface BuildRequest {
  jobs: readonly CodeJob[];
  /** One Int32: the next batch to claim, shared with the main thread. */
  counter: Int32Array;
}
/** A message of the worker: a built batch, or the end of its work (an error ends it as the worker's `error` event). */
export type BuildReply = { kind: "batch"; batch: number; texts: string[] } | { kind: "done" };

const { jobs, counter } = workerData as BuildRequest;
await buildClaimed(jobs, counter, (batch, texts) => parentPort?.postMessage({ kind: "batch", batch, texts } satisfies BuildReply));
parentPort?.postMessage({ kind: "done" } satisfies BuildReply);
