/**
 * How the catalog entries of Markdown tools were written, kept across runs: each tool's `catalog.json` line
 * and digest, by file. A tool whose file is unchanged is neither written, sorted nor hashed again, and when its
 * definition is summarised its entry is its line, parsed only if asked (lazy-entry.ts): after one edit in 10,000 tools,
 * catalog.json and the input hashes write one tool. A line is a function of the file's path and text, the
 * configuration and the toolc build (the header's `context`), so a change to any of those discards the cache.
 */
import { LineShards } from "../cache/line-shards.js";
import { cacheDir, contentHash, textHash } from "../cache/store.js";
import type { SourceText } from "../source/text.js";
import type { ToolcConfig } from "../config/types.js";
import type { KnownEntries, WrittenEntry } from "./index.js";
import type { EntryHead } from "./lazy-entry.js";

/**
 * 1: a Markdown tool's catalog entry as its digest and catalog.json line (`<digest>\t<json>`), by file. 2: with
 * whether the line reads back as the entry (`<digest>\t<1|0>\t<json>`): a summarised tool's entry is then its line.
 * 3: with the head of an entry that reads back (`<digest>\t1\t<head>\t<json>`, `<digest>\t0\t\t<json>` otherwise):
 * a summarised tool's entry is then parsed from its line only if asked (lazy-entry.ts). JSON holds no raw tab.
 */
const FORMAT = 3;

/** One project's cached Markdown tool entries (see module comment). */
export class ToolEntries implements KnownEntries {
  private constructor(private readonly shards: LineShards) {}

  /**
   * The entries of the project at `root` (see cacheDir) for a run with `config` by the toolc build whose
   * fingerprint is `toolc` (results/fingerprint.ts: given, since the catalog stands below the result cache).
   */
  static open(root: string, config: ToolcConfig, toolc: string): ToolEntries {
    return ToolEntries.openIn(root, entriesContext(config, toolc));
  }

  /** {@link open}, given the {@link entriesContext} already. */
  static openIn(root: string, context: string): ToolEntries {
    return new ToolEntries(new LineShards(cacheDir(root), "catalog-tools-", JSON.stringify({ format: FORMAT, context })));
  }

  /** How the entry of the file at `path` was written when its text was `text` as now. */
  reuse(path: string, text: string | SourceText): WrittenEntry | undefined {
    const payload = this.shards.get(path, textHash(text));
    const tab = payload?.indexOf("\t") ?? -1;
    if (tab <= 0 || payload!.charCodeAt(tab + 2) !== 9) return undefined;
    const flag = payload![tab + 1];
    const headEnd = payload!.indexOf("\t", tab + 3);
    const json = payload!.slice(headEnd + 1);
    // Lines are written whole (through a renamed temporary file); one cut short some other way is a miss.
    const whole = headEnd > 0 && payload!.startsWith("#") && (flag === "0" || flag === "1") && json.startsWith("{") && json.endsWith("}");
    if (!whole) return undefined;
    const head = flag === "1" ? headOf(payload!.slice(tab + 3, headEnd)) : undefined;
    return flag === "0" || head ? { json, digest: payload!.slice(0, tab), ...(head ? { head } : {}) } : undefined;
  }

  /** Keeps the entry of the file at `path` as it is, unread (its tool was carried from the last generation). */
  keep(path: string): void {
    this.shards.keep(path);
  }

  /** Keeps how the entry of the file at `path`, whose text is `text`, is written. */
  record(path: string, text: string | SourceText, written: WrittenEntry): void {
    const head = written.head ? JSON.stringify(written.head) : undefined;
    this.shards.set(path, textHash(text), `${written.digest}\t${head ? 1 : 0}\t${head ?? ""}\t${written.json}`);
  }

  /** Writes the shards where an entry changed, appeared or went. */
  save(): void {
    this.shards.save();
  }
}

/** What a Markdown tool's entry is a function of besides its file's path and text: the toolc build (`toolc`, its fingerprint) and `config`. */
export function entriesContext(config: ToolcConfig, toolc: string): string {
  return contentHash(`${toolc}\u0000${JSON.stringify(config)}`);
}

/** A kept head, when it parses into one (anything else is a miss). */
function headOf(text: string): EntryHead | undefined {
  try {
    const head = JSON.parse(text) as Partial<EntryHead> | null;
    const valid = head !== null && typeof head === "object" && Array.isArray(head.keys) && head.keys.every((key) => typeof key === "string");
    return valid && typeof head.small === "object" && head.small !== null ? (head as EntryHead) : undefined;
  } catch {
    return undefined;
  }
}
