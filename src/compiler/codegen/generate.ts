/**
 * Code generation: catalog in, the complete output tree out (out-relative path → content), in memory.
 * Deterministic: names are allocated over sorted keys, each code file's ts-morph structures are printed
 * once and formatted by prettier with fixed options (on worker threads for large catalogs, see
 * format-schedule.ts), JSON is written with fixed key orders. Nothing here reads the environment or
 * touches the disk.
 * @see ../../../../shared/spec/README.md §5
 */
import type { NativeToolSet } from "../../runtime/adapters/native.js";
import type { Catalog, CatalogAgent, CatalogTool } from "../../runtime/catalog.js";
import { agentTools } from "./agent-tools.js";
import { catalogJson } from "./catalog-json.js";
import { batchJobs, type CodeJob } from "./code-jobs.js";
import type { FormatMemo } from "./format-cache.js";
import { scheduleFormatting } from "./format-schedule.js";
import { inputHash } from "./hash.js";
import { headerLine, MANIFEST_FILE, sha256, type Manifest, MANIFEST_VERSION } from "./header.js";
import { allocateNames, type AgentNames, type GeneratedNames } from "./names.js";
import { promptMarkdown } from "./prompts.js";
import { TextSlots } from "./slots.js";
import { nativeToolSet, toolsJson } from "./tools-json.js";
import { ownValue } from "../own.js";
import { validatorEntries, VALIDATORS_FILE } from "./validators.js";
import { NO_CHECK_LINE } from "./validators-types.js";
import { takeWorkers } from "./workers.js";

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Project files each tool (by catalog key) and agent (by name) comes from; used in headers and the manifest. */
  sources: Record<string, string[]>;
  /** The toolc version, recorded in the manifest. */
  toolVersion: string;
  /** Print and format on worker threads: default automatic (only for large catalogs); `false`: this thread. */
  workers?: boolean;
  /** Formatted output of files printed before (format-cache.ts); prettier runs only for the others. */
  formatMemo?: FormatMemo;
}

/** A generation under way: the workers print and format while the caller goes on. */
export interface Generation {
  /**
   * Completes the generation (this thread's share runs here) and returns the tree sorted by path.
   * `onFile` receives every file (but the manifest) as soon as it is final, so it can be written while
   * the rest is still being formatted; files final before the call are passed at once.
   */
  finish(onFile?: (path: string, content: string) => void): Promise<Map<string, string>>;
  /** Abandons the generation and stops its workers. */
  cancel(): Promise<void>;
}

/**
 * Generates every output file for `catalog`: `types.ts`, `tools/*.ts`, `agents/*.ts`, `prompts/*.md`,
 * `prompts/*.tools.json`, `validators.ts`, `catalog.json`, `index.ts` and the manifest
 * `.toolc-manifest.json`. Returns them sorted by path.
 */
export async function generate(catalog: Catalog, opts: GenerateOptions): Promise<Map<string, string>> {
  return startGeneration(catalog, opts).finish();
}

/**
 * Starts generating: the code files are handed to the workers at once (when there are workers), so they
 * print and format while the caller does other work, e.g. the compiler's rules. {@link Generation.finish}
 * produces the rest and the result.
 */
export function startGeneration(catalog: Catalog, opts: GenerateOptions): Generation {
  const names = allocateNames(catalog);
  const workers = takeWorkers(names.tools.size + names.agents.size, opts.workers);
  const files = new Map<string, string>();
  const fileSources = new Map<string, string[]>();
  const slots = new Map<string, TextSlots>();
  const jobs: CodeJob[] = [];
  /** Receives each final file once `finish` is called with a listener (see Generation.finish). */
  let listener: ((path: string, content: string) => void) | undefined;
  const addCode = (job: CodeJob, sources: string[]): void => {
    fileSources.set(job.path, sources);
    jobs.push(job);
  };
  const addPlain = (path: string, sources: string[], text: string): void => {
    fileSources.set(path, sources);
    files.set(path, text);
    listener?.(path, text);
  };

  const toolSources = new Map([...names.tools.keys()].map((k) => [k, toolSourcesOf(k, catalog.tools[k]!, opts)]));
  for (const [key, n] of names.tools) {
    const sources = toolSources.get(key)!;
    addCode({ kind: "tool", path: n.file, header: headerLine(sources), tool: catalog.tools[key]!, names: n }, sources);
  }
  const { agentSources, prompts } = planAgents(catalog, names, toolSources, opts, slots, addCode);
  const everything = [...[...toolSources.values()].flat(), ...agentSources];
  const entries = validatorEntries(catalog, names);
  const validatorSources = entries.flatMap((e) => toolSources.get(e.key) ?? []);
  addCode({ kind: "index", path: "index.ts", header: headerLine(everything), names }, everything);
  addCode({ kind: "types", path: "types.ts", header: headerLine(everything) }, everything);
  addCode({ kind: "validator-types", path: VALIDATORS_FILE, header: `${headerLine(validatorSources)}\n${NO_CHECK_LINE}` }, validatorSources);
  /** The formatted typed part of validators.ts; the file is final once the ajv code is appended (in `finish`). */
  let validatorTypes = "";
  const sink = (job: CodeJob, text: string): void => {
    if (job.kind === "validator-types") {
      validatorTypes = text;
      return;
    }
    const content = slots.get(job.path)?.fill(text) ?? text;
    files.set(job.path, content);
    listener?.(job.path, content);
  };
  const formatted = scheduleFormatting(batchJobs(jobs), entries, sink, workers, opts.formatMemo);

  return {
    async finish(onFile) {
      try {
        if (onFile) for (const [path, content] of files) onFile(path, content);
        listener = onFile;
        // This thread's share, while the workers print and format: prompts and JSON files.
        for (const p of prompts) {
          addPlain(`prompts/${p.stem}.md`, p.sources, p.instructions);
          addPlain(`prompts/${p.stem}.tools.json`, p.sources, toolsJson(p.native));
        }
        addPlain("catalog.json", everything, catalogJson(catalog));
        const validatorCode = await formatted();
        addPlain(VALIDATORS_FILE, validatorSources, `${validatorTypes}\n${validatorCode}`);
        files.set(MANIFEST_FILE, manifestJson(files, fileSources, inputHash(catalog, opts), opts.toolVersion));
        return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      } finally {
        await workers?.close();
      }
    },
    async cancel() {
      await workers?.close();
    },
  };
}

/** A prompt file pair of one agent, written by the main thread. */
interface AgentPrompt {
  stem: string;
  sources: string[];
  instructions: string;
  native: NativeToolSet;
}

/**
 * Adds the code job of every agent file and returns the agents' own sources and prompts. The prompt texts
 * stay on this thread: agent files are printed with placeholders (slots.ts), filled in after formatting.
 */
function planAgents(
  catalog: Catalog,
  names: GeneratedNames,
  toolSources: Map<string, string[]>,
  opts: GenerateOptions,
  slots: Map<string, TextSlots>,
  addCode: (job: CodeJob, sources: string[]) => void,
): { agentSources: string[]; prompts: AgentPrompt[] } {
  const agentSources: string[] = [];
  const prompts: AgentPrompt[] = [];
  for (const [name, n] of names.agents) {
    const agent = catalog.agents[name]!;
    const tools = agentTools(agent, catalog, names);
    const own = agentSourcesOf(name, agent, opts);
    agentSources.push(...own);
    const sources = [...own, ...tools.flatMap((t) => toolSources.get(t.names.key) ?? [])];
    const instructions = promptMarkdown(tools.map((t) => t.tool));
    const agentSlots = new TextSlots(sha256(`${instructions}\u0000${agent.rolePrompt}`).slice(0, 16));
    const literals = { instructions: agentSlots.slot(instructions), rolePrompt: agentSlots.slot(agent.rolePrompt) };
    slots.set(n.file, agentSlots);
    addCode({ kind: "agent", path: n.file, header: headerLine(sources), agentName: agent.name, tools, names: n, literals }, sources);
    const native = nativeToolSet(agent.name, tools.map((t) => t.tool), catalog.strictProviders);
    addNativeToolsJob(native, n, sources, slots, addCode);
    prompts.push({ stem: n.stem, sources, instructions, native });
  }
  return { agentSources, prompts };
}

/** The code job of `prompts/<stem>.tools.ts`: its JSON literal is a slot, filled in after formatting. */
function addNativeToolsJob(
  native: NativeToolSet,
  n: AgentNames,
  sources: string[],
  slots: Map<string, TextSlots>,
  addCode: (job: CodeJob, sources: string[]) => void,
): void {
  const json = JSON.stringify(native, null, 2);
  const path = `prompts/${n.stem}.tools.ts`;
  const fileSlots = new TextSlots(sha256(json).slice(0, 16));
  slots.set(path, fileSlots);
  addCode({ kind: "native-tools", path, header: headerLine(sources), agentName: native.agent, constName: n.nativeTools, literal: fileSlots.expression(`${json} as const satisfies NativeToolSet`) }, sources);
}

function manifestJson(files: Map<string, string>, sources: Map<string, string[]>, hash: string, toolVersion: string): string {
  const entries: Manifest["files"] = {};
  for (const path of [...files.keys()].sort()) {
    entries[path] = { sha256: sha256(files.get(path)!), sources: [...new Set(sources.get(path) ?? [])].sort() };
  }
  const manifest: Manifest = {
    generator: "toolc",
    manifestVersion: MANIFEST_VERSION,
    toolVersion,
    inputHash: hash,
    note: "Generated by toolc. Do not edit. Lists every generated file (code files also carry a header line; .md and .json files cannot).",
    files: entries,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A tool's source files: from `opts.sources`, else derived from its provenance. */
function toolSourcesOf(key: string, tool: CatalogTool, opts: GenerateOptions): string[] {
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
function agentSourcesOf(name: string, agent: CatalogAgent, opts: GenerateOptions): string[] {
  const given = ownValue(opts.sources, name);
  if (given && given.length > 0) return given;
  if (agent.source.startsWith("md-agent:")) return [agent.source.slice("md-agent:".length)];
  if (agent.source.startsWith("core:")) {
    const root = agent.source.slice("core:".length);
    return [root === "" || root === "." ? "agent.yaml" : `${root}/agent.yaml`];
  }
  return [agent.source];
}
