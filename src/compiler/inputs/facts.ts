/**
 * Facts a run observed about its environment, each small and plain (JSON in the result cache), and how to
 * tell whether one still holds: ask the same question again and compare the answer's fingerprint.
 */
import { createHash } from "node:crypto";
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

/** The raw answer a fingerprint is made from (the data each op returned). */
export type Answer =
  | { op: "read"; path: string; bytes: Buffer }
  | { op: "stat" | "lstat"; path: string; stat: fs.Stats }
  | { op: "readdir"; path: string; names: string[] }
  | { op: "glob"; path: string; entries: string[] }
  | { op: "env" | "program" | "exists" | "realpath"; path: string; seen?: string };

function hash(text: string | Buffer): string {
  return createHash("sha1").update(text).digest("base64");
}

/** The fingerprint of an answer: a content hash, an entry's kind and size, a hash of a listing. */
export function fingerprintOf(answer: Answer): string {
  switch (answer.op) {
    case "read":
      return hash(answer.bytes);
    case "stat":
    case "lstat": {
      const s = answer.stat;
      const kind = s.isSymbolicLink() ? "l" : s.isDirectory() ? "d" : s.isFile() ? "f" : "o";
      return `${kind}:${kind === "f" ? s.size : 0}`;
    }
    case "readdir":
      return hash(answer.names.join("\u0000"));
    case "glob":
      return hash(answer.entries.join("\u0000"));
    default:
      return answer.seen ?? "";
  }
}

/** The answer's fingerprint now (an error's code when the question fails now). */
function askAgain(fact: Fact): string {
  try {
    switch (fact.op) {
      case "read":
        return fingerprintOf({ op: "read", path: fact.path, bytes: fs.readFileSync(fact.path) });
      case "stat":
        return fingerprintOf({ op: "stat", path: fact.path, stat: fs.statSync(fact.path) });
      case "lstat":
        return fingerprintOf({ op: "lstat", path: fact.path, stat: fs.lstatSync(fact.path) });
      case "exists":
        return fs.existsSync(fact.path) ? "1" : "0";
      case "readdir":
        return fingerprintOf({ op: "readdir", path: fact.path, names: fs.readdirSync(fact.path) });
      case "realpath":
        return fs.realpathSync.native(fact.path);
      case "glob":
      case "globEntries":
        return globAgain(fact);
      case "env":
        return envFingerprint(fact.path);
      case "program":
        return programFingerprint(fact.path);
    }
  } catch (error) {
    return `!${(error as NodeJS.ErrnoException).code ?? "error"}`;
  }
}

function globAgain(fact: Fact): string {
  const [patterns, options] = JSON.parse(fact.args ?? "[]") as [string[], fg.Options];
  if (fact.op === "glob") return fingerprintOf({ op: "glob", path: "", entries: fg.sync(patterns, options) });
  const found = fg.sync(patterns, { ...options, objectMode: true });
  return fingerprintOf({ op: "glob", path: "", entries: found.map((e) => `${e.path}:${e.dirent.isDirectory() ? "d" : "f"}`) });
}

/** Whether every fact still holds; stops at the first that does not. */
export function allHold(facts: Iterable<Fact>): boolean {
  for (const fact of facts) if (askAgain(fact) !== fact.seen) return false;
  return true;
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
