/**
 * The catalog entries of Markdown tools, kept across runs with their `catalog.json` lines: a tool file whose
 * text is unchanged gets its entry back by parsing its line, instead of being built, sorted and written
 * again. After one edit in 10,000 tools, the catalog and catalog.json are then a parse of 10,000 short lines
 * and one tool built. An entry is a function of the file's path and text, the configuration and the toolc
 * build (the header's `context`), so a change to any of those discards the cache.
 *
 * Only entries that read back as they were are kept: plain data with finite numbers, no `undefined` and no
 * object reached twice (a YAML alias), so the parsed entry generates what the built one does.
 */
import { LineShards } from "../cache/line-shards.js";
import { cacheDir, contentHash } from "../cache/store.js";
import type { ToolcConfig } from "../config/types.js";
import type { CatalogTool } from "../../runtime/catalog.js";
import type { KnownEntries, WrittenEntry } from "./index.js";

/** 1: a Markdown tool's catalog entry as its digest and catalog.json line (`<digest>\t<json>`), by file. */
const FORMAT = 1;

/** One project's cached Markdown tool entries (see module comment). */
export class ToolEntries implements KnownEntries {
  private constructor(private readonly shards: LineShards) {}

  /**
   * The entries of the project at `root` (see cacheDir) for a run with `config` by the toolc build whose
   * fingerprint is `toolc` (results/fingerprint.ts: given, since the catalog stands below the result cache).
   */
  static open(root: string, config: ToolcConfig, toolc: string): ToolEntries {
    const context = contentHash(`${toolc}\u0000${JSON.stringify(config)}`);
    return new ToolEntries(new LineShards(cacheDir(root), "catalog-tools-", JSON.stringify({ format: FORMAT, context }), false));
  }

  /** The entry built before from the file at `path` when its text is still `text`, with its line. */
  reuse(path: string, text: string): { tool: CatalogTool; written: WrittenEntry } | undefined {
    const payload = this.shards.get(path, contentHash(text));
    const tab = payload?.indexOf("\t") ?? -1;
    if (tab <= 0) return undefined;
    const json = payload!.slice(tab + 1);
    try {
      return { tool: JSON.parse(json) as CatalogTool, written: { json, digest: payload!.slice(0, tab) } };
    } catch {
      return undefined;
    }
  }

  /** Keeps `tool`, built from the file at `path` whose text is `text`, as `written` — if it reads back the same. */
  record(path: string, text: string, tool: CatalogTool, written: WrittenEntry): void {
    if (readsBackTheSame(tool)) this.shards.set(path, contentHash(text), `${written.digest}\t${written.json}`);
  }

  /** Writes the shards where an entry changed, appeared or went. */
  save(): void {
    this.shards.save();
  }
}

/** Whether `JSON.parse(JSON.stringify(value))` is `value` again: JSON values only, each object reached once. */
export function readsBackTheSame(value: unknown, seen = new Set<object>()): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== "object" || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) {
    // A hole reads back as null.
    for (let i = 0; i < value.length; i++) if (!(i in value) || !readsBackTheSame(value[i], seen)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key of Object.keys(value)) if (!readsBackTheSame((value as Record<string, unknown>)[key], seen)) return false;
  return true;
}
