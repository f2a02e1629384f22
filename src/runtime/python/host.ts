/**
 * The `python3` subprocess that runs authored Python tools: one per runtime, started on the first
 * Python call, JSON lines over stdio, one call at a time, a deadline per call. A call that overruns
 * or is cancelled kills the process; the next call starts a fresh one. The process (and its pipes)
 * are unref'd while idle, so a runtime that is never closed does not keep Node alive.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { exitFailure, HostFailure, isReadyLine, startFailure } from "./host-failure.js";
import { StderrTail } from "./stderr-tail.js";

export { HostFailure } from "./host-failure.js";

/** One call, as the host script reads it (see templates/python/toolc_host.py). */
export interface HostRequest {
  module: string;
  module_name: string;
  function: string;
  entrypoint: string;
  tool_dir: string;
  lib_dir: string | null;
  slot_id: string;
  slot_path: string;
  workspace: string;
  capabilities: readonly string[];
  granted: readonly string[];
  args: Record<string, unknown>;
}

/** The host's answer: the normalised return value, or why the call failed. */
export type HostReply =
  | { ok: true; result: { content: string; data: unknown; is_error: boolean; model_output: string | null } }
  | { ok: false; kind: "load" | "capability" | "exception"; message: string };

/** How the host process is started. */
export interface HostSettings {
  command: string;
  script: string;
  cwd: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
}

interface Pending {
  id: number;
  resolve: (reply: HostReply) => void;
  reject: (error: HostFailure) => void;
}

/** A live process with its line buffer; `ready` settles on the host's first line (or its failure). */
interface Live {
  child: ChildProcess;
  buffered: string;
  stderr: StderrTail;
  ready: Promise<void>;
  onReady: (() => void) | undefined;
}

/** How long the interpreter may take to start, apart from any call's deadline (a loaded CI box is slow). */
const STARTUP_TIMEOUT_MS = 30_000;

/** The Python tool host of one runtime. */
export class PythonHost {
  readonly #settings: HostSettings;
  #live: Live | undefined;
  #pending: Pending | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #nextId = 1;

  constructor(settings: HostSettings) {
    this.#settings = settings;
  }

  /** Runs one request after the ones before it; rejects with a {@link HostFailure} when the host fails. */
  call(request: HostRequest, signal?: AbortSignal): Promise<HostReply> {
    const run = this.#queue.then(() => this.#send(request, signal));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Stops the process (if any). A later call starts a new one. */
  close(): void {
    this.#stop(new HostFailure("the Python tool host was closed"));
  }

  async #send(request: HostRequest, signal: AbortSignal | undefined): Promise<HostReply> {
    if (signal?.aborted) throw new HostFailure("the call was cancelled");
    const live = (this.#live ??= this.#start());
    await this.#whenReady(live);
    const id = this.#nextId++;
    return new Promise<HostReply>((resolve, reject) => {
      const seconds = this.#settings.timeoutMs / 1000;
      const timer = setTimeout(() => this.#stop(new HostFailure(`Python tool timed out after ${seconds} s; its process was stopped`)), this.#settings.timeoutMs);
      const onAbort = (): void => this.#stop(new HostFailure("the call was cancelled; the Python process was stopped"));
      signal?.addEventListener("abort", onAbort, { once: true });
      const settle = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        this.#pending = undefined;
        this.#setActive(live, false);
      };
      this.#pending = {
        id,
        resolve: (reply) => (settle(), resolve(reply)),
        reject: (error) => (settle(), reject(error)),
      };
      this.#setActive(live, true);
      live.child.stdin!.write(`${JSON.stringify({ id, ...request })}\n`);
    });
  }

  /** Waits for the host's ready line, under the start-up deadline; a failed start rejects. */
  async #whenReady(live: Live): Promise<void> {
    if (!live.onReady) return;
    const failed = new Promise<never>((_, reject) => {
      this.#pending = { id: 0, resolve: () => undefined, reject };
    });
    this.#setActive(live, true);
    const timer = setTimeout(() => this.#stop(new HostFailure(`Python did not start within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
    try {
      await Promise.race([live.ready, failed]);
    } finally {
      clearTimeout(timer);
      this.#pending = undefined;
      this.#setActive(live, false);
    }
  }

  #start(): Live {
    const { command, script, cwd, env } = this.#settings;
    // -B: never write __pycache__ next to a user's tools (the corpus and CI checkouts are read-only).
    const child = spawn(command, ["-B", script], { cwd, env, stdio: ["pipe", "pipe", "pipe"], windowsHide: true });
    let onReady: (() => void) | undefined;
    const ready = new Promise<void>((resolve) => (onReady = resolve));
    const live: Live = { child, buffered: "", stderr: new StderrTail(), ready, onReady };
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => this.#onData(live, chunk));
    child.stderr!.on("data", (chunk: Buffer) => live.stderr.push(chunk));
    child.stdin!.on("error", () => undefined); // a dead host is reported by `exit`/`error`, not by EPIPE
    child.on("error", (error: NodeJS.ErrnoException) => this.#onGone(live, startFailure(command, error)));
    child.on("exit", (code, signal) => this.#onGone(live, exitFailure(code, signal, live.stderr)));
    this.#setActive(live, false);
    return live;
  }

  #onData(live: Live, chunk: string): void {
    live.buffered += chunk;
    let newline: number;
    while ((newline = live.buffered.indexOf("\n")) >= 0) {
      const line = live.buffered.slice(0, newline);
      live.buffered = live.buffered.slice(newline + 1);
      if (live.onReady) {
        this.#onReadyLine(live, line);
        continue;
      }
      this.#onReply(line);
    }
  }

  #onReadyLine(live: Live, line: string): void {
    const resolve = live.onReady!;
    live.onReady = undefined;
    if (isReadyLine(line)) resolve();
    else this.#stop(new HostFailure("the Python tool host did not start: it is not toolc's host script"));
  }

  #onReply(line: string): void {
    const pending = this.#pending;
    let reply: (HostReply & { id?: unknown }) | undefined;
    try {
      reply = JSON.parse(line) as HostReply & { id?: unknown };
    } catch {
      reply = undefined;
    }
    if (!pending || !reply || reply.id !== pending.id) {
      this.#stop(new HostFailure("the Python tool host answered out of protocol"));
      return;
    }
    pending.resolve(reply);
  }

  #onGone(live: Live, failure: HostFailure): void {
    if (this.#live !== live) return;
    this.#live = undefined;
    this.#pending?.reject(failure);
  }

  /** Kills the process and fails the call in flight with `failure`. */
  #stop(failure: HostFailure): void {
    const live = this.#live;
    if (!live) return;
    this.#live = undefined;
    live.child.kill("SIGKILL");
    live.child.stdin!.destroy();
    this.#pending?.reject(failure);
  }

  /** Keeps Node alive only while a call is in flight. */
  #setActive(live: Live, active: boolean): void {
    const handles = [live.child, live.child.stdout, live.child.stderr, live.child.stdin] as Array<{ ref?: () => void; unref?: () => void } | null>;
    for (const handle of handles) (active ? handle?.ref : handle?.unref)?.call(handle);
  }
}
