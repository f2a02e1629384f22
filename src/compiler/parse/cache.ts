/**
 * The parse cache: YAML parse results of unchanged files, reused across runs (as ESLint's and Prettier's
 * `--cache` do). Parsing with the `yaml` package is most of a check's time; a pre-commit run over an
 * unchanged project revives cached documents instead, several times faster.
 *
 * One JSON file per project, keyed by file path with a content hash; entries of files not seen in a
 * run are dropped; a different toolc version or cache format discards the whole file. Any problem
 * reading or writing it only means a cold run — the cache can never change a result.
 */
import { createHash } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Finding } from "../diagnostics/finding.js";
import { decodeDocument, encodeNode, type EncodedNode } from "./transfer.js";
import type { YamlDoc } from "./nodes.js";

const FORMAT = 1;

/** A cached parse result: the findings and, when it parsed, the document. */
interface Entry {
  hash: string;
  findings: Finding[];
  doc: { offset: number; contents: EncodedNode } | null;
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

/** Reads, serves and (when anything changed) rewrites one project's cache file. */
export class ParseCache {
  private readonly entries: Map<string, Entry>;
  private readonly used = new Map<string, Used>();
  private readonly known: number;
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
  ) {
    this.entries = readEntries(file, version);
    this.known = this.entries.size;
  }

  /** The cache for the project at `root` (see {@link cacheDir}). */
  static open(root: string, version: string): ParseCache {
    return new ParseCache(path.join(cacheDir(root), "parse.json"), version);
  }

  /** The cached result for `file` when `key` (what was parsed, and how) is unchanged. */
  get(file: string, key: string): CachedParse | undefined {
    const entry = this.entries.get(file);
    const hash = hashOf(key);
    if (!entry || entry.hash !== hash) return undefined;
    // The encoded form is dropped once revived: holding both for 10,000 files doubled peak memory.
    this.entries.delete(file);
    const doc = entry.doc ? decodeDocument(entry.doc.contents) : undefined;
    const result: CachedParse = { findings: entry.findings, ...(doc && entry.doc ? { doc: { file, offset: entry.doc.offset, doc, root: doc.contents as never } } : {}) };
    this.used.set(file, { hash, result });
    return result;
  }

  /** Remembers a fresh result. */
  set(file: string, key: string, result: CachedParse): void {
    this.changed = true;
    this.used.set(file, { hash: hashOf(key), result });
  }

  /** Writes the cache when a file changed, appeared or disappeared. */
  save(): void {
    if (!this.changed && this.used.size === this.known) return;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      // Written entry by entry: building one string for 10,000 documents added 100+ MB to the peak.
      const fd = openSync(temp, "w");
      try {
        writeSync(fd, `{"format":${FORMAT},"version":${JSON.stringify(this.version)},"entries":{`);
        let first = true;
        for (const [file, { hash, result }] of this.used) {
          const entry: Entry = { hash, findings: result.findings, doc: result.doc ? { offset: result.doc.offset, contents: encodeNode(result.doc.doc.contents) } : null };
          writeSync(fd, `${first ? "" : ","}${JSON.stringify(file)}:${JSON.stringify(entry)}`);
          first = false;
        }
        writeSync(fd, "}}");
      } finally {
        closeSync(fd);
      }
      renameSync(temp, this.file);
    } catch {
      // A read-only or full disk only costs the next run its speed.
    }
  }
}

/** A project's cache folder: `node_modules/.cache/toolc` when it has `node_modules`, else one in the user's cache folder. */
export function cacheDir(root: string): string {
  const local = path.join(root, "node_modules");
  if (existsSync(local)) return path.join(local, ".cache", "toolc");
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "toolc", createHash("sha1").update(root).digest("hex").slice(0, 16));
}

function hashOf(key: string): string {
  return createHash("sha1").update(key).digest("base64");
}

function readEntries(file: string, version: string): Map<string, Entry> {
  try {
    const data = JSON.parse(readFileSync(file, "utf8")) as { format?: unknown; version?: unknown; entries?: Record<string, Entry> };
    if (data.format !== FORMAT || data.version !== version || typeof data.entries !== "object" || data.entries === null) return new Map();
    return new Map(Object.entries(data.entries));
  } catch {
    return new Map();
  }
}
