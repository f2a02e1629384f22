/**
 * The on-disk store behind toolc's caches (parse results, module facts, results): JSON files,
 * `{ …header, entries: { key: value } }`, written entry by entry through a temporary file and renamed
 * into place. Reading or writing problems only ever mean a cold run; a cache never changes a result.
 */
import { createHash } from "node:crypto";
import { digest } from "../digest.js";
import type { SourceText } from "../source/text.js";
import { recordedFacts } from "../source/trusted.js";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Identifies a cache file's format and what it was made by; a mismatch discards the file. */
export type CacheHeader = Record<string, string | number>;

/** Whether caches may be used: on unless the caller says no (`--no-cache`) or `TOOLC_CACHE=off`. */
export function cachesEnabled(option: boolean | undefined): boolean {
  return option !== false && process.env.TOOLC_CACHE !== "off";
}

/** A project's cache folder: `node_modules/.cache/toolc` when it has `node_modules`, else one in the user's cache folder. */
export function cacheDir(root: string): string {
  const local = path.join(root, "node_modules");
  if (existsSync(local)) return path.join(local, ".cache", "toolc");
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "toolc", createHash("sha1").update(root).digest("hex").slice(0, 16));
}

/** Whether a cache file exists (not a fact of the run: caches never change a result). */
export function fileExists(file: string): boolean {
  return existsSync(file);
}

/** Removes a cache file, if there is one (a failure only leaves it behind). */
export function removeFile(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // a read-only cache folder keeps its files
  }
}

/** The entries of `file` when its header equals `header`; empty otherwise (missing, corrupt or stale). */
export function readEntries<T>(file: string, header: CacheHeader): Map<string, T> {
  try {
    const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    const entries = data.entries;
    if (Object.entries(header).some(([key, value]) => data[key] !== value) || typeof entries !== "object" || entries === null) return new Map();
    return new Map(Object.entries(entries as Record<string, T>));
  } catch {
    return new Map();
  }
}

/**
 * Writes `entries` under `header`. Entry by entry: building one string for 10,000 documents added 100+ MB
 * to the peak memory of a check.
 */
export function writeEntries(file: string, header: CacheHeader, entries: Iterable<[string, unknown]>): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    const fd = openSync(temp, "w");
    try {
      const head = JSON.stringify(header);
      writeSync(fd, `${head.slice(0, -1)}${head === "{}" ? "" : ","}"entries":{`);
      let first = true;
      for (const [key, value] of entries) {
        writeSync(fd, `${first ? "" : ","}${JSON.stringify(key)}:${JSON.stringify(value)}`);
        first = false;
      }
      writeSync(fd, "}}");
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch {
    // A read-only or full disk only costs the next run its speed.
  }
}

/** The text of a cache file, or undefined when it cannot be read (a miss). */
export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** The lines of `file`; undefined when it cannot be read. */
export function readLines(file: string): string[] | undefined {
  return readText(file)?.split("\n");
}

/** Writes `lines` (none may hold a line break) to `file`, through a temporary file renamed into place. */
export function writeLines(file: string, lines: readonly string[]): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, lines.join("\n"));
    renameSync(temp, file);
  } catch {
    // A read-only or full disk only costs the next run its speed.
  }
}

/** A short content hash for cache keys. */
export function contentHash(text: string): string {
  return digest("sha1", text, "base64");
}

const SOURCE_HASHES = new WeakMap<SourceText, string>();

/**
 * The {@link contentHash} of a file's text, given as the text or as the file's SourceText, whose hash is computed
 * once: the per-file results, the summaries and the tool entries all key a file by it (each hashed every text
 * itself: three to four hashes of every file per run).
 */
export function textHash(text: string | SourceText): string {
  if (typeof text === "string") return contentHash(text);
  let hash = SOURCE_HASHES.get(text);
  if (hash === undefined) {
    // A source trusted by its stat (source/trusted.ts) has its hash from the record: its text stays unread.
    hash = recordedFacts(text)?.hash ?? contentHash(text.text);
    SOURCE_HASHES.set(text, hash);
  }
  return hash;
}
