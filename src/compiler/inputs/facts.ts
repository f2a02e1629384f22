/**
 * Facts a run observed about its environment, each small and plain (JSON in the result cache), and how to
 * tell whether one still holds: ask the same question again and compare the answer's fingerprint.
 */
import { digest } from "../digest.js";
import * as fs from "node:fs";
import path from "node:path";
import fg from "fast-glob";

/** What was asked: a file system call, an environment lookup or an external program's identity. */
export type FactOp = "read" | "stat" | "lstat" | "exists" | "readdir" | "realpath" | "glob" | "globEntries" | "env" | "program";

/** One observation: the question (`op`, `path`, `args`) and a fingerprint of the answer (`seen`). */
export interface Fact {
  op: FactOp;
  path: string;
  /** Extra arguments of the question, as JSON (glob patterns and options). */
  args?: string;
  seen: string;
}

function hash(text: string | Buffer): string {
  return digest("sha1", text, "base64");
}

/** An entry's kind and, for a file, its size (contents are facts of their own reads). */
function statFingerprint(s: fs.Stats): string {
  const kind = s.isSymbolicLink() ? "l" : s.isDirectory() ? "d" : s.isFile() ? "f" : "o";
  return `${kind}:${kind === "f" ? s.size : 0}`;
}

/** An answer and, computed only when asked for (a run that keeps no result never hashes), its fingerprint. */
export interface Answer<T> {
  value: T;
  seen: () => string;
}

function answer<T>(value: T, seen: () => string): Answer<T> {
  return { value, seen };
}

/**
 * Asks `op` about `path` (with `args`, JSON) now: the answer, and the fingerprint a fact keeps of it — a content
 * hash, an entry's kind and size, a hash of a listing — on demand. Throws when the underlying call throws.
 */
export function ask(op: FactOp, path: string, args?: string): Answer<unknown> {
  switch (op) {
    case "read": {
      const bytes = fs.readFileSync(path);
      return answer(bytes, () => hash(bytes));
    }
    case "stat":
    case "lstat": {
      const stat = op === "stat" ? fs.statSync(path) : fs.lstatSync(path);
      return answer(stat, () => statFingerprint(stat));
    }
    case "exists": {
      const exists = fs.existsSync(path);
      return answer(exists, () => (exists ? "1" : "0"));
    }
    case "readdir": {
      const names = fs.readdirSync(path);
      return answer(names, () => hash(names.join("\u0000")));
    }
    case "realpath": {
      const real = fs.realpathSync.native(path);
      return answer(real, () => real);
    }
    case "glob":
    case "globEntries":
      return glob(op, args);
    case "env":
      return answer(undefined, () => envFingerprint(path));
    case "program":
      return answer(undefined, () => programFingerprint(path));
  }
}

/** fast-glob with the recorded patterns and options; object mode keeps each match's kind in the fingerprint. */
function glob(op: "glob" | "globEntries", args: string | undefined): Answer<unknown> {
  const [patterns, options] = JSON.parse(args ?? "[[],{}]") as [string[], fg.Options];
  if (op === "glob") {
    const found = fg.sync(patterns, options);
    return answer(found, () => hash(found.join("\u0000")));
  }
  const found = fg.sync(patterns, { ...options, objectMode: true });
  return answer(found, () => hash(found.map((e) => `${e.path}:${e.dirent.isDirectory() ? "d" : "f"}`).join("\u0000")));
}

/** The fingerprint of a failed question: the error's code. */
export function errorFingerprint(error: unknown): string {
  return `!${(error as NodeJS.ErrnoException).code ?? "error"}`;
}

function askAgain(fact: Fact): string {
  try {
    return ask(fact.op, fact.path, fact.args).seen();
  } catch (error) {
    return errorFingerprint(error);
  }
}

/**
 * The order facts are asked again in: file contents first, then single entries, then listings and globs (a
 * Record, so a new kind of fact must be given its place). A run's facts are in the order it asked them, which
 * starts with the discovery globs: after one edit in 10,000 tools, walking the project twice came before the
 * edited file's read that answers no (look-up 80–150 → 35–47 ms). Whether all hold does not depend on the order.
 */
const ASK_RANK: Readonly<Record<FactOp, number>> = { read: 0, exists: 1, stat: 1, lstat: 1, realpath: 1, env: 1, program: 1, readdir: 2, glob: 3, globEntries: 3 };

/** `facts` in the order they are best asked again: the likeliest to have changed first ({@link ASK_RANK}). */
export function askOrder(facts: Iterable<Fact>): Fact[] {
  // Bucketed by rank (a stable sort in one pass): within a rank, the order the run asked in.
  const ranks: Fact[][] = [];
  for (const fact of facts) (ranks[ASK_RANK[fact.op]] ??= []).push(fact);
  return ranks.flat();
}

/** Whether `fact` still holds: the same question answered now has the same fingerprint. */
export function holds(fact: Fact): boolean {
  return askAgain(fact) === fact.seen;
}

/** Whether every fact still holds; stops at the first that does not, asking the likeliest to have changed first. */
export function allHold(facts: Iterable<Fact>): boolean {
  return askOrder(facts).every(holds);
}

/** The fingerprint of an environment question: `*` is the set of variable names, otherwise one variable's value. */
export function envFingerprint(name: string): string {
  if (name === "*") return hash(Object.keys(process.env).sort().join("\u0000"));
  const value = process.env[name];
  return value === undefined ? "-" : hash(value);
}

/**
 * The identity of the program `name` as found on `PATH` now: its real path, size and modification time
 * (an upgraded `python3` may accept different syntax). `-` when it is not found.
 */
export function programFingerprint(name: string): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    try {
      const real = fs.realpathSync.native(path.join(dir, name));
      const stat = fs.statSync(real);
      if (stat.isFile()) return `${real}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      // not in this folder
    }
  }
  return "-";
}
