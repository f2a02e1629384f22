/**
 * One deadline for a whole HTTP exchange (connect, headers and the complete body), merged with the
 * caller's AbortSignal. undici's own timeouts are per phase, so a server trickling its body one byte
 * at a time would never trip them; this timer does.
 */
import { transportReason } from "./transport.js";

/** Largest delay `setTimeout` honours. */
const MAX_TIMER_MS = 2_147_483_647;

/** An abort signal that fires at the deadline or when the caller aborts, whichever comes first. */
export class Deadline {
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  readonly #caller: AbortSignal | undefined;
  readonly #onCallerAbort = (): void => this.#controller.abort(new Error("aborted by caller"));
  readonly #seconds: number;
  #timedOut = false;

  constructor(seconds: number, caller: AbortSignal | undefined) {
    this.#seconds = seconds;
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      this.#controller.abort(new Error(`timed out after ${seconds}s`));
    }, Math.min(seconds * 1000, MAX_TIMER_MS));
    this.#caller = caller;
    if (caller?.aborted) this.#onCallerAbort();
    else caller?.addEventListener("abort", this.#onCallerAbort, { once: true });
  }

  /** Pass this to undici. */
  get signal(): AbortSignal {
    return this.#controller.signal;
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
