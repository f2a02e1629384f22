/**
 * Generation after a change to the descriptions of a few tools, planned from the last generation instead of from
 * scratch. After one edit in 10,000 tools a full planning still built every entry of the catalog, planned every tool
 * and agent from its record, checked 10,500 files for reuse and listed them all in a new manifest (about half a
 * second); what changed was one tool's file, the agents that enable it, catalog.json and the manifest.
 *
 * The catalog comes with the Markdown tools whose file is unchanged since the last generation carried
 * ({@link carriedFrom}: same source text hash, path, toolc build and configuration as their record): their entries are
 * stand-ins, their catalog.json lines the last one's. The delta then holds only when everything else but tool
 * descriptions is as the last generation left it: the same tool keys and agent names (so the same names), every byte of
 * catalog.json outside the tools' lines the same (agents, entry agent, providers), each tool whose entry changed changed
 * in its description alone (so no schema, validator, name or source changed), and every file not planned again still
 * on disk as the last manifest lists it. Then it plans only the changed tools' files and the files of the agents that
 * enable them, splices catalog.json (catalog-base.ts), and writes the manifest and records of the last generation with
 * those entries replaced: the same bytes as a full generation (`delta.test.ts` holds the two together). Otherwise it
 * returns nothing and the caller generates in full.
 */
import type { Catalog, CatalogTool } from "../../runtime/catalog.js";
import type { BuiltCatalog } from "../catalog/index.js";
import { sortedJson } from "../catalog/sorted-json.js";
import { textHash } from "../cache/store.js";
import type { MdTool } from "../model/types.js";
import { timed } from "../timing/index.js";
import { baseEntry, catalogBase, toolsSection, type CatalogBase } from "./catalog-base.js";
import { catalogJsonParts } from "./catalog-json.js";
import type { DiskHashes } from "./disk-hashes.js";
import { keepFromDisk } from "./emit.js";
import { manifestEntries, manifestJson, treeOf, type GeneratedTree } from "./generate.js";
import { splicedManifest } from "./manifest-splice.js";
import { hashContext, rememberDigest } from "./hash.js";
import { sha256, type Manifest } from "./header.js";
import { agentNamesOf, toolNamesOf, type GeneratedNames } from "./names.js";
import { checkedPath } from "./out-dir.js";
import { planAgents } from "./plan-agents.js";
import { PlanRecords } from "./plan-records.js";
import { keysOf, planTool, toolSourcesOf, type OutputPlan, type PlanOptions, type Planning } from "./plan.js";
import type { WarmBuilder } from "./prewarm.js";
import type { Skeletons } from "./skeleton-store.js";

let planned = 0;

/** How many generations this process planned as a delta (for tests: whether one was). */
export function deltasPlanned(): number {
  return planned;
}

/** More Markdown tools changed than this, and everything is planned (a delta plans each one alone). */
export const MAX_CHANGED = 64;

/**
 * Which Markdown tools the catalog may carry from the last generation, whose `records` were made with the same
 * `sourcesContext`: those whose record has their file's text hash and path. Undefined when there is no such
 * generation or more than {@link MAX_CHANGED} tools changed.
 */
export function carriedFrom(records: PlanRecords | undefined, sourcesContext: string, mdTools: readonly MdTool[]): ((file: MdTool) => boolean) | undefined {
  if (!records?.catalog || records.sourcesContext !== sourcesContext) return undefined;
  const carried = new Set<MdTool>();
  let changed = 0;
  for (const file of mdTools) {
    const record = records.tool(file.label);
    if (record?.source !== undefined && record.source === textHash(file.source) && record.sources === onlySource(file.path)) carried.add(file);
    else if (++changed > MAX_CHANGED) return undefined;
  }
  return (file) => carried.has(file);
}

/** A record's `sources` of the one file `path`: `JSON.stringify([path])`, written without it for a path that needs no escape. */
function onlySource(path: string): string {
  return PLAIN_PATH.test(path) ? `["${path}"]` : JSON.stringify([path]);
}

/** Printable ASCII but `"` and `\`: what JSON writes as it is. */
const PLAIN_PATH = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** What {@link generateDelta} needs besides the catalog: the plan options, the last generation's records and what `out` holds. */
export interface DeltaOptions extends Omit<PlanOptions, "records" | "lastCatalog" | "written"> {
  records: PlanRecords;
  outDir: string;
  /** The bytes of the catalog.json in `out`, and its manifest. */
  lastCatalog: Buffer | undefined;
  previous: Manifest | null;
  /** The last manifest's text. */
  previousText?: string;
  disk: DiskHashes;
  builder?: WarmBuilder;
  skeletons?: Skeletons;
}

/** The delta of `built` over the last generation (see module comment); undefined when it does not hold. */
export async function generateDelta(built: BuiltCatalog, opts: DeltaOptions): Promise<GeneratedTree | undefined> {
  const { catalog, carried } = built;
  const { records, previous } = opts;
  if (records.context !== hashContext(opts.toolVersion) || previous?.files["catalog.json"]?.sha256 !== records.catalog) return undefined;
  const base = timed("generate: base", () => catalogBase(opts.lastCatalog, records));
  if (!base || !sameKeys(catalog, records)) return undefined;
  const json = timed("generate: catalog.json", () => catalogJsonParts(catalog, built.written, base, carried));
  const text = json.text as Buffer;
  if (!outsideToolsSame(base, text)) return undefined;
  const changed = [...json.digests].filter(([key, digest]) => !carried.has(key) && records.tool(key)!.digest !== digest).map(([key]) => key);
  if (changed.length > MAX_CHANGED || !changed.every((key) => descriptionOnly(base, key, catalog.tools[key]!))) return undefined;
  const plan = timed("generate: plan", () => planDelta(catalog, carried, base, changed, json.digests, opts));
  const catalogSha = sha256(text);
  plan.texts.push({ path: "catalog.json", sources: previous!.files["catalog.json"]!.sources, content: text, sha256: catalogSha });
  const kept = timed("generate: verify", () => unplannedOnDisk(plan, previous!, opts.disk));
  if (!kept) return undefined;
  planned++;
  // The last planning's records, with this one's in their places: what a full planning would record.
  records.absorb(plan.records);
  records.catalog = catalogSha;
  recordSources(records, json.digests.keys(), (key) => carried.has(key) || plan.records.tool(key) !== undefined, opts.sourceHash);
  return emitPlanned({ ...plan, records }, kept, opts);
}

/** Records, for each of `keys` not `planned` (its text changed, its entry did not), its source text hash as it is now. */
function recordSources(records: PlanRecords, keys: Iterable<string>, skip: (key: string) => boolean, sourceHash: ((key: string) => string | undefined) | undefined): void {
  for (const key of keys) {
    if (skip(key)) continue;
    const source = sourceHash?.(key);
    if (source !== records.tool(key)!.source) records.setSource(key, source);
  }
}

/** Whether the catalog's tool keys and agent names are those the records were planned for (and so are the names). */
function sameKeys(catalog: Catalog, records: PlanRecords): boolean {
  const { toolKeys, agentNames, keys } = keysOf(catalog);
  return keys === records.keys && records.coversAll(toolKeys, agentNames);
}

/** Whether `text` (the new catalog.json) has the base's bytes before and after the tools' lines. */
function outsideToolsSame(base: CatalogBase, text: Buffer): boolean {
  const section = toolsSection(text, base.keys.length);
  const { bytes, section: old } = base;
  return section !== undefined && text.subarray(0, section.start).equals(bytes.subarray(0, old.start)) && text.subarray(section.end).equals(bytes.subarray(old.end));
}

/** Whether `tool`'s entry differs from the base's entry of `key` in its description alone. */
function descriptionOnly(base: CatalogBase, key: string, tool: CatalogTool): boolean {
  const old = baseEntry(base, key);
  if (old === undefined) return false;
  const without = (entry: CatalogTool) => sortedJson({ ...entry, description: "" });
  return without(JSON.parse(old) as CatalogTool) === without(tool);
}

/** Plans the files of the `changed` tools and of the agents that enable one (its records: of those files alone). */
function planDelta(catalog: Catalog, carried: ReadonlySet<string>, base: CatalogBase, changed: readonly string[], digests: ReadonlyMap<string, string>, opts: DeltaOptions): OutputPlan {
  const { records } = opts;
  const changedSet = new Set(changed);
  const agents = Object.keys(catalog.agents).filter((name) => Object.values(catalog.agents[name]!.tools).some((grant) => changedSet.has(grant.ref)));
  const granted = agents.flatMap((name) => Object.values(catalog.agents[name]!.tools).map((grant) => grant.ref));
  const needed = new Set([...changed, ...granted.filter((key) => Object.hasOwn(catalog.tools, key))]);
  // The entries the planned files are made of: a carried tool's parsed from its line.
  const tools: Record<string, CatalogTool> = Object.create(null) as Record<string, CatalogTool>;
  const names: GeneratedNames = { tools: new Map(), agents: new Map() };
  const memo = new WeakMap<object, string>();
  for (const key of [...needed].sort()) {
    const tool = carried.has(key) ? (JSON.parse(baseEntry(base, key)!) as CatalogTool) : catalog.tools[key]!;
    const record = records.tool(key)!;
    tools[key] = tool;
    names.tools.set(key, toolNamesOf(key, record.pascal, record.stem));
    rememberDigest(tool, memo, digests.get(key)!);
  }
  for (const name of agents.sort()) names.agents.set(name, agentNamesOf(name, records.agent(name)!.pascal, records.agent(name)!.stem));
  const planOpts: PlanOptions = { sources: opts.sources, toolVersion: opts.toolVersion, ...(opts.sourceHash ? { sourceHash: opts.sourceHash } : {}) };
  // The records of the files planned here alone: the last planning's take them once the delta holds.
  const planning: Planning = { opts: planOpts, memo, previous: records, plan: { texts: [], code: [], records: new PlanRecords(records.keys, records.context) }, names };
  const view: Catalog = { ...catalog, tools };
  const toolSources = new Map([...needed].map((key) => [key, toolSourcesOf(key, tools[key]!, planOpts)]));
  for (const key of changed) planTool(tools[key]!, names.tools.get(key)!, toolSources.get(key)!, digests.get(key)!, planning);
  planAgents(view, toolSources, planning);
  return planning.plan;
}

/**
 * The last manifest's files that were not planned again, when each is still on disk with the hash it lists (then it
 * is kept there, unread); undefined when one is not.
 */
function unplannedOnDisk(plan: OutputPlan, previous: Manifest, disk: DiskHashes): string[] | undefined {
  const planned = new Set([...plan.texts, ...plan.code].map((file) => file.path));
  const kept: string[] = [];
  for (const [path, entry] of Object.entries(previous.files)) {
    if (planned.has(path)) continue;
    if (disk.sha256(checkedPath(path)) !== entry.sha256) return undefined;
    kept.push(path);
  }
  return kept;
}

/** Builds the planned files that `out` does not hold already, and the manifest of them and of `unplanned`. */
async function emitPlanned(plan: OutputPlan, unplanned: string[], opts: DeltaOptions): Promise<GeneratedTree> {
  // A file not built leaves its skeleton for a later build.
  for (const path of unplanned) opts.skeletons?.keep(path);
  const reuse = await keepFromDisk(opts.outDir, opts.disk, opts.previous);
  const build = { reuse, ...(opts.builder ? { builder: opts.builder } : {}), ...(opts.skeletons ? { skeletons: opts.skeletons } : {}) };
  return treeOf(plan, build, [...unplanned], (files, hashes) => {
    const entries = manifestEntries(plan, files, hashes);
    const whole = () => manifestJson({ ...Object.fromEntries(unplanned.map((path) => [path, opts.previous!.files[path]!])), ...entries }, opts.toolVersion);
    return (opts.previousText !== undefined ? splicedManifest(opts.previousText, entries, opts.toolVersion) : undefined) ?? whole();
  });
}
