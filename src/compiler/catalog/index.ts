/**
 * The catalog builder: the definition model of a checked project → the one resolved Catalog that code generation writes to
 * `catalog.json` and the runtime executes. Only called when checking found no errors.
 * @see ../../../../shared/spec/README.md §2, §5
 */
import type { Catalog, CatalogAgent, CatalogTool, MdPermission, StrictProvider } from "../../runtime/catalog.js";
import { byCodePoint } from "../discover/index.js";
import { isDeepStrictEqual } from "node:util";
import { isLazy, mdToolPermission } from "../model/lazy.js";
import type { MdTool, Model } from "../model/types.js";
import type { SourceText } from "../source/text.js";
import { setOwn } from "../own.js";
import { coreAgent, coreTools } from "./core.js";
import { mdAgent, mdBuiltinTool, mdTool } from "./markdown.js";
import { entryHead, lazyEntry, type EntryHead } from "./lazy-entry.js";
import { isStrictProvider, strictSchema } from "./strict-schema.js";
import { sortedJson, writtenDigest } from "./sorted-json.js";

/** The catalog plus, per tool key and agent name, the source files they came from (for file headers). */
export interface BuiltCatalog {
  catalog: Catalog;
  sources: Record<string, string[]>;
  /** Tool entries whose catalog.json line is known already (with {@link KnownEntries}): entry → its line and digest. */
  written: WeakMap<CatalogTool, WrittenEntry>;
  /**
   * The keys of Markdown tools carried from the last generation (see {@link buildCatalog}'s `carry`): their entries
   * are stand-ins holding only name, kind and permission, for code generation's delta (codegen/delta.ts) alone.
   */
  carried: ReadonlySet<string>;
}

/** A tool entry as catalog.json writes it ({@link sortedJson}), and its {@link writtenDigest}. */
export interface WrittenEntry {
  readonly json: string;
  readonly digest: string;
  /**
   * Present when `JSON.parse(json)` gives the entry itself, keys in the same order (no `.inf`, `-0` or Buffer in
   * it): the entry's keys and small fields, for a {@link lazyEntry} that parses `json` only if asked.
   */
  readonly head?: EntryHead;
}

/** How earlier runs wrote the entries of Markdown tools (tool-entries.ts), and where this run's go. */
export interface KnownEntries {
  /** Keeps the entry of the file at `path` unread, for a later run (its tool was carried). */
  keep?(path: string): void;
  /** How the entry of the file at `path` was written when its text was `text` as now; undefined when unknown. */
  reuse(path: string, text: string | SourceText): WrittenEntry | undefined;
  /** Offers how the entry built now from the file at `path`, whose text is `text`, is written. */
  record(path: string, text: string | SourceText, written: WrittenEntry): void;
}

/**
 * Builds the catalog of a project that passed checking, from its definition model; with `known`, the
 * catalog.json line and digest of a Markdown tool whose file is unchanged are taken from it (the entry is built
 * all the same: building it costs less than parsing its line), and the others' are offered to it. A Markdown tool
 * `carry` says yes to (its file unchanged since the last generation) gets a stand-in entry, listed in `carried`.
 */
export function buildCatalog(model: Model, known?: KnownEntries, carry?: (file: MdTool) => boolean): BuiltCatalog {
  const tools = new Map<string, CatalogTool>();
  const agents = new Map<string, CatalogAgent>();
  const sources: Record<string, string[]> = {};
  const written = new WeakMap<CatalogTool, WrittenEntry>();
  const built: { file: MdTool; tool: CatalogTool }[] = [];
  const carried = new Set<string>();
  if (model.mdAgents.length > 0 || model.mdTools.length > 0) {
    for (const builtin of model.config.markdown.builtins) tools.set(builtin.name, mdBuiltinTool(builtin));
    for (const file of model.mdTools) {
      if (carry?.(file)) {
        // No source listed: a plan derives it from the provenance, as this tool's entry would give it.
        const stand = new CarriedTool(file) as unknown as CatalogTool;
        carried.add(stand.name);
        known?.keep?.(file.path);
        tools.set(stand.name, stand);
        continue;
      }
      const reused = known?.reuse(file.path, file.source);
      // A summarised tool is not read whole for its entry: its line reads back as the entry it was written from.
      const tool = reused?.head && isLazy(file) ? readBack(reused.json, reused.head) : mdTool(file);
      if (reused) written.set(tool, reused);
      else if (known) built.push({ file, tool });
      tools.set(tool.name, tool);
      setOwn(sources, tool.name, [file.path]);
    }
    for (const file of model.mdAgents) {
      const agent = mdAgent(file, tools);
      agents.set(agent.name, agent);
      setOwn(sources, agent.name, [file.path]);
    }
  }
  const coreEntries = model.cores.map((core) => ({ core, tools: coreTools(model, core) }));
  const authoredNames = countNames(coreEntries.flatMap((entry) => entry.tools.filter((t) => t.kind === "authored").map((t) => t.name)));
  for (const { core, tools: list } of coreEntries) {
    const keys = new Map<string, string>();
    for (const tool of list) {
      const key = tool.kind === "authored" && (authoredNames.get(tool.name) ?? 0) > 1 ? `${core.id ?? core.root}/${tool.name}` : tool.name;
      keys.set(tool.name, key);
      if (!tools.has(key) || tool.kind === "authored") {
        tools.set(key, tool);
        // Its key's entry is this tool's now, not a carried Markdown tool's.
        carried.delete(key);
      }
      if (tool.authored) setOwn(sources, key, [`${tool.authored.dir}/tool.yaml`]);
    }
    const agent = coreAgent(model, core, list, keys);
    if (agent) {
      agents.set(agent.name, agent);
      setOwn(sources, agent.name, [core.path]);
    }
  }
  const strictProviders = [...new Set(model.config.providers.filter(isStrictProvider))].sort();
  // A carried entry was marked when it was written.
  for (const [key, tool] of tools) if (!carried.has(key)) markForProviders(tool, strictProviders);
  if (known) recordBuilt(built, known, written);
  return {
    catalog: {
      version: 1,
      entryAgent: model.config.markdown.entryAgent,
      tools: sortedRecord(tools),
      agents: sortedRecord(agents),
      ...(strictProviders.length > 0 ? { strictProviders } : {}),
    },
    sources,
    written,
    carried,
  };
}

/**
 * A carried Markdown tool's stand-in: what building the agents (mdAgent: its permission, asked only of a grant that
 * sets none) and planning (its provenance, for its sources) ask of it. A class, so that 10,000 of them cost an object each.
 */
class CarriedTool {
  readonly kind = "http";
  readonly name: string;
  readonly provenance: string;
  constructor(private readonly file: MdTool) {
    this.name = file.label;
    this.provenance = `http:${file.path}`;
  }

  get permission(): MdPermission {
    return (mdToolPermission(this.file) ?? "confirm") as MdPermission;
  }
}

/** The entry a line that reads back (it has a head) stands for: lazily, or parsed now when the head cannot say. */
function readBack(json: string, head: EntryHead): CatalogTool {
  return lazyEntry(json, head) ?? (JSON.parse(json) as CatalogTool);
}

/** Writes each Markdown tool built afresh, as catalog.json will, and offers it to `known`. */
function recordBuilt(built: readonly { file: MdTool; tool: CatalogTool }[], known: KnownEntries, written: WeakMap<CatalogTool, WrittenEntry>): void {
  for (const { file, tool } of built) {
    const json = sortedJson(tool);
    const back = readsBack(json, tool);
    const entry: WrittenEntry = { json, digest: writtenDigest(json), ...(back ? { head: entryHead(back) } : {}) };
    written.set(tool, entry);
    known.record(file.path, file.source, entry);
  }
}

/**
 * What `json` parses back into, when that is `tool` exactly: the same values (deeply, `-0` and `NaN` told apart)
 * in the same key order; undefined otherwise.
 */
function readsBack(json: string, tool: CatalogTool): CatalogTool | undefined {
  const back = JSON.parse(json) as CatalogTool;
  return isDeepStrictEqual(back, tool) && JSON.stringify(back) === JSON.stringify(tool) ? back : undefined;
}

/**
 * What the runtime must know about a tool beyond its definition: that the host executes it (builtins, MCP),
 * and which properties the `openai-strict` transform made nullable (their `null` means absent).
 */
function markForProviders(tool: CatalogTool, strictProviders: readonly StrictProvider[]): void {
  if (tool.kind === "builtin" || tool.kind === "mcp") tool.hostExecuted = true;
  if (!strictProviders.includes("openai-strict")) return;
  const { nullable } = strictSchema(tool.inputSchema, "openai-strict");
  if (nullable.length > 0) tool.nullableAbsent = nullable;
}

function countNames(names: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

function sortedRecord<T>(map: Map<string, T>): Record<string, T> {
  return Object.fromEntries([...map].sort(([a], [b]) => byCodePoint(a, b)));
}
