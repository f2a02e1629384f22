/**
 * Per-file cache entries kept as lines in shard files: `"<path>"\t<hash>\t<payload>`, a header line first.
 * A shard is read when a file of it is first asked for, a run keeps the lines of its hits as read (a payload
 * is decoded only by whoever asked, and written back untouched) and those it was told to keep unread, and a run
 * rewrites only the shards whose entries changed: one edited file in 10,000 rewrites one shard of a sixteenth of
 * the entries. Entries of files not asked for in a run are dropped; another header discards a shard. Used by the parse cache, the
 * catalog's tool entries, the summaries and the stat records; reading or writing problems only ever mean a miss.
 */
import path from "node:path";
import { readLines, removeFile, writeLines } from "./store.js";

/** Shard files per cache. */
export const SHARDS = 16;

/**
 * One shard: its file, its lines as read (on first use), how many there were, this run's lines and kept files, each map
 * and set by the file's {@link keyOf}.
 */
interface Shard {
  file: string;
  lines?: Map<string, string>;
  known: number;
  used: Map<string, string>;
  /** Paths whose line, whatever it holds, stays unread ({@link LineShards.keep}). */
  kept: Set<string>;
  changed: boolean;
}

/** The shard files `<dir>/<prefix>NN.lines` of one cache, whose first line must be `header`. */
export class LineShards {
  private readonly shards: Shard[];

  /** `readOnly` for a cache that must not be written (another copy of the project). */
  constructor(
    dir: string,
    prefix: string,
    private readonly header: string,
    private readonly readOnly = false,
  ) {
    this.shards = Array.from({ length: SHARDS }, (_, n) => ({
      file: shardFile(dir, prefix, n),
      known: 0,
      used: new Map(),
      kept: new Set(),
      changed: false,
    }));
  }

  /** The payload recorded for `file` under `hash`, kept for this run; undefined when there is none. */
  get(file: string, hash: string): string | undefined {
    const shard = this.loadedShardOf(file);
    const key = keyOf(file);
    const line = shard.lines!.get(key);
    if (line === undefined) return undefined;
    const payload = payloadUnder(line, line.indexOf("\t") + 1, hash);
    if (payload !== undefined) shard.used.set(key, line);
    return payload;
  }

  /** {@link get}'s payload as `decode` reads it; undefined when there is none or it does not decode (a damaged line is a miss). */
  decoded<T>(file: string, hash: string, decode: (payload: string) => T): T | undefined {
    return decodedOrMiss(this.get(file, hash), decode);
  }

  /**
   * Keeps the line of `file`, if it has one, without reading its shard: for a file this run has no need of, whose
   * entry a later run may want. A shard nothing else touches stays as it is on disk (after one edit in 10,000 files,
   * the parse cache's fifteen other shards, 25 MB, were read only to be kept); one rewritten keeps the line as it was.
   * The line is not checked: whoever asks for it later checks its hash, as always. (A shard left as it is also keeps
   * the lines of files gone since it was written, until a run rewrites it: only their space is lost.)
   */
  keep(file: string): void {
    this.shards[shardIndex(file)]!.kept.add(keyOf(file));
  }

  /** Records `payload` (a line of its own: no line break) for `file` under `hash`. */
  set(file: string, hash: string, payload: string): void {
    const shard = this.loadedShardOf(file);
    shard.changed = true;
    shard.used.set(keyOf(file), `${JSON.stringify(file)}\t${hash}\t${payload}`);
  }

  /** Drops the entry of `file`, if any: the next save writes its shard without it. */
  drop(file: string): void {
    // Loaded, so that the shard counts as this run's (one not loaded is removed on save); a line it read and no
    // longer uses is left out of its rewrite anyway.
    const shard = this.loadedShardOf(file);
    if (shard.used.delete(keyOf(file))) shard.changed = true;
  }

  /** Drops the entries this run kept of every file `wanted` says no to. */
  retain(wanted: (file: string) => boolean): void {
    for (const shard of this.shards) {
      for (const key of shard.used.keys()) {
        if (wanted(fileOf(key))) continue;
        shard.used.delete(key);
        shard.changed = true;
      }
    }
  }

  /**
   * Writes each shard where a file changed, appeared or disappeared (lines sorted by path, so a shard's text
   * does not depend on the order of the run), and removes the shards no file of this run belongs to.
   */
  save(): void {
    if (this.readOnly) return;
    for (const shard of this.shards) {
      if (!shard.lines) {
        if (shard.kept.size === 0) removeFile(shard.file);
        continue;
      }
      for (const key of shard.kept) {
        const line = shard.lines.get(key);
        if (line !== undefined && !shard.used.has(key)) shard.used.set(key, line);
      }
      if (shard.changed || shard.used.size !== shard.known) writeLines(shard.file, [this.header, ...sortedValues(shard.used)]);
    }
  }

  /** The shard `file` belongs to, its lines read (so the shard counts as one this run uses). */
  private loadedShardOf(file: string): Shard {
    const shard = this.shards[shardIndex(file)]!;
    if (!shard.lines) {
      shard.lines = linesByKey(readLines(shard.file), this.header);
      shard.known = shard.lines.size;
    }
    return shard;
  }
}

/**
 * A shard's entry lines by the {@link keyOf} of their file: the text between the quotes that open each line, taken as
 * it is (JSON writes a tab inside a string as `\t`, so the first tab ends it); none when the first line is not
 * `header` (another version or format). On 10,000 files a run reads some 60,000 lines, and decoding each path as a
 * JSON string took five sixths of building these maps (about 50 ms of a one-edit compile).
 */
function linesByKey(lines: string[] | undefined, header: string): Map<string, string> {
  const byKey = new Map<string, string>();
  if (!lines || lines[0] !== header) return byKey;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const key = keyIn(line);
    if (key !== undefined) byKey.set(key, line);
  }
  return byKey;
}

/** The {@link keyOf} a line starts with; undefined when no quoted string comes before its first tab (a damaged line). */
function keyIn(line: string): string | undefined {
  const tab = line.indexOf("\t");
  return tab < 2 || line.charCodeAt(0) !== 34 || line.charCodeAt(tab - 1) !== 34 ? undefined : line.slice(1, tab - 1);
}

/**
 * Every shard of the cache `<dir>/<prefix>NN.lines` as it is on disk, whatever its header: the header, and each file
 * it has a line for with the rest of that line (`<hash>\t<payload>`), as {@link LineShards.get} would find it: a line
 * in another file's shard, one whose quoted path is not written as {@link keyOf} writes it, or one a later line of the
 * same file replaces, is none. For a reader that knows the cache's prefix but not its header (codegen/disk-hashes.ts
 * statRecorded, on another thread, which learns the `out` folder from the header).
 */
export function shardsOnDisk(dir: string, prefix: string): { header: string; entries: Map<string, string> }[] {
  const found: { header: string; entries: Map<string, string> }[] = [];
  for (let n = 0; n < SHARDS; n++) {
    const lines = readLines(shardFile(dir, prefix, n));
    if (!lines) continue;
    const entries = new Map<string, string>();
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!;
      const key = keyIn(line);
      // A damaged line's text may not decode: it names no file.
      const file = key === undefined ? undefined : jsonString(`"${key}"`);
      if (file !== undefined && keyOf(file) === key && shardIndex(file) === n) entries.set(file, line.slice(key.length + 3));
    }
    found.push({ header: lines[0]!, entries });
  }
  return found;
}

/**
 * The payload of an entry line whose `<hash>\t<payload>` part starts at `at` (after the path, or the whole of what
 * {@link shardsOnDisk} lists), when it was recorded under `hash`; undefined otherwise.
 */
export function payloadUnder(line: string, at: number, hash: string): string | undefined {
  return line.startsWith(hash, at) && line.charCodeAt(at + hash.length) === 9 ? line.slice(at + hash.length + 1) : undefined;
}

/** `text` as `decode` reads it; undefined when there is none or it does not decode (for a cache, a miss). */
export function decodedOrMiss<T>(text: string | undefined, decode: (text: string) => T): T | undefined {
  if (text === undefined) return undefined;
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}

function shardFile(dir: string, prefix: string, n: number): string {
  return path.join(dir, `${prefix}${String(n).padStart(2, "0")}.lines`);
}

/**
 * What a line writes between its quotes for `file`: `JSON.stringify(file)` without them, which is `file` itself unless
 * it holds a quote, a backslash, a control character or a surrogate. A line whose text there is anything else (a
 * damaged or hand-made one) is found by no file: a miss.
 */
export function keyOf(file: string): string {
  for (let i = 0; i < file.length; i++) {
    const c = file.charCodeAt(i);
    if (c < 0x20 || c === 34 || c === 92 || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(file).slice(1, -1);
  }
  return file;
}

/** The file a {@link keyOf} stands for. */
function fileOf(key: string): string {
  return key.includes("\\") ? (JSON.parse(`"${key}"`) as string) : key;
}

/**
 * The string `json` writes (a JSON string literal), or undefined when it is not one. One with no escape in it is
 * its text between the quotes, taken without `JSON.parse`: cache files write every path and key this way.
 */
export function jsonString(json: string): string | undefined {
  if (json.length >= 2 && json.charCodeAt(0) === 34 && json.charCodeAt(json.length - 1) === 34) {
    const inner = json.slice(1, -1);
    if (!inner.includes("\\") && !inner.includes('"') && !/[\u0000-\u001f]/.test(inner)) return inner;
  }
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

function sortedValues(map: Map<string, string>): string[] {
  return [...map.keys()].sort().map((key) => map.get(key)!);
}

/** The shard of a project-relative path: FNV-1a of its UTF-16 code units (stable across runs and machines). */
function shardIndex(file: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SHARDS;
}
