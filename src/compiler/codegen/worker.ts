/**
 * Entry of a code generation worker thread (see workers.ts), in one of two roles:
 * - `printer` loads ts-morph and the printers at once (while the main thread still parses the project),
 *   then prints the batches it is sent and passes each on to a formatter through its own message port;
 * - `formatter` loads and warms prettier up, then formats the batches arriving on its port, in order, and
 *   posts them to the main thread.
 * The main thread never loads ts-morph or prettier when workers run, and prettier runs in one isolate per
 * formatter only: measured on 2 cores, a second prettier thread gained nothing (each thread's JIT compiler
 * and garbage collector already keep the other core busy).
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { JobBatch } from "./code-jobs.js";
import { formatWithMemo, warm } from "./format.js";
import type { ValidatorEntry } from "./validators-compile.js";

/**
 * The printer's one task: print `batches` and send batch `i` to `ports[i % ports.length]`, then compile
 * the validators (while the formatters still work, this thread would idle).
 */
export interface PrintRequest {
  batches: JobBatch[];
  ports: MessagePort[];
  validators: ValidatorEntry[];
}

/** The formatter's one task: format what arrives on `port`; `memo` maps printed-text hashes to known output. */
export interface FormatRequest {
  port: MessagePort;
  memo?: Map<string, string>;
}

/** What travels from printer to formatter: a printed batch, or `null` when the printer is done. */
export type PrintedBatch = { index: number; texts: string[] } | null;

/** What a worker posts to the main thread. */
export type WorkerReport =
  | { formatted: { index: number; texts: string[]; formatted: string[] } }
  | { validators: string }
  | { done: true }
  | { error: string };

const port = parentPort!;
const fail = (error: unknown): void => port.postMessage({ error: String((error as Error)?.stack ?? error) } satisfies WorkerReport);

if (workerData?.role === "printer") {
  const printers = import("./print-jobs.js");
  port.once("message", ({ batches, ports, validators }: PrintRequest) => {
    printers
      .then(async ({ printJob }) => {
        for (const batch of batches) ports[batch.index % ports.length]!.postMessage({ index: batch.index, texts: batch.jobs.map(printJob) } satisfies PrintedBatch);
        for (const out of ports) out.postMessage(null satisfies PrintedBatch);
        const { compileValidators } = await import("./validators-compile.js");
        port.postMessage({ validators: compileValidators(validators) } satisfies WorkerReport);
        port.postMessage({ done: true } satisfies WorkerReport);
      })
      .catch(fail);
  });
} else {
  let started = false;
  let queue = warm(() => started);
  port.once("message", ({ port: input, memo }: FormatRequest) => {
    input.on("message", (batch: PrintedBatch) => {
      started = true;
      queue = queue
        .then(async () => {
          if (batch === null) {
            input.close();
            return port.postMessage({ done: true } satisfies WorkerReport);
          }
          const formatted = await formatWithMemo(batch.texts, memo);
          port.postMessage({ formatted: { ...batch, formatted } } satisfies WorkerReport);
        })
        .catch(fail);
    });
  });
}
