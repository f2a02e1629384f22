/**
 * The second builder of build-code.ts, in a worker thread: given every job and the shared batch counter,
 * it claims batches until none is left and returns each as soon as it is built (the same `buildBatch` as
 * the main thread, so the bytes are the same). build-code.ts ends it.
 *
 * Started ahead ({@link WarmRequest}), it loads ts-morph and prettier and builds a sample while the main
 * thread is still checking the project, then waits for its jobs: a one-file change then builds its few files
 * here, warm, instead of loading both libraries on the main thread first (prewarm.ts). Jobs that come during the
 * warm-up end it at its next step.
 */
import { parentPort, workerData } from "node:worker_threads";
import { buildClaimed, warmBuilders } from "./build-batch.js";
import type { CodeJob } from "./code-jobs.js";
import { statRecorded } from "./disk-hashes.js";
import { answerOutStats, type OutStatsRequest } from "./out-stats.js";

/** What the worker is started with, or later sent when it was started warm. */
export interface BuildRequest {
  jobs: readonly CodeJob[];
  /** One Int32: the next batch to claim, shared with the main thread. */
  counter: Int32Array;
}
/**
 * A worker started ahead of its jobs: it loads the builders, takes the `stat`s of the generated files when asked to
 * (`outStats`, out-stats.ts: it is idle until its jobs come), then takes one {@link BuildRequest} as a message.
 */
export interface WarmRequest {
  warm: true;
  outStats?: OutStatsRequest;
}
/** A message of the worker: a built batch, or the end of its work (an error ends it as the worker's `error` event). */
export type BuildReply = { kind: "batch"; batch: number; texts: string[] } | { kind: "done" };

async function build({ jobs, counter }: BuildRequest): Promise<void> {
  await buildClaimed(jobs, counter, (batch, texts) => parentPort?.postMessage({ kind: "batch", batch, texts } satisfies BuildReply));
  parentPort?.postMessage({ kind: "done" } satisfies BuildReply);
}

const start = workerData as BuildRequest | WarmRequest;
if ("jobs" in start) await build(start);
else {
  // Listening at once: jobs sent while the builders warm up end the warm-up at its next step.
  let sent = false;
  const request = new Promise<BuildRequest>((resolve) => parentPort?.once("message", resolve));
  void request.then(() => (sent = true));
  await warmBuilders(() => sent);
  // Unless the main thread has taken the work back (it is past needing them when jobs came).
  if (start.outStats && !sent) answerOutStats(start.outStats, statRecorded);
  await build(await request);
}
