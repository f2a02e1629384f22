/**
 * One HTTP exchange over `dispatcher.dispatch` (the primitive under undici's `request`), with the
 * runtime's own handler instead of undici's stream-based one:
 * - one deadline for the whole exchange: the call settles when it passes, and the request is aborted
 *   through its controller (at once, or as soon as undici starts it);
 * - the body is collected from chunks under a byte limit, and reading stops the moment it is passed;
 * - no per-call AbortSignal, Readable or extra promise layers: call overhead is a budget (spec §8).
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Dispatcher } from "undici";

/** What to send. */
export interface ExchangeRequest {
  origin: string;
  /** Path and query, starting with `/`. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Limits of one exchange. */
export interface ExchangeLimits {
  timeoutMs: number;
  /** Largest 2xx body; passing it fails the exchange. */
  maxBytes: number;
  /** Bytes kept of a non-2xx body; the rest is not read. */
  errorBodyBytes: number;
  /** HEAD: a `content-length` describes a body that never comes, so it is not checked. */
  head: boolean;
  signal: AbortSignal | undefined;
}

/** A complete response (a non-2xx body may be cut at `errorBodyBytes`). */
export interface ExchangeResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** Why an exchange failed; `statusCode` is set when a response had started. */
export class ExchangeError extends Error {
  constructor(
    readonly kind: "timeout" | "aborted" | "too-large" | "transport",
    readonly statusCode: number | null,
    readonly transportError?: unknown,
  ) {
    super(kind);
  }
}

/** Largest delay `setTimeout` honours. */
const MAX_TIMER_MS = 2_147_483_647;

function contentLength(headers: IncomingHttpHeaders): number {
  const raw = headers["content-length"];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isFinite(value) ? value : -1;
}

/** The handler of one exchange: settles its promise exactly once, then ignores undici's later callbacks. */
class ExchangeHandler implements Dispatcher.DispatchHandler {
  #controller: Dispatcher.DispatchController | null = null;
  #settled = false;
  #statusCode: number | null = null;
  #headers: IncomingHttpHeaders = {};
  #chunks: Buffer[] = [];
  #size = 0;
  #limit = 0;
  readonly #timer: NodeJS.Timeout;
  readonly #onCallerAbort = (): void => this.#fail("aborted");

  constructor(
    readonly limits: ExchangeLimits,
    readonly resolve: (response: ExchangeResponse) => void,
    readonly reject: (error: ExchangeError) => void,
  ) {
    this.#timer = setTimeout(() => this.#fail("timeout"), Math.min(limits.timeoutMs, MAX_TIMER_MS));
    limits.signal?.addEventListener("abort", this.#onCallerAbort, { once: true });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    // The deadline passed while the request was queued or connecting: stop it now.
    if (this.#settled) controller.abort(new Error("toolc: exchange already settled"));
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders): void {
    if (this.#settled || statusCode < 200) return; // informational: the final response follows
    const ok = statusCode < 300;
    this.#statusCode = statusCode;
    this.#headers = headers;
    this.#limit = ok ? this.limits.maxBytes : this.limits.errorBodyBytes;
    if (ok && !this.limits.head && contentLength(headers) > this.limits.maxBytes) this.#fail("too-large");
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#settled) return;
    if (this.#size + chunk.length <= this.#limit) {
      this.#chunks.push(chunk);
      this.#size += chunk.length;
    } else if (this.#statusCode !== null && this.#statusCode < 300) {
      this.#fail("too-large");
    } else {
      // An error body: its head is all that is shown, so stop reading there.
      this.#chunks.push(chunk.subarray(0, this.#limit - this.#size));
      this.#size = this.#limit;
      this.#finish(true);
    }
  }

  onResponseEnd(): void {
    this.#finish(false);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.#settle()) this.reject(new ExchangeError("transport", this.#statusCode, error));
  }

  #finish(cut: boolean): void {
    if (!this.#settle()) return;
    const text = this.#chunks.length === 1 ? this.#chunks[0]!.toString("utf8") : Buffer.concat(this.#chunks, this.#size).toString("utf8");
    this.resolve({ statusCode: this.#statusCode ?? 0, headers: this.#headers, text });
    // A body cut short leaves the exchange running: end it (that connection is not reused).
    if (cut) this.#controller?.abort(new Error("toolc: rest of the error body not read"));
  }

  #fail(kind: ExchangeError["kind"]): void {
    if (!this.#settle()) return;
    this.reject(new ExchangeError(kind, this.#statusCode));
    this.#controller?.abort(new Error(`toolc: ${kind}`));
  }

  /** Marks the exchange settled; false when it already was. */
  #settle(): boolean {
    if (this.#settled) return false;
    this.#settled = true;
    clearTimeout(this.#timer);
    this.limits.signal?.removeEventListener("abort", this.#onCallerAbort);
    return true;
  }
}

/** Sends `request` and collects the response; rejects only with {@link ExchangeError}. */
export function runExchange(dispatcher: Dispatcher, request: ExchangeRequest, limits: ExchangeLimits): Promise<ExchangeResponse> {
  return new Promise((resolve, reject) => {
    const handler = new ExchangeHandler(limits, resolve, reject);
    try {
      dispatcher.dispatch({ origin: request.origin, path: request.path, method: request.method as Dispatcher.HttpMethod, headers: request.headers, body: request.body }, handler);
    } catch (error) {
      handler.onResponseError(null as unknown as Dispatcher.DispatchController, error as Error);
    }
  });
}
