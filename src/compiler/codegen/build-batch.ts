/**
 * One batch of code files: a fixed range of jobs, printed with their builders and formatted as one text.
 * The same function on the main thread and in the worker (build-code.ts), so the bytes are the same.
 */
import { BATCH_FILES, batchCount } from "./batch-size.js";
import type { CodeJob } from "./code-jobs.js";
import { formatBatch, formatOne } from "./format.js";
import { printJob } from "./print-jobs.js";

/** The printed and formatted texts of batch `batch` of `jobs`. */
export async function buildBatch(jobs: readonly CodeJob[], batch: number): Promise<string[]> {
  const start = batch * BATCH_FILES;
  return formatBatch(jobs.slice(start, start + BATCH_FILES).map(printJob));
}

/**
 * Builds batches of `jobs` until none is left, each claimed from `counter` (one Int32 shared by the threads that
 * build), and hands each to `built` as it is done.
 */
export async function buildClaimed(jobs: readonly CodeJob[], counter: Int32Array, built: (batch: number, texts: string[]) => void): Promise<void> {
  const batches = batchCount(jobs);
  for (let batch = Atomics.add(counter, 0, 1); batch < batches; batch = Atomics.add(counter, 0, 1)) built(batch, await buildBatch(jobs, batch));
}

/**
 * Loads the builders (ts-morph is loaded with this module; prettier and its plugins on first use) and runs them on
 * the sample's files (warm-sample.ts), whose texts are dropped: the real files then build with their code warm.
 * Stops before the next sample file once `wanted()` says real jobs are waiting (a check that ended early).
 * Returns how many sample files it built.
 */
export async function warmBuilders(wanted: () => boolean = () => false): Promise<number> {
  await formatOne("export const warm = 1;\n");
  const { warmSampleJobs } = await import("./warm-sample.js");
  let built = 0;
  for (const job of warmSampleJobs()) {
    // A turn of the event loop, so that jobs sent meanwhile are seen.
    await new Promise((resolve) => setImmediate(resolve));
    if (wanted()) break;
    await formatOne(printJob(job));
    built++;
  }
  return built;
}
