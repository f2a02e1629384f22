/**
 * The second formatter of format.ts, in a worker thread: receives batches of printed files, answers with each
 * batch formatted (the same `formatBatch` as the main thread, so the bytes are the same). format.ts ends it.
 */
import { parentPort } from "node:worker_threads";
import { formatBatch } from "./format.js";

/** A request from format.ts: a batch to format. */
export interface FormatRequest {
  id: number;
  texts: string[];
}
/** The answer to one request. */
export type FormatReply = { id: number; formatted: string[] } | { id: number; error: string };

parentPort?.on("message", (request: FormatRequest) => {
  formatBatch(request.texts).then(
    (formatted) => parentPort?.postMessage({ id: request.id, formatted } satisfies FormatReply),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies FormatReply),
  );
});
