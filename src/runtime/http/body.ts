/**
 * Reads a response body under a byte limit: reading stops (and the stream is destroyed) as soon as
 * the limit is passed, so a huge or endless body never fills memory.
 */
import type { Readable } from "node:stream";

/** A body read in full, or the fact that it was larger than allowed. */
export type BodyRead = { text: string; truncated: boolean };

/**
 * Reads up to `maxBytes`. With `stopQuietly` the read ends at the limit with `truncated: true`
 * (error bodies: only their head is shown); otherwise passing the limit throws {@link BodyTooLarge}.
 */
export async function readBody(body: Readable, maxBytes: number, stopQuietly: boolean): Promise<BodyRead> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (size + chunk.length > maxBytes) {
      body.destroy();
      if (!stopQuietly) throw new BodyTooLarge(maxBytes);
      chunks.push(chunk.subarray(0, maxBytes - size));
      size = maxBytes;
      return { text: Buffer.concat(chunks, size).toString("utf8"), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { text: chunks.length === 1 ? chunks[0]!.toString("utf8") : Buffer.concat(chunks, size).toString("utf8"), truncated: false };
}

/** Thrown when a success body passes the byte limit. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Response body exceeds the ${limit}-byte limit (maxResponseBytes); reading stopped`);
  }
}
