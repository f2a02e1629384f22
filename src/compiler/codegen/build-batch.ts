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
export const BATCH_FILES = 60;

/** The `[start, end)` job indexes of batch `batch`. */
export function batchRange(batch: number, jobs: number): [start: number, end: number] {
  return [batch * BATCH_FILES, Math.min(jobs, (batch + 1) * BATCH_FILES)];
}

/** The printed and formatted texts of batch `batch` of `jobs`. */
export async function buildBatch(jobs: readonly CodeJob[], batch: number): Promise<string[]> {
  const [start, end] = batchRange(batch, jobs.length);
  return formatBatch(jobs.slice(start, end).map(printJob));
}
