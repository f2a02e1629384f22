/**
 * Reads a response body under a byte limit: reading stops (and the stream is destroyed) as soon as
 * the limit is passed, so a huge or endless body never fills memory. Event-based rather than
 * `for await`, whose per-response iterator setup showed up in the call-overhead budget.
 */
import type { Readable } from "node:stream";

/** A body read in full (or up to the limit, when `truncated`). */
export type BodyRead = { text: string; truncated: boolean };

/** Thrown when a success body passes the byte limit. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Response body exceeds the ${limit}-byte limit (maxResponseBytes); reading stopped`);
  }
}

/**
 * Reads up to `maxBytes`. With `stopQuietly` the read ends at the limit with `truncated: true`
 * (error bodies: only their head is shown); otherwise passing the limit rejects with {@link BodyTooLarge}.
 */
export function readBody(body: Readable, maxBytes: number, stopQuietly: boolean): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (truncated: boolean): void => {
      body.off("data", onData);
      const text = chunks.length === 1 ? chunks[0]!.toString("utf8") : Buffer.concat(chunks, size).toString("utf8");
      resolve({ text, truncated });
    };
    const onData = (chunk: Buffer): void => {
      if (size + chunk.length <= maxBytes) {
        chunks.push(chunk);
        size += chunk.length;
        return;
      }
      body.destroy();
      if (!stopQuietly) return reject(new BodyTooLarge(maxBytes));
      chunks.push(chunk.subarray(0, maxBytes - size));
      size = maxBytes;
      finish(true);
    };
    body.on("data", onData);
    body.once("end", () => finish(false));
    // `on`, not `once`: a second error after destroy() must not become an uncaught exception.
    body.on("error", reject);
  });
}
