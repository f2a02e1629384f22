/**
 * The file system as the compiler sees it: drop-in wrappers of the few `node:fs` calls (and the one
 * fast-glob call shape) that checking and generation make on a project, each recording what it observed
 * into the {@link Trace} of the run in progress, if any. A run's trace is every fact its result depends on,
 * which is what lets the result cache (../results/) replay the facts and reuse a result only when every
 * one of them still holds — the tracing-build-system idea (Shake, Bazel's action keys), not a list of inputs
 * kept by hand that a new rule could forget to extend.
 *
 * Outside a traced run the wrappers are the plain calls. `test/architecture` keeps compiler code from
 * importing `node:fs` reads directly (codegen's own out-folder handling and the caches excepted).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type * as fs from "node:fs";
import fg from "fast-glob";
import { ask, envFingerprint, errorFingerprint, programFingerprint, type Fact } from "./facts.js";

/** The facts one run observed, each question once (a later identical question adds nothing). */
export class Trace {
  private readonly list: Fact[] = [];
  /**
   * The facts by question: the operation (with its arguments), then the path. No key is built per fact: a one-edit
   * compile of 10,000 tools records some 21,000, and joining each one's parts into a string was most of recording.
   */
  private readonly asked = new Map<string, Map<string, Fact>>();

  /** Records `fact` unless the same question was asked before (the first answer is what the run used). */
  add(fact: Fact): void {
    const question = fact.args === undefined ? fact.op : `${fact.op}\u0000${fact.args}`;
    let byPath = this.asked.get(question);
    if (byPath === undefined) this.asked.set(question, (byPath = new Map()));
    if (byPath.has(fact.path)) return;
    byPath.set(fact.path, fact);
    this.list.push(fact);
  }

  /** Every fact recorded, in the order first asked. */
  get facts(): readonly Fact[] {
    return this.list;
  }
}

const current = new AsyncLocalStorage<Trace>();

/** Runs `body` with every traced call it makes (synchronously or in its async continuations) recorded in `trace`. */
export function traced<T>(trace: Trace, body: () => T): T {
  return current.run(trace, body);
}

/**
 * Runs `body` with nothing recorded: for reads of a temporary copy that is gone after the run (`breaking`'s
 * git baseline, identified by its commit instead).
 */
export function untraced<T>(body: () => T): T {
  return current.exit(body);
}

/** The names of the environment's variables, recorded as a fact of the current run. */
export function environmentNames(): string[] {
  if (current.getStore()) record("env", "*", envFingerprint("*"));
  return Object.keys(process.env);
}

/** Records the contents of files another program reads for the run (`python3` compiling tool modules). */
export function observeFiles(paths: readonly string[]): void {
  if (!current.getStore()) return;
  for (const path of paths) {
    try {
      readFileSync(path);
    } catch {
      // recorded as the error it is
    }
  }
}

/** Records that the run's result depends on the program `name` found on `PATH` (which one, and its version). */
export function observeProgram(name: string): void {
  if (current.getStore()) record("program", name, programFingerprint(name));
}

function record(op: Fact["op"], path: string, seen: string, args?: string): void {
  current.getStore()?.add({ op, path, seen, ...(args === undefined ? {} : { args }) });
}

/**
 * Records, without reading it, that the run read the file at `path` and found bytes of content hash `seen` (a
 * read's fingerprint): for a file whose text an earlier run's record vouches for (cache/source-records.ts).
 */
export function recordRead(path: string, seen: string): void {
  record("read", path, seen);
}

/** The answer to `op` on `path`, recorded with its fingerprint (or the error's code, and rethrown). */
function observed<T>(op: Fact["op"], path: string, args?: string): T {
  const trace = current.getStore();
  try {
    const { value, seen } = ask(op, path, args);
    // Outside a traced run (`--no-cache`, the API) nothing is hashed: fingerprints cost 0.25 s of 2.4 s on 1,000 tools.
    trace?.add({ op, path, seen: seen(), ...(args === undefined ? {} : { args }) });
    return value as T;
  } catch (error) {
    record(op, path, errorFingerprint(error), args);
    throw error;
  }
}

/** `fs.readFileSync`: the bytes, or with an encoding the text; the fact is the content's hash. */
export function readFileSync(path: string): Buffer;
export function readFileSync(path: string, encoding: "utf8"): string;
export function readFileSync(path: string, encoding?: "utf8"): string | Buffer {
  const bytes = observed<Buffer>("read", path);
  return encoding ? bytes.toString("utf8") : bytes;
}

/** `fs.statSync`: the fact is the entry's kind and size (contents are facts of their own reads). */
export function statSync(path: string): fs.Stats {
  return observed("stat", path);
}

/** `fs.lstatSync`: like {@link statSync}, without following a last link. */
export function lstatSync(path: string): fs.Stats {
  return observed("lstat", path);
}

/** `fs.existsSync`. */
export function existsSync(path: string): boolean {
  return observed("exists", path);
}

/** `fs.readdirSync` (names only). */
export function readdirSync(path: string): string[] {
  return observed("readdir", path);
}

/** `fs.realpathSync.native`. */
export function realpathSync(path: string): string {
  return observed("realpath", path);
}

/** The fast-glob options the compiler uses: plain data, so a replay can ask the same question. */
export type GlobOptions = Pick<fg.Options, "cwd" | "ignore" | "dot" | "onlyFiles" | "onlyDirectories" | "followSymbolicLinks" | "suppressErrors" | "unique">;

/** `fg.sync(patterns, options)`: the fact is the list of matches. */
export function globSync(patterns: string | string[], options: GlobOptions): string[] {
  return observed("glob", options.cwd ?? "", JSON.stringify([patterns, options]));
}

/** `fg.sync` in object mode: each match with its directory entry; the fact is every match with its kind. */
export function globEntriesSync(patterns: string | string[], options: GlobOptions): fg.Entry[] {
  return observed("globEntries", options.cwd ?? "", JSON.stringify([patterns, options]));
}

/** `fg.escapePath`, re-exported so callers need only this module. */
export const escapePath = fg.escapePath;
