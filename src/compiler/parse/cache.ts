/**
 * The parse cache: YAML parse results of unchanged files, reused across runs (as ESLint's and Prettier's
 * `--cache` do). Parsing with the `yaml` package is most of a check's time; a pre-commit run over an
 * unchanged project revives cached documents instead, several times faster.
 *
 * Keyed by file path with a hash of what was parsed and how, in shards by path, each read when a file of it
 * is first asked for; entries of files not seen in a run are dropped; another toolc version or cache format
 * discards a shard (cache/store.ts).
 */
import path from "node:path";
import { cacheDir, contentHash, readEntries, removeFile, writeEntries } from "../cache/store.js";
import type { Finding } from "../diagnostics/finding.js";
import type { YamlDoc } from "./nodes.js";
import { decodeParsed, encodeParsed, type EncodedParse } from "./transfer.js";

/** 3: sharded (`parse-<n>.json`) instead of one `parse.json`. */
const FORMAT = 3;

/**
 * Shard files per project. A run rewrites only the shards whose entries changed: one edited file in 10,000
 * rewrote the whole 39 MB cache (0.3 s encoding and writing), now one shard of about 2.5 MB.
 */
const SHARDS = 16;

/** A cached parse result: the findings and, when it parsed, the document. */
interface Entry extends EncodedParse {
  hash: string;
}

/** What a run keeps for the next save: hits are re-encoded from their document, not kept encoded twice. */
interface Used {
  hash: string;
  result: CachedParse;
}

/** A parse result as the parser returns it. */
export interface CachedParse {
  doc?: YamlDoc;
  findings: Finding[];
}

/** One shard: its file, its entries as read (on first use), how many there were, and this run's results. */
interface Shard {
  file: string;
  entries?: Map<string, Entry>;
  known: number;
  used: Map<string, Used>;
  changed: boolean;
}

/** Reads, serves and (where anything changed) rewrites one project's parse cache. */
export class ParseCache {
  private readonly shards: Shard[];
  private readonly header: { format: number; version: string };

  private constructor(
    private readonly dir: string,
    version: string,
    private readonly readOnly: boolean,
  ) {
    this.header = { format: FORMAT, version };
    this.shards = Array.from({ length: SHARDS }, (_, n) => ({
      file: path.join(dir, `parse-${String(n).padStart(2, "0")}.json`),
      known: 0,
      used: new Map(),
      changed: false,
    }));
  }

  /** The cache for the project at `root` (see cacheDir); `readOnly` for another copy of it (never saved). */
  static open(root: string, version: string, readOnly = false): ParseCache {
    return new ParseCache(cacheDir(root), version, readOnly);
  }

  /** The cached result for `file` when `key` (what was parsed, and how) is unchanged. */
  get(file: string, key: string): CachedParse | undefined {
    const shard = this.loadedShardOf(file);
    const entry = shard.entries!.get(file);
    const hash = contentHash(key);
    if (!entry || entry.hash !== hash) return undefined;
    // The encoded form is dropped once revived: holding both for 10,000 files doubled peak memory.
    shard.entries!.delete(file);
    const result: CachedParse = decodeParsed(file, entry);
    shard.used.set(file, { hash, result });
    return result;
  }

  /** Remembers a fresh result. */
  set(file: string, key: string, result: CachedParse): void {
    const shard = this.loadedShardOf(file);
    shard.changed = true;
    shard.used.set(file, { hash: contentHash(key), result });
  }

  /**
   * Writes each shard where a file changed, appeared or disappeared; removes the shards no file of this run
   * belongs to, and the unsharded cache of earlier versions.
   */
  save(): void {
    if (this.readOnly) return;
    for (const shard of this.shards) {
      if (!shard.entries) removeFile(shard.file);
      else if (shard.changed || shard.used.size !== shard.known) writeEntries(shard.file, this.header, encoded(shard.used));
    }
    removeFile(path.join(this.dir, "parse.json"));
  }

  /** The shard `file` belongs to, its entries read (so the shard counts as one this run uses). */
  private loadedShardOf(file: string): Shard {
    const shard = this.shards[shardIndex(file)]!;
    if (!shard.entries) {
      shard.entries = readEntries<Entry>(shard.file, this.header);
      shard.known = shard.entries.size;
    }
    return shard;
  }
}

/** The shard of a project-relative path: FNV-1a of its UTF-16 code units (stable across runs and machines). */
function shardIndex(file: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SHARDS;
}

function* encoded(used: Map<string, Used>): Iterable<[string, Entry]> {
  for (const [file, { hash, result }] of used) {
    yield [file, { hash, ...encodeParsed(result) }];
  }
}
