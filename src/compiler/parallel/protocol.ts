/**
 * What the main thread (helper.ts) and the worker (../worker/main.ts) share besides messages: each job's
 * claim (who runs it) and one signal array the worker bumps after every reply and when it exits.
 */
import type { MessagePort } from "node:worker_threads";

/** A job's claim: nobody runs it yet. */
export const QUEUED = 0;
/** The worker took the job. */
export const TAKEN = 1;
/** The main thread took the job (the worker skips it). */
export const STOLEN = 2;
/** The worker replied (a result or an error). */
export const DONE = 3;

/** Slot of the signal array that every reply and the worker's exit increment (what the main thread waits on). */
export const EVENTS = 0;
/** Slot of the signal array set to 1 by the worker's exit handler. */
export const DEAD = 1;

/**
 * A job as posted to the worker: `kind` names one of ../worker/jobs.ts, whose function of `input` returns
 * an `O` (the type parameter only types {@link Helper.collect}).
 */
export interface Job<O = unknown> {
  id: number;
  kind: string;
  input: unknown;
  /** One Int32 over a SharedArrayBuffer: QUEUED, TAKEN, STOLEN or DONE. */
  claim: Int32Array;
  /** Never set: carries `O`. */
  readonly output?: O;
}

/** What the worker posts back for a job it took. */
export interface Reply {
  id: number;
  output?: unknown;
  error?: string;
}

/** What the worker is started with. */
export interface WorkerStart {
  /** Replies go here (the main thread reads it with `receiveMessageOnPort`). */
  port: MessagePort;
  /** Two Int32 slots over a SharedArrayBuffer: EVENTS and DEAD. */
  signal: SharedArrayBuffer;
}
