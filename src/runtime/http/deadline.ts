/**
 * One deadline for a whole HTTP exchange (connect, headers and the complete body), merged with the
 * caller's AbortSignal. undici's own timeouts are per phase, so a server trickling its body one byte
 * at a time would never trip them; this timer does.
 * undici accepts an EventEmitter that emits `abort` as a request signal; it is used instead of an
 * AbortController because creating one per call measurably cut call throughput (spec §8 budget).
 */
import { EventEmitter } from "node:events";
import { transportReason } from "./transport.js";

/** Largest delay `setTimeout` honours. */
const MAX_TIMER_MS = 2_147_483_647;

/** A signal that fires at the deadline or when the caller aborts, whichever comes first. */
export class Deadline {
  /** Pass this to undici as `signal`. */
  readonly signal = new EventEmitter();
  readonly #timer: NodeJS.Timeout;
  readonly #caller: AbortSignal | undefined;
  readonly #seconds: number;
  readonly #onCallerAbort = (): void => {
    this.signal.emit("abort");
  };
  #timedOut = false;

  constructor(seconds: number, caller: AbortSignal | undefined) {
    this.#seconds = seconds;
    this.#caller = caller;
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      this.signal.emit("abort");
    }, Math.min(seconds * 1000, MAX_TIMER_MS));
    caller?.addEventListener("abort", this.#onCallerAbort, { once: true });
  }

  /** Why the exchange failed: the deadline, the caller, or the transport error itself. */
  reason(error: unknown): string {
    if (this.#timedOut) return `timed out after ${this.#seconds}s`;
    if (this.#caller?.aborted) return "aborted by caller";
    return transportReason(error);
  }

  /** Stops the timer and detaches from the caller's signal; call once the exchange is over. */
  clear(): void {
    clearTimeout(this.#timer);
    this.#caller?.removeEventListener("abort", this.#onCallerAbort);
  }
}
