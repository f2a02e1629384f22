/**
 * How code files are cut into batches (build-batch.ts builds one): light, so that build-code.ts can count
 * batches without loading the builders (ts-morph) on a thread that leaves the building to a warm worker.
 */
import type { CodeJob } from "./code-jobs.js";

/**
 * Files per batch. Measured on the bench corpus (1,000 tool files, 2 loaded cores, prettier warm): one
 * prettier call per file 4.4–5.2 s, batches of 60 files 1.9 s (each call's fixed cost dominates small
 * files); one call for everything was slower again (3.1–5.7 s: prettier's cost grows faster than linearly).
 */
export const BATCH_FILES = 60;

/** How many batches `jobs` make. */
export function batchCount(jobs: readonly CodeJob[]): number {
  return Math.ceil(jobs.length / BATCH_FILES);
}
