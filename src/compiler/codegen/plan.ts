/**
 * What the output tree consists of, decided without printing anything: every file's path and sources, and
 * either its final text (JSON: cheap to build; a prompt block, with its input hash, built only when not kept) or
 * the code job its builder prints (code-jobs.ts) with the job's input hash (hash.ts). Pure and light (no
 * ts-morph, no prettier, no ajv), so `--check` and an unchanged re-run plan everything and build nothing.
 * @see ../../../../shared/spec/README.md §5
 */
import type { NativeToolRefs } from "../../runtime/adapters/native.js";
import type { Catalog, CatalogAgent, CatalogTool } from "../../runtime/catalog.js";
import type { BuiltCatalog, WrittenEntry } from "../catalog/index.js";
import { writtenDigest } from "../catalog/sorted-json.js";
import { ownValue } from "../own.js";
import { agentTools } from "./agent-tools.js";
import { catalogJsonParts } from "./catalog-json.js";
import type { CodeJob } from "./code-jobs.js";
import { fileInputHash, namesDigest, rememberDigest, toolFileInputHash, type HashMemo } from "./hash.js";
import { headerLine, sha256 } from "./header.js";
import { allocateNames, type GeneratedNames } from "./names.js";
import { promptMarkdown } from "./prompts.js";
import { TextSlots } from "./slots.js";
import { toolRefs, toolsJson } from "./tools-json.js";
import { NO_CHECK_LINE, validatorEntries, VALIDATORS_FILE, type ValidatorEntry } from "./validators.js";

/** Options of {@link planOutput}. */
export interface PlanOptions {
  /** Project files each tool (by catalog key) and agent (by name) comes from; used in headers and the manifest. */
  sources: Record<string, string[]>;
  /** The toolc version, part of every input hash. */
  toolVersion: string;
  /** catalog.json lines and digests of tool entries written already (the catalog's {@link BuiltCatalog.written}). */
  written?: WeakMap<object, WrittenEntry>;
}

/** A generated file that is not printed: its text is known at once, or (with `input`) built only if it is not kept. */
export type PlannedText = { path: string; sources: string[] } & (
  | { content: string; input?: undefined }
  | {
      /** Hash of what the text is built from, as a code file's (hash.ts): the manifest records it, and a file on disk from the same input is kept. */
      input: string;
      content: () => string;
    }
);

/** A generated code file: printed from `job`, formatted, then `slots` filled in (and, for validators.ts, ajv's code appended). */
export interface PlannedCode {
  path: string;
  sources: string[];
  job: CodeJob;
  /** The long literals kept out of prettier (slots.ts). */
  slots?: TextSlots;
  /** validators.ts: the schemas whose ajv code follows the formatted types. */
  validators?: ValidatorEntry[];
  /** Hash of everything above that the text depends on, with toolc version and generator revision (hash.ts). */
  input: string;
}

/** Every file of the output tree but the manifest. */
export interface OutputPlan {
  texts: PlannedText[];
  code: PlannedCode[];
}

/** Plans the output tree of `catalog` (see module comment). */
export function planOutput(catalog: Catalog, opts: PlanOptions): OutputPlan {
  const names = allocateNames(catalog);
  const plan: OutputPlan = { texts: [], code: [] };
  const memo: HashMemo = new WeakMap();
  const addCode = (job: CodeJob, sources: string[], extra: Pick<PlannedCode, "slots" | "validators"> = {}): void => {
    const plain = job.kind === "tool" && !extra.slots && !extra.validators;
    const input = plain ? toolFileInputHash(job, opts.toolVersion, memo) : fileInputHash(job.path, [job, extra.slots?.digest(), extra.validators], opts.toolVersion, memo);
    plan.code.push({ path: job.path, sources, job, ...extra, input });
  };
  const toolSources = new Map([...names.tools.keys()].map((k) => [k, toolSourcesOf(k, catalog.tools[k]!, opts)]));
  // catalog.json writes each tool canonically: that text is the tool's digest input, not written twice.
  const written = catalogJsonParts(catalog, opts.written);
  for (const [key, n] of names.tools) {
    const sources = toolSources.get(key)!;
    const tool = catalog.tools[key]!;
    rememberDigest(tool, memo, opts.written?.get(tool)?.digest ?? writtenDigest(written.tools.get(key)!));
    // A tool's names are part of its own job and of every enabling agent's: written once, like the tool.
    rememberDigest(n, memo, namesDigest(n));
    addCode({ kind: "tool", path: n.file, header: headerLine(sources), tool, names: n }, sources);
  }
  const agentSources = planAgents(catalog, names, toolSources, { ...opts, memo }, plan, addCode);
  const everything = [...[...toolSources.values()].flat(), ...agentSources];
  const validators = validatorEntries(catalog, names);
  const validatorSources = validators.flatMap((e) => toolSources.get(e.key) ?? []);
  // Both name every source: one header, made once (on 10,000 tools, the longest list there is).
  const shared = headerLine(everything);
  addIndex(names, shared, everything, addCode);
  addCode({ kind: "types", path: "types.ts", header: shared }, everything);
  const header = `${headerLine(validatorSources)}\n${NO_CHECK_LINE}`;
  addCode({ kind: "validator-types", path: VALIDATORS_FILE, header }, validatorSources, { validators });
  plan.texts.push({ path: "catalog.json", sources: everything, content: written.text });
  return plan;
}

/** Plans every agent's client, prompt block and tool shapes; returns the agents' own sources. */
function planAgents(
  catalog: Catalog,
  names: GeneratedNames,
  toolSources: Map<string, string[]>,
  opts: PlanOptions & { memo: HashMemo },
  plan: OutputPlan,
  addCode: (job: CodeJob, sources: string[], extra?: Pick<PlannedCode, "slots">) => void,
): string[] {
  const agentSources: string[] = [];
  for (const [name, n] of names.agents) {
    const agent = catalog.agents[name]!;
    const tools = agentTools(agent, catalog, names);
    const own = agentSourcesOf(name, agent, opts);
    agentSources.push(...own);
    const sources = [...own, ...tools.flatMap((t) => toolSources.get(t.names.key) ?? [])];
    // The prompt block is a function of the tools' catalog entries (their digests): built only for a file that is.
    const promptPath = `prompts/${n.stem}.md`;
    const promptInput = fileInputHash(promptPath, tools.map((t) => t.tool), opts.toolVersion, opts.memo);
    let built: string | undefined;
    const instructions = { digest: promptInput, text: () => (built ??= promptMarkdown(tools.map((t) => t.tool))) };
    // The prompt texts are slots: long, never changed by prettier, and not worth its time.
    const slots = new TextSlots(sha256(`${promptInput}\u0000${agent.rolePrompt}`).slice(0, 16));
    const literals = { instructions: slots.slot(instructions), rolePrompt: slots.slot(agent.rolePrompt) };
    addCode({ kind: "agent", path: n.file, header: headerLine(sources), agentName: agent.name, tools, names: n, literals }, sources, { slots });
    const refs = toolRefs(agent.name, tools, catalog.strictProviders);
    addToolRefs(refs, n.stem, n.toolRefs, sources, addCode);
    plan.texts.push({ path: promptPath, sources, input: promptInput, content: instructions.text });
    plan.texts.push({ path: `prompts/${n.stem}.tools.json`, sources, content: toolsJson(refs) });
  }
  return agentSources;
}

/** Plans `prompts/<stem>.tools.ts`: its JSON literal is a slot (prettier would only re-wrap it). */
function addToolRefs(
  refs: NativeToolRefs,
  stem: string,
  constName: string,
  sources: string[],
  addCode: (job: CodeJob, sources: string[], extra?: Pick<PlannedCode, "slots">) => void,
): void {
  const json = JSON.stringify(refs, null, 2);
  const slots = new TextSlots(sha256(json).slice(0, 16));
  const literal = slots.expression(`${json} as const satisfies NativeToolRefs`);
  addCode({ kind: "tool-refs", path: `prompts/${stem}.tools.ts`, header: headerLine(sources), agentName: refs.agent, constName, literal }, sources, { slots });
}

/** Plans `index.ts`: its two module maps (a line per agent and per tool) are slots, kept out of prettier. */
function addIndex(
  names: GeneratedNames,
  header: string,
  sources: string[],
  addCode: (job: CodeJob, sources: string[], extra?: Pick<PlannedCode, "slots">) => void,
): void {
  const agents = moduleMap(names.agents);
  const tools = moduleMap(names.tools);
  const slots = new TextSlots(sha256(`${agents}\u0000${tools}`).slice(0, 16));
  const literals = { agentModules: slots.expression(agents), toolModules: slots.expression(tools) };
  addCode({ kind: "index", path: "index.ts", header, literals }, sources, { slots });
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
function toolSourcesOf(key: string, tool: CatalogTool, opts: PlanOptions): string[] {
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

/** An agent's source files: from `opts.sources`, else derived from its `source`. */
function agentSourcesOf(name: string, agent: CatalogAgent, opts: PlanOptions): string[] {
  const given = ownValue(opts.sources, name);
  if (given && given.length > 0) return given;
  if (agent.source.startsWith("md-agent:")) return [agent.source.slice("md-agent:".length)];
  if (agent.source.startsWith("core:")) {
    const root = agent.source.slice("core:".length);
    return [root === "" || root === "." ? "agent.yaml" : `${root}/agent.yaml`];
  }
  return [agent.source];
}
