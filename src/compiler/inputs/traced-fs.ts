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
import * as fs from "node:fs";
import fg from "fast-glob";
import { envFingerprint, fingerprintOf, programFingerprint, type Fact } from "./facts.js";

/** The facts one run observed, keyed by what was asked (a later identical question adds nothing). */
export class Trace {
  readonly facts = new Map<string, Fact>();

  /** Records `fact` unless the same question was asked before (the first answer is what the run used). */
  add(fact: Fact): void {
    const key = `${fact.op}\u0000${fact.path}\u0000${fact.args ?? ""}`;
    if (!this.facts.has(key)) this.facts.set(key, fact);
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
  record("env", "*", envFingerprint("*"));
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

function errorCode(error: unknown): string {
  return `!${(error as NodeJS.ErrnoException).code ?? "error"}`;
}

/** `fs.readFileSync`: the bytes, or with an encoding the text; the fact is the content's hash. */
export function readFileSync(path: string): Buffer;
export function readFileSync(path: string, encoding: "utf8"): string;
export function readFileSync(path: string, encoding?: "utf8"): string | Buffer {
  try {
    const bytes = fs.readFileSync(path);
    record("read", path, fingerprintOf({ op: "read", path, bytes }));
    return encoding ? bytes.toString("utf8") : bytes;
  } catch (error) {
    record("read", path, errorCode(error));
    throw error;
  }
}

/** `fs.statSync`: the fact is the entry's kind and size (contents are facts of their own reads). */
export function statSync(path: string): fs.Stats {
  try {
    const stat = fs.statSync(path);
    record("stat", path, fingerprintOf({ op: "stat", path, stat }));
    return stat;
  } catch (error) {
    record("stat", path, errorCode(error));
    throw error;
  }
}

/** `fs.lstatSync`: like {@link statSync}, without following a last link. */
export function lstatSync(path: string): fs.Stats {
  try {
    const stat = fs.lstatSync(path);
    record("lstat", path, fingerprintOf({ op: "lstat", path, stat }));
    return stat;
  } catch (error) {
    record("lstat", path, errorCode(error));
    throw error;
  }
}

/** `fs.existsSync`. */
export function existsSync(path: string): boolean {
  const exists = fs.existsSync(path);
  record("exists", path, exists ? "1" : "0");
  return exists;
}

/** `fs.readdirSync` (names only). */
export function readdirSync(path: string): string[] {
  try {
    const names = fs.readdirSync(path);
    record("readdir", path, fingerprintOf({ op: "readdir", path, names }));
    return names;
  } catch (error) {
    record("readdir", path, errorCode(error));
    throw error;
  }
}

/** `fs.realpathSync.native`. */
export function realpathSync(path: string): string {
  try {
    const real = fs.realpathSync.native(path);
    record("realpath", path, real);
    return real;
  } catch (error) {
    record("realpath", path, errorCode(error));
    throw error;
  }
}

/** The fast-glob options the compiler uses: plain data, so a replay can ask the same question. */
export type GlobOptions = Pick<fg.Options, "cwd" | "ignore" | "dot" | "onlyFiles" | "followSymbolicLinks" | "suppressErrors" | "unique">;

/** `fg.sync(patterns, options)`: the fact is the sorted list of matches. */
export function globSync(patterns: string | string[], options: GlobOptions): string[] {
  const found = fg.sync(patterns, options);
  record("glob", options.cwd ?? "", fingerprintOf({ op: "glob", path: "", entries: found }), JSON.stringify([patterns, options]));
  return found;
}

/** `fg.sync` in object mode: each match with its directory entry; the fact is every match with its kind. */
export function globEntriesSync(patterns: string | string[], options: GlobOptions): fg.Entry[] {
  const found = fg.sync(patterns, { ...options, objectMode: true });
  const entries = found.map((entry) => `${entry.path}:${entry.dirent.isDirectory() ? "d" : "f"}`);
  record("globEntries", options.cwd ?? "", fingerprintOf({ op: "glob", path: "", entries }), JSON.stringify([patterns, options]));
  return found;
}

/** `fg.escapePath`, re-exported so callers need only this module. */
export const escapePath = fg.escapePath;
