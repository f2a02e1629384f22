/**
 * The parse cache: YAML parse results of unchanged files, reused across runs (as ESLint's and Prettier's
 * `--cache` do). Parsing with the `yaml` package is most of a check's time; a pre-commit run over an
 * unchanged project revives cached documents instead, several times faster.
 *
 * Keyed by file path with a hash of what was parsed and how, in shards by path, each read when a file of it
 * is first asked for; entries of files not seen in a run are dropped; another toolc version or cache format
 * discards a shard. A shard is a line per entry (`"<path>"\t<hash>\t<encoded parse>`), and a run keeps the
 * lines of its hits as read: a hit is revived only when the load hands it over, its document can go once its
 * file is checked, and saving a shard encodes only the files parsed afresh.
 */
import path from "node:path";
import { cacheDir, contentHash, readLines, removeFile, writeLines } from "../cache/store.js";
import type { Finding } from "../diagnostics/finding.js";
import type { YamlDoc } from "./nodes.js";
import { decodeParsed, encodeParsed, type EncodedParse } from "./transfer.js";

/**
 * 4: a line per entry, so that hits stay text until revived and are written back as read. 5: `.inf`, `.nan`,
 * `-0` and `!!binary` scalars kept (format 4 read them back as `null`, `0` and an object).
 */
const FORMAT = 5;

/**
 * Shard files per project. A run rewrites only the shards whose entries changed: one edited file in 10,000
 * rewrote the whole 39 MB cache (0.3 s encoding and writing), now one shard of about 2.5 MB.
 */
const SHARDS = 16;

/** A parse result as the parser returns it. */
export interface CachedParse {
  doc?: YamlDoc;
  findings: Finding[];
}

/** A cache hit: its encoded result, revived by {@link revive} when it is needed. */
export interface CacheHit {
  readonly file: string;
  readonly encoded: string;
}

/** One shard: its file, its lines by path as read (on first use), how many there were, and this run's lines. */
interface Shard {
  file: string;
  lines?: Map<string, string>;
  known: number;
  used: Map<string, string>;
  changed: boolean;
}

/** Reads, serves and (where anything changed) rewrites one project's parse cache. */
export class ParseCache {
  private readonly shards: Shard[];
  private readonly header: string;

  private constructor(
    private readonly dir: string,
    version: string,
    private readonly readOnly: boolean,
  ) {
    this.header = JSON.stringify({ format: FORMAT, version });
    this.shards = Array.from({ length: SHARDS }, (_, n) => ({
      file: path.join(dir, `parse-${String(n).padStart(2, "0")}.lines`),
      known: 0,
      used: new Map(),
      changed: false,
    }));
  }

  /** The cache for the project at `root` (see cacheDir); `readOnly` for another copy of it (never saved). */
  static open(root: string, version: string, readOnly = false): ParseCache {
    return new ParseCache(cacheDir(root), version, readOnly);
  }

  /** The cached result for `file` when `key` (what was parsed, and how) is unchanged, still encoded. */
  hit(file: string, key: string): CacheHit | undefined {
    const shard = this.loadedShardOf(file);
    const line = shard.lines!.get(file);
    if (line === undefined) return undefined;
    const hashStart = line.indexOf("\t") + 1;
    const hash = contentHash(key);
    if (!line.startsWith(hash, hashStart) || line.charCodeAt(hashStart + hash.length) !== 9) return undefined;
    shard.used.set(file, line);
    return { file, encoded: line.slice(hashStart + hash.length + 1) };
  }

  /** Remembers a fresh result (encoded now: its document may be dropped before the cache is saved). */
  set(file: string, key: string, result: CachedParse): void {
    const shard = this.loadedShardOf(file);
    shard.changed = true;
    shard.used.set(file, `${JSON.stringify(file)}\t${contentHash(key)}\t${JSON.stringify(encodeParsed(result))}`);
  }

  /**
   * Writes each shard where a file changed, appeared or disappeared (lines sorted by path, so a shard's text
   * does not depend on which thread parsed what); removes the shards no file of this run belongs to, and the
   * unsharded cache of earlier versions.
   */
  save(): void {
    if (this.readOnly) return;
    for (const shard of this.shards) {
      if (!shard.lines) removeFile(shard.file);
      else if (shard.changed || shard.used.size !== shard.known) writeLines(shard.file, [this.header, ...sortedValues(shard.used)]);
    }
    // Earlier formats: one `parse.json`, then JSON shards.
    removeFile(path.join(this.dir, "parse.json"));
    for (const shard of this.shards) removeFile(shard.file.replace(/\.lines$/, ".json"));
  }

  /** The shard `file` belongs to, its lines read (so the shard counts as one this run uses). */
  private loadedShardOf(file: string): Shard {
    const shard = this.shards[shardIndex(file)]!;
    if (!shard.lines) {
      shard.lines = linesByPath(readLines(shard.file), this.header);
      shard.known = shard.lines.size;
    }
    return shard;
  }
}

/** Revives a cache hit's parse result; undefined when its line was damaged (the file is then parsed). */
export function revive(hit: CacheHit): CachedParse | undefined {
  try {
    return decodeParsed(hit.file, JSON.parse(hit.encoded) as EncodedParse);
  } catch {
    return undefined;
  }
}

/** A shard's entry lines by path; none when its first line is not `header` (another version or format). */
function linesByPath(lines: string[] | undefined, header: string): Map<string, string> {
  const byPath = new Map<string, string>();
  if (!lines || lines[0] !== header) return byPath;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    // JSON writes a tab inside a string as `\t`: the first tab ends the path.
    const tab = line.indexOf("\t");
    if (tab <= 0) continue;
    try {
      const file: unknown = JSON.parse(line.slice(0, tab));
      if (typeof file === "string") byPath.set(file, line);
    } catch {
      // a damaged line is a miss
    }
  }
  return byPath;
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
