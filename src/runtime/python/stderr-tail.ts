/**
 * The last few KiB a Python host wrote to stderr. Tools print there (their stdout is redirected to
 * it), and so does Python when the host itself crashes; only the last line is ever reported, and
 * only after secret redaction (see redact.ts).
 */

/** How much stderr is kept: enough for a traceback's last lines, bounded for a chatty tool. */
const KEEP_BYTES = 4096;

/** A bounded buffer of the most recent stderr output. */
export class StderrTail {
  #tail: Buffer = Buffer.alloc(0);

  /** Appends a chunk, dropping the oldest bytes past the bound. */
  push(chunk: Buffer): void {
    const joined = Buffer.concat([this.#tail, chunk]);
    this.#tail = joined.length > KEEP_BYTES ? joined.subarray(joined.length - KEEP_BYTES) : joined;
  }

  /** The last non-empty line, or `""`. */
  lastLine(): string {
    const lines = this.#tail.toString("utf8").split(/\r?\n/).map((line) => line.trim());
    return lines.filter((line) => line.length > 0).at(-1) ?? "";
  }
}
