/**
 * The second builder of build-code.ts, in a worker thread: given every job and the shared batch counter,
 * it claims batches until none is left and returns each as soon as it is built (the same `buildBatch` as
 * the main thread, so the bytes are the same). build-code.ts ends it.
 */
import { parentPort, workerData } from "node:worker_threads";
import { BATCH_FILES, buildBatch } from "./build-batch.js";
import type { CodeJob } from "./code-jobs.js";

/** What the worker is started with. */
export interface BuildRequest {
  jobs: readonly CodeJob[];
  /** One Int32: the next batch to claim, shared with the main thread. */
  counter: Int32Array;
}
/** A message of the worker: a built batch, or the end of its work. */
export type BuildReply = { kind: "batch"; batch: number; texts: string[] } | { kind: "done" } | { kind: "failed"; error: string };

async function run({ jobs, counter }: BuildRequest): Promise<void> {
  const batches = Math.ceil(jobs.length / BATCH_FILES);
  for (let batch = Atomics.add(counter, 0, 1); batch < batches; batch = Atomics.add(counter, 0, 1)) {
    parentPort?.postMessage({ kind: "batch", batch, texts: await buildBatch(jobs, batch) } satisfies BuildReply);
  }
}

run(workerData as BuildRequest).then(
  () => parentPort?.postMessage({ kind: "done" } satisfies BuildReply),
  (error: unknown) => parentPort?.postMessage({ kind: "failed", error: error instanceof Error ? error.message : String(error) } satisfies BuildReply),
);
