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
import { LineShards, SHARDS } from "../cache/line-shards.js";
import { cacheDir, contentHash, removeFile } from "../cache/store.js";
import type { Finding } from "../diagnostics/finding.js";
import type { YamlDoc } from "./nodes.js";
import { decodeParsed, encodeParsed, type EncodedParse } from "./transfer.js";

/**
 * 4: a line per entry, so that hits stay text until revived and are written back as read. 5: `.inf`, `.nan`,
 * `-0` and `!!binary` scalars kept (format 4 read them back as `null`, `0` and an object). 6: scalars written
 * compactly (a source equal to the value as `1`, styles by index; parse/transfer.ts): 37 → 26 MB on the 10,000-tool
 * bench; `!!binary` read back as the Buffer a fresh parse gives (format 5 gave a Uint8Array, written otherwise as JSON).
 */
const FORMAT = 6;

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

/**
 * Which shards a file's entry is kept in: Markdown tools in one set, every other file (agents, YAML) in another.
 * After one edit, every unchanged tool is summarised and needs no entry, while every agent still revives its
 * document: in one set, the agents' entries (about 1 MB on the 10,000-tool bench) were spread over all 26 MB of shards.
 */
export type ParseGroup = "md-tool" | "other";

/**
 * Reads, serves and (where anything changed) rewrites one project's parse cache: in 16 shards per
 * {@link ParseGroup} (one edited file in 10,000 rewrote the whole 39 MB cache, 0.3 s encoding and writing; now one
 * shard of about 2.5 MB).
 */
export class ParseCache {
  private constructor(
    private readonly dir: string,
    private readonly groups: Record<ParseGroup, LineShards>,
  ) {}

  /** The cache for the project at `root` (see cacheDir); `readOnly` for another copy of it (never saved). */
  static open(root: string, version: string, readOnly = false): ParseCache {
    const dir = cacheDir(root);
    const header = JSON.stringify({ format: FORMAT, version });
    return new ParseCache(dir, { "md-tool": new LineShards(dir, "parse-", header, readOnly), other: new LineShards(dir, "parse-other-", header, readOnly) });
  }

  /** The cached result for `file` when `key` (what was parsed, and how) is unchanged, still encoded. */
  hit(file: string, key: string, group: ParseGroup): CacheHit | undefined {
    const encoded = this.groups[group].get(file, contentHash(key));
    return encoded === undefined ? undefined : { file, encoded };
  }

  /** Keeps the entry of `file`, if there is one, without reading it (its file was not parsed this run). */
  keep(file: string, group: ParseGroup): void {
    this.groups[group].keep(file);
  }

  /** Remembers a fresh result (encoded now: its document may be dropped before the cache is saved). */
  set(file: string, key: string, result: CachedParse, group: ParseGroup): void {
    this.groups[group].set(file, contentHash(key), JSON.stringify(encodeParsed(result)));
  }

  /** Writes the shards where a file changed, appeared or disappeared, and removes the caches of earlier formats. */
  save(): void {
    this.groups["md-tool"].save();
    this.groups.other.save();
    // Earlier formats: one `parse.json`, then JSON shards.
    removeFile(path.join(this.dir, "parse.json"));
    for (let n = 0; n < SHARDS; n++) removeFile(path.join(this.dir, `parse-${String(n).padStart(2, "0")}.json`));
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
