/**
 * How the catalog entries of Markdown tools were written, kept across runs: each tool's `catalog.json` line
 * and digest, by file. A tool whose file is unchanged is still built (from its definition: cheaper than
 * parsing its line back), but neither written, sorted nor hashed again: after one edit in 10,000 tools,
 * catalog.json and the input hashes write one tool. A line is a function of the file's path and text, the
 * configuration and the toolc build (the header's `context`), so a change to any of those discards the cache.
 */
import { LineShards } from "../cache/line-shards.js";
import { cacheDir, contentHash, textHash } from "../cache/store.js";
import type { SourceText } from "../source/text.js";
import type { ToolcConfig } from "../config/types.js";
import type { KnownEntries, WrittenEntry } from "./index.js";

/**
 * 1: a Markdown tool's catalog entry as its digest and catalog.json line (`<digest>\t<json>`), by file. 2: with
 * whether the line reads back as the entry (`<digest>\t<1|0>\t<json>`): a summarised tool's entry is then its line.
 */
const FORMAT = 2;

/** One project's cached Markdown tool entries (see module comment). */
export class ToolEntries implements KnownEntries {
  private constructor(private readonly shards: LineShards) {}

  /**
   * The entries of the project at `root` (see cacheDir) for a run with `config` by the toolc build whose
   * fingerprint is `toolc` (results/fingerprint.ts: given, since the catalog stands below the result cache).
   */
  static open(root: string, config: ToolcConfig, toolc: string): ToolEntries {
    const context = contentHash(`${toolc}\u0000${JSON.stringify(config)}`);
    return new ToolEntries(new LineShards(cacheDir(root), "catalog-tools-", JSON.stringify({ format: FORMAT, context })));
  }

  /** How the entry of the file at `path` was written when its text was `text` as now. */
  reuse(path: string, text: string | SourceText): WrittenEntry | undefined {
    const payload = this.shards.get(path, textHash(text));
    const tab = payload?.indexOf("\t") ?? -1;
    if (tab <= 0 || payload!.charCodeAt(tab + 2) !== 9) return undefined;
    const flag = payload![tab + 1];
    const json = payload!.slice(tab + 3);
    // Lines are written whole (through a renamed temporary file); one cut short some other way is a miss.
    const whole = payload!.startsWith("#") && (flag === "0" || flag === "1") && json.startsWith("{") && json.endsWith("}");
    return whole ? { json, digest: payload!.slice(0, tab), faithful: flag === "1" } : undefined;
  }

  /** Keeps how the entry of the file at `path`, whose text is `text`, is written. */
  record(path: string, text: string | SourceText, written: WrittenEntry): void {
    this.shards.set(path, textHash(text), `${written.digest}\t${written.faithful ? 1 : 0}\t${written.json}`);
  }

  /** Writes the shards where an entry changed, appeared or went. */
  save(): void {
    this.shards.save();
  }
}
