/**
 * The parse cache: YAML parse results of unchanged files, reused across runs (as ESLint's and Prettier's
 * `--cache` do). Parsing with the `yaml` package is most of a check's time; a pre-commit run over an
 * unchanged project revives cached documents instead, several times faster.
 *
 * Keyed by file path with a hash of what was parsed and how; entries of files not seen in a run are
 * dropped; another toolc version or cache format discards the whole file (cache/store.ts).
 */
import path from "node:path";
import { cacheDir, contentHash, readEntries, writeEntries } from "../cache/store.js";
import type { Finding } from "../diagnostics/finding.js";
import type { YamlDoc } from "./nodes.js";
import { decodeParsed, encodeParsed, type EncodedParse } from "./transfer.js";

const FORMAT = 2;

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

/** Reads, serves and (when anything changed) rewrites one project's parse cache. */
export class ParseCache {
  private readonly entries: Map<string, Entry>;
  private readonly used = new Map<string, Used>();
  private readonly known: number;
  private readonly header: { format: number; version: string };
  private changed = false;

  private constructor(
    private readonly file: string,
    version: string,
    private readonly readOnly: boolean,
  ) {
    this.header = { format: FORMAT, version };
    this.entries = readEntries<Entry>(file, this.header);
    this.known = this.entries.size;
  }

  /** The cache for the project at `root` (see cacheDir); `readOnly` for another copy of it (never saved). */
  static open(root: string, version: string, readOnly = false): ParseCache {
    return new ParseCache(path.join(cacheDir(root), "parse.json"), version, readOnly);
  }

  /** The cached result for `file` when `key` (what was parsed, and how) is unchanged. */
  get(file: string, key: string): CachedParse | undefined {
    const entry = this.entries.get(file);
    const hash = contentHash(key);
    if (!entry || entry.hash !== hash) return undefined;
    // The encoded form is dropped once revived: holding both for 10,000 files doubled peak memory.
    this.entries.delete(file);
    const result: CachedParse = decodeParsed(file, entry);
    this.used.set(file, { hash, result });
    return result;
  }

  /** Remembers a fresh result. */
  set(file: string, key: string, result: CachedParse): void {
    this.changed = true;
    this.used.set(file, { hash: contentHash(key), result });
  }

  /** Writes the cache when a file changed, appeared or disappeared. */
  save(): void {
    if (this.readOnly || (!this.changed && this.used.size === this.known)) return;
    writeEntries(this.file, this.header, encoded(this.used));
  }
}

function* encoded(used: Map<string, Used>): Iterable<[string, Entry]> {
  for (const [file, { hash, result }] of used) {
    yield [file, { hash, ...encodeParsed(result) }];
  }
}
