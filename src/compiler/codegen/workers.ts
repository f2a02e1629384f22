/**
 * The worker threads of code generation: one printer and one or more formatters (see worker.ts). They are
 * started early ({@link prewarmWorkers}, at the start of a compile that will emit) so they load ts-morph and
 * warm prettier up while the main thread parses the project. Workers run the compiled `worker.js` next to
 * this module; when it does not exist (running from TypeScript sources, e.g. under vitest) or the job is
 * small, generation runs on the main thread instead. The bytes are the same either way.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel, Worker } from "node:worker_threads";
import type { JobBatch } from "./code-jobs.js";
import type { ValidatorEntry } from "./validators-compile.js";
import type { FormatRequest, PrintRequest, WorkerReport } from "./worker.js";

const WORKER_URL = new URL("./worker.js", import.meta.url);

/** Below this many generated code files, starting threads costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 300;

/** A formatted batch as the main thread receives it. */
export interface FormattedBatch {
  index: number;
  /** The printed texts (the format memo is keyed by them). */
  texts: string[];
  formatted: string[];
}

/** One printer and its formatters. Each set runs one generation, then is closed. */
export class CodegenWorkers {
  private readonly printer: Worker;
  private readonly formatters: Worker[];
  /** Why a worker stopped before `run` listened (it failed to load, say): `run` then fails at once. */
  private stopped: Error | undefined;

  private constructor(formatters: number) {
    this.printer = this.spawn("printer");
    this.formatters = Array.from({ length: formatters }, () => this.spawn("formatter"));
  }

  /** Workers for this machine: a formatter per core but one (the printer and main thread share it), at most 3. */
  static start(): CodegenWorkers | undefined {
    return canUseWorkers() ? new CodegenWorkers(Math.max(1, Math.min(availableParallelism() - 1, 3))) : undefined;
  }

  /**
   * Prints and formats `batches`; `onBatch` receives each formatted batch (in no fixed order). Resolves
   * with the ajv code of `validators.ts` for `validators` when all is done; rejects when a worker fails.
   */
  run(batches: JobBatch[], validators: ValidatorEntry[], onBatch: (batch: FormattedBatch) => void, memo?: Map<string, string>): Promise<string> {
    if (this.stopped) return Promise.reject(this.stopped);
    let validatorsCode = "";
    const channels = this.formatters.map(() => new MessageChannel());
    const workers = [this.printer, ...this.formatters];
    const done = workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.on("message", (report: WorkerReport) => {
            if ("formatted" in report) onBatch(report.formatted);
            else if ("validators" in report) validatorsCode = report.validators;
            else if ("done" in report) resolve();
            else reject(new Error(`codegen worker failed: ${report.error}`));
          });
          worker.once("error", reject);
          worker.once("exit", (code) => reject(new Error(`codegen worker exited (code ${code})`)));
          worker.ref();
        }),
    );
    this.formatters.forEach((formatter, i) => {
      const port = channels[i]!.port2;
      formatter.postMessage({ port, ...(memo ? { memo } : {}) } satisfies FormatRequest, [port]);
    });
    const ports = channels.map((c) => c.port1);
    this.printer.postMessage({ batches, ports, validators } satisfies PrintRequest, ports);
    return Promise.all(done).then(() => validatorsCode);
  }

  /** Terminates every worker. */
  async close(): Promise<void> {
    await Promise.all([this.printer, ...this.formatters].map((w) => w.terminate()));
  }

  private spawn(role: "printer" | "formatter"): Worker {
    const worker = new Worker(WORKER_URL, { workerData: { role } });
    // Idle workers never keep the process alive (prewarmed workers that are never used must not hang it).
    worker.unref();
    // Remembered for `run`; without a listener an early failure would crash the process.
    worker.on("error", (error) => (this.stopped ??= new Error(`codegen worker failed: ${String(error?.stack ?? error)}`)));
    worker.on("exit", (code) => (this.stopped ??= new Error(`codegen worker exited (code ${code})`)));
    return worker;
  }
}

let prewarmed: CodegenWorkers | undefined;

/** Starts the workers ahead of time; the next {@link takeWorkers} call uses them. */
export function prewarmWorkers(): void {
  prewarmed ??= CodegenWorkers.start();
}

/** Workers for a generation of `codeFiles` files: the prewarmed ones, new ones, or none (small jobs). */
export function takeWorkers(codeFiles: number, wanted?: boolean): CodegenWorkers | undefined {
  const workers = prewarmed;
  prewarmed = undefined;
  if (wanted === false || (wanted === undefined && codeFiles < MIN_FILES_FOR_WORKERS)) {
    void workers?.close();
    return undefined;
  }
  return workers ?? CodegenWorkers.start();
}

/** Stops prewarmed workers that were never used (e.g. the compile found errors and generates nothing). */
export async function releasePrewarmedWorkers(): Promise<void> {
  const workers = prewarmed;
  prewarmed = undefined;
  await workers?.close();
}

function canUseWorkers(): boolean {
  return WORKER_URL.protocol === "file:" && existsSync(fileURLToPath(WORKER_URL));
}
