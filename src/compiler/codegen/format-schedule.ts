/**
 * Prints and formats the batches of code jobs, and compiles the validators: on the worker threads when
 * there are some (a printer streaming to the formatters, see worker.ts), else here, one batch after the
 * other. Either way each formatted file reaches `sink` once, with the same bytes.
 */
import type { CodeJob, JobBatch } from "./code-jobs.js";
import type { FormatMemo } from "./format-cache.js";
import type { ValidatorEntry } from "./validators-compile.js";
import type { CodegenWorkers, FormattedBatch } from "./workers.js";

/** Receives each code file once it is formatted. */
export type FormattedSink = (job: CodeJob, formatted: string) => void;

/**
 * Starts printing and formatting `batches` and compiling `validators` at once (on the workers) and returns
 * a function that finishes the job: call it after the main thread's own work; it resolves, with the body of
 * `validators.ts` (its ajv code), when every file has reached `sink`.
 */
export function scheduleFormatting(
  batches: JobBatch[],
  validators: ValidatorEntry[],
  sink: FormattedSink,
  workers: CodegenWorkers | undefined,
  memo?: FormatMemo,
): () => Promise<string> {
  const store = ({ index, texts, formatted }: FormattedBatch): void => {
    batches[index]!.jobs.forEach((job, i) => {
      memo?.set(texts[i]!, formatted[i]!);
      sink(job, formatted[i]!);
    });
  };
  if (!workers) {
    return async () => {
      await formatHere(batches, store, memo);
      return (await import("./validators-compile.js")).compileValidators(validators);
    };
  }
  const running = workers.run(batches, validators, store, memo?.snapshot());
  // Surfaced by the returned function; without this an early failure would be an unhandled rejection.
  running.catch(() => undefined);
  return () => running;
}

/** Prints and formats every batch on this thread (small projects, or no compiled worker to start). */
async function formatHere(batches: JobBatch[], store: (batch: FormattedBatch) => void, memo?: FormatMemo): Promise<void> {
  const [{ printJob }, { formatWithMemo }] = await Promise.all([import("./print-jobs.js"), import("./format.js")]);
  const known = memo?.snapshot();
  for (const batch of batches) {
    const texts = batch.jobs.map(printJob);
    store({ index: batch.index, texts, formatted: await formatWithMemo(texts, known) });
  }
}
