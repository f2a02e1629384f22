/**
 * One batch of code files: a fixed range of jobs, printed with their builders and formatted as one text.
 * The same function on the main thread and in the worker (build-code.ts), so the bytes are the same.
 */
import type { CodeJob } from "./code-jobs.js";
import { formatBatch } from "./format.js";
import { printJob } from "./print-jobs.js";

/**
 * Files per batch. Measured on the bench corpus (1,000 tool files, 2 loaded cores, prettier warm): one
 * prettier call per file 4.4–5.2 s, batches of 60 files 1.9 s (each call's fixed cost dominates small
 * files); one call for everything was slower again (3.1–5.7 s: prettier's cost grows faster than linearly).
 */
const BATCH_FILES = 60;

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

/** How many batches `jobs` make. */
export function batchCount(jobs: readonly CodeJob[]): number {
  return Math.ceil(jobs.length / BATCH_FILES);
}
