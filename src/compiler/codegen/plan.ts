/**
 * What the output tree consists of, decided without printing anything: every file's path and sources, and
 * either its final text (JSON: cheap to build; a prompt block, with its input hash, built only when not kept) or
 * the code job its builder prints (code-jobs.ts) with the job's input hash (hash.ts). Pure and light (no
 * ts-morph, no prettier, no ajv), so `--check` and an unchanged re-run plan everything and build nothing. Given the
 * last planning's records (plan-records.ts), a file whose inputs are unchanged takes its input hash from them, and
 * its job is made only if it is built.
 * @see ../../../../shared/spec/README.md §5
 */
import type { Catalog, CatalogTool } from "../../runtime/catalog.js";
import type { BuiltCatalog, WrittenEntry } from "../catalog/index.js";
import { ownValue } from "../own.js";
import { catalogBase } from "./catalog-base.js";
import { catalogJsonParts } from "./catalog-json.js";
import type { CodeJob } from "./code-jobs.js";
import { fileInputHash, hashContext, namesDigest, rememberDigest, toolFileInputHash, type HashMemo } from "./hash.js";
import { headerLine, sha256 } from "./header.js";
import { agentNamesOf, allocateNames, toolNamesOf, toolStem, type GeneratedNames, type ToolNames } from "./names.js";
import { planAgents } from "./plan-agents.js";
import { PlanRecords } from "./plan-records.js";
import { TextSlots } from "./slots.js";
import { callDoc } from "./doc-comment.js";
import { NO_CHECK_LINE, validatorEntries, VALIDATORS_FILE, type ValidatorEntry } from "./validators.js";

/** Options of {@link planOutput}. */
export interface PlanOptions {
  /** Project files each tool (by catalog key) and agent (by name) comes from; used in headers and the manifest. */
  sources: Record<string, string[]>;
  /** The toolc version, part of every input hash. */
  toolVersion: string;
  /** catalog.json lines and digests of tool entries written already (the catalog's {@link BuiltCatalog.written}). */
  written?: WeakMap<object, WrittenEntry>;
  /** The records of the last planning for the same `out` (plan-records.ts): input hashes are taken from them where nothing they depend on changed. */
  records?: PlanRecords;
  /**
   * The bytes of the catalog.json in `out`: when they are the catalog.json of the last planning (`records`), the new
   * one is spliced from them as bytes (catalog-base.ts). For a caller that takes files as bytes (`toolc compile`).
   */
  lastCatalog?: Buffer;
  /** The text hash of a Markdown tool's one source file, by catalog key, kept in its record (delta.ts). */
  sourceHash?: (key: string) => string | undefined;
  /** What the catalog's entries were built in besides their sources (toolc build, configuration), kept with the records. */
  sourcesContext?: string;
}

/**
 * A generated file that is not printed: its text is known at once (catalog.json's as bytes when spliced, with its
 * sha256), or (with `input`) built only if it is not kept.
 */
export type PlannedText = { path: string; sources: string[] } & (
  | { content: string | Uint8Array; input?: undefined; sha256?: string }
  | {
      /** Hash of what the text is built from, as a code file's (hash.ts): the manifest records it, and a file on disk from the same input is kept. */
      input: string;
      content: () => string;
      sha256?: undefined;
    }
);

/** What a code file is built from: printed from `job`, formatted, then `slots` filled in (and, for validators.ts, ajv's code appended). */
export interface CodeBuild {
  job: CodeJob;
  /** The long literals kept out of prettier (slots.ts). */
  slots?: TextSlots;
  /** validators.ts: the schemas whose ajv code follows the formatted types. */
  validators?: ValidatorEntry[];
  /**
   * With `slots`: the hash of what the formatted text before its slots are filled is a function of (with the
   * builders' versions), under which that text is kept for the next build (skeleton-store.ts).
   */
  skeleton?: string;
}

/** A generated code file. */
export interface PlannedCode {
  path: string;
  sources: string[];
  kind: CodeJob["kind"];
  /** Hash of everything its build depends on, with toolc version and generator revision (hash.ts). */
  input: string;
  /** Its job, slots and validators, made only for a file that is built (most files of a run after one edit are not). */
  make: () => CodeBuild;
}

/** Every file of the output tree but the manifest, and the records the next planning starts from. */
export interface OutputPlan {
  texts: PlannedText[];
  code: PlannedCode[];
  records: PlanRecords;
}

/** What planning one file needs of the whole planning: the options, hash memo, the last planning's records, the plan being made (with its records). */
export interface Planning {
  opts: PlanOptions;
  memo: HashMemo;
  /** The last planning's records, when they were made by this generator (the same context). */
  previous: PlanRecords | undefined;
  plan: OutputPlan;
  names: GeneratedNames;
}

/** Plans the output tree of `catalog` (see module comment). */
export function planOutput(catalog: Catalog, opts: PlanOptions): OutputPlan {
  const context = hashContext(opts.toolVersion);
  const { toolKeys, agentNames, keys } = keysOf(catalog);
  const previous = opts.records?.context === context ? opts.records : undefined;
  const names = (previous?.keys === keys && restoredNames(toolKeys, agentNames, previous)) || allocateNames(catalog);
  const planning: Planning = { opts, memo: new WeakMap(), previous, plan: { texts: [], code: [], records: new PlanRecords(keys, context) }, names };
  const toolSources = new Map([...names.tools.keys()].map((k) => [k, toolSourcesOf(k, catalog.tools[k]!, opts)]));
  // catalog.json writes each tool canonically: that text is the tool's digest input, not written twice.
  const written = catalogJsonParts(catalog, opts.written, catalogBase(opts.lastCatalog, previous));
  for (const [key, n] of names.tools) planTool(catalog.tools[key]!, n, toolSources.get(key)!, written.digests.get(key)!, planning);
  const agentSources = planAgents(catalog, toolSources, planning);
  const everything = [...[...toolSources.values()].flat(), ...agentSources];
  const validators = validatorEntries(catalog, names);
  const validatorSources = validators.flatMap((e) => toolSources.get(e.key) ?? []);
  // Both name every source: one header, made once (on 10,000 tools, the longest list there is).
  const shared = headerLine(everything);
  addIndex(names, shared, everything, planning);
  addCode({ job: { kind: "types", path: "types.ts", header: shared } }, everything, planning);
  const header = `${headerLine(validatorSources)}\n${NO_CHECK_LINE}`;
  addCode({ job: { kind: "validator-types", path: VALIDATORS_FILE, header }, validators }, validatorSources, planning);
  const catalogSha = sha256(written.text);
  planning.plan.records.catalog = catalogSha;
  planning.plan.records.sourcesContext = opts.sourcesContext;
  planning.plan.texts.push({ path: "catalog.json", sources: everything, content: written.text, sha256: catalogSha });
  return planning.plan;
}

/** The sorted catalog keys and agent names, and their digest: what name allocation is a function of (plan-records.ts `keys`). */
export function keysOf(catalog: Catalog): { toolKeys: string[]; agentNames: string[]; keys: string } {
  const toolKeys = Object.keys(catalog.tools).sort();
  const agentNames = Object.keys(catalog.agents).sort();
  return { toolKeys, agentNames, keys: sha256(JSON.stringify([toolKeys, agentNames])) };
}

/** Plans one tool's file: its input hash from the records when its digest, names and sources are as they were. */
export function planTool(tool: CatalogTool, n: ToolNames, sources: string[], digest: string, planning: Planning): void {
  const { memo, opts } = planning;
  rememberDigest(tool, memo, digest);
  const job = (): Extract<CodeJob, { kind: "tool" }> => ({ kind: "tool", path: n.file, header: headerLine(sources), tool, names: n });
  // The description is the call's JSDoc, a slot: a change to it alone leaves the text to format as it was (skeleton).
  const make = (): CodeBuild => {
    const bare = job();
    const skeleton = fileInputHash(n.file, { ...bare, tool: { ...tool, description: "" } }, opts.toolVersion, memo);
    const slots = new TextSlots(skeleton.slice(0, 16));
    return { job: { ...bare, doc: slots.doc(callDoc(tool)) }, slots, skeleton };
  };
  const sourcesJson = JSON.stringify(sources);
  const kept = planning.previous?.tool(n.key);
  const same = kept !== undefined && kept.digest === digest && kept.sources === sourcesJson && kept.pascal === n.pascal && kept.stem === toolStem(n);
  const input = same ? kept.input : toolFileInputHash(job(), opts.toolVersion, rememberNames(memo, [n]));
  const source = opts.sourceHash?.(n.key);
  planning.plan.records.setTool(n, { digest, sources: sourcesJson, input, ...(source ? { source } : {}) });
  planning.plan.code.push({ path: n.file, sources, kind: "tool", input, make });
}

/** `memo` with the digest of each of `names` in it: a job holding names is hashed with their digests. */
function rememberNames(memo: HashMemo, names: Iterable<ToolNames>): HashMemo {
  for (const n of names) rememberDigest(n, memo, namesDigest(n));
  return memo;
}

/** The input hash of a code file's build: its job, slot digest and validators, an agent's tools' names written as their digests. */
export function buildInputHash({ job, slots, validators }: CodeBuild, planning: Planning): string {
  return fileInputHash(job.path, [job, slots?.digest(), validators], planning.opts.toolVersion, planning.memo);
}

/** Plans a code file whose build is made now: its input hash is taken of it. */
function addCode(made: CodeBuild, sources: string[], planning: Planning): void {
  planning.plan.code.push({ path: made.job.path, sources, kind: made.job.kind, input: buildInputHash(made, planning), make: () => made });
}

/** The names of the last planning, when its keys digest is this one's and it has a record of every tool and agent. */
function restoredNames(toolKeys: readonly string[], agentNames: readonly string[], records: PlanRecords): GeneratedNames | undefined {
  if (!records.coversAll(toolKeys, agentNames)) return undefined;
  const tools = new Map(toolKeys.map((key) => [key, toolNamesOf(key, records.tool(key)!.pascal, records.tool(key)!.stem)]));
  const agents = new Map(agentNames.map((name) => [name, agentNamesOf(name, records.agent(name)!.pascal, records.agent(name)!.stem)]));
  return { tools, agents };
}

/** Plans `index.ts`: its two module maps (a line per agent and per tool) are slots, kept out of prettier. */
function addIndex(names: GeneratedNames, header: string, sources: string[], planning: Planning): void {
  const agents = moduleMap(names.agents);
  const tools = moduleMap(names.tools);
  const slots = new TextSlots(sha256(`${agents}\u0000${tools}`).slice(0, 16));
  const literals = { agentModules: slots.expression(agents), toolModules: slots.expression(tools) };
  addCode({ job: { kind: "index", path: "index.ts", header, literals }, slots }, sources, planning);
}

/**
 * `{ "<name>": "./<module>", … } as const`. A `__proto__` key is written computed (`["__proto__"]`): in an
 * object literal the plain form would set the prototype (ignored for a string) instead of a property.
 */
function moduleMap(entries: Iterable<[string, { module: string }]>): string {
  const lines = [...entries].map(([key, n]) => `  ${key === "__proto__" ? '["__proto__"]' : JSON.stringify(key)}: ${JSON.stringify(`./${n.module}`)},`);
  return lines.length === 0 ? "{} as const" : `{\n${lines.join("\n")}\n} as const`;
}

/** A tool's source files: from `opts.sources`, else derived from its provenance. */
export function toolSourcesOf(key: string, tool: CatalogTool, opts: PlanOptions): string[] {
  const given = ownValue(opts.sources, key);
  if (given && given.length > 0) return given;
  if (tool.kind === "http") return [tool.provenance.replace(/^http:/, "")];
  if (tool.kind === "authored" && tool.authored) return [`${tool.authored.dir}/tool.yaml`];
  if (tool.kind === "mcp") {
    const m = /^mcp:(.*):[^:]*$/.exec(tool.provenance);
    if (m) return [m[1]!];
  }
  return [tool.provenance];
}
