/**
 * Code generation: catalog in, the complete output tree out (out-relative path → content), in memory.
 * Deterministic: names are allocated over sorted keys, structures are printed once per file by one
 * in-memory ts-morph project, code is formatted by prettier with fixed options (in worker threads for large
 * catalogs), JSON is written with fixed key orders. Nothing here reads the environment or touches the disk.
 * @see ../../../../shared/spec/README.md §5
 */
import type { Catalog, CatalogAgent, CatalogTool } from "../../runtime/catalog.js";
import { agentFileStatements, agentTools } from "./agent-file.js";
import { catalogJson } from "./catalog-json.js";
import { headerLine, isCodeFile, MANIFEST_FILE, MANIFEST_VERSION, sha256, type Manifest } from "./header.js";
import { indexFileStatements, typesFileStatements } from "./index-file.js";
import { allocateNames } from "./names.js";
import { createPrinterProject, printFile } from "./printer.js";
import { promptMarkdown } from "./prompts.js";
import { toolFileStatements } from "./tool-file.js";
import { toolsJson } from "./tools-json.js";
import { validatorEntries, validatorsDtsStatements } from "./validators.js";
import { TaskPool } from "./workers.js";

/** Bumped whenever generated output changes for the same input and toolc version (invalidates the skip hash). */
export const GENERATOR_REVISION = 1;

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Project files each tool (by catalog key) and agent (by name) comes from; used in headers and the manifest. */
  sources: Record<string, string[]>;
  /** The toolc version, recorded in the manifest. */
  toolVersion: string;
  /** Worker threads for formatting and validators: default automatic (inline for small catalogs), `0` inline. */
  workers?: number;
}

/** Files are formatted in batches of this many per worker task. */
const FORMAT_BATCH = 24;

/**
 * Generates every output file for `catalog`: `types.ts`, `tools/*.ts`, `agents/*.ts`, `prompts/*.md`,
 * `prompts/*.tools.json`, `validators.js`, `validators.d.ts`, `catalog.json`, `index.ts` and the manifest
 * `.toolc-manifest.json`. Returns them sorted by path.
 */
export async function generate(catalog: Catalog, opts: GenerateOptions): Promise<Map<string, string>> {
  const names = allocateNames(catalog);
  const toolKeys = [...names.tools.keys()];
  const entries = validatorEntries(catalog, names);
  const pool = new TaskPool(opts.workers ?? TaskPool.sizeFor(toolKeys.length + entries.length));
  try {
    const validatorsJs = pool.run("compileValidators", entries);
    const toolSources = new Map(toolKeys.map((k) => [k, toolSourcesOf(k, catalog.tools[k]!, opts)]));
    const allSources = [...toolSources.values()].flat();
    const fileSources = new Map<string, string[]>();
    const code: Array<{ path: string; text: string }> = [];
    const plain = new Map<string, string>();
    const project = createPrinterProject();
    const addCode = (path: string, sources: string[], statements: Parameters<typeof printFile>[3]): void => {
      fileSources.set(path, sources);
      code.push({ path, text: printFile(project, path, headerLine(sources), statements) });
    };

    for (const [key, n] of names.tools) addCode(n.file, toolSources.get(key)!, toolFileStatements(catalog.tools[key]!, n));
    for (const [name, n] of names.agents) {
      const agent = catalog.agents[name]!;
      const tools = agentTools(agent, catalog, names);
      const sources = [...agentSourcesOf(name, agent, opts), ...tools.flatMap((t) => toolSources.get(t.names.key) ?? [])];
      const instructions = promptMarkdown(tools.map((t) => t.tool));
      addCode(n.file, sources, agentFileStatements(agent, tools, n, instructions));
      for (const [path, text] of [
        [`prompts/${n.stem}.md`, instructions],
        [`prompts/${n.stem}.tools.json`, toolsJson(tools.map((t) => t.tool))],
      ] as const) {
        plain.set(path, text);
        fileSources.set(path, sources);
      }
    }
    const everything = [...allSources, ...[...names.agents.keys()].flatMap((a) => agentSourcesOf(a, catalog.agents[a]!, opts))];
    const validatorSources = entries.flatMap((e) => toolSources.get(e.key) ?? []);
    addCode("types.ts", everything, typesFileStatements());
    addCode("index.ts", everything, indexFileStatements(names));
    addCode("validators.d.ts", validatorSources, validatorsDtsStatements(entries));
    plain.set("catalog.json", catalogJson(catalog));
    fileSources.set("catalog.json", everything);

    const batches: Array<Promise<string[]>> = [];
    for (let i = 0; i < code.length; i += FORMAT_BATCH) {
      batches.push(pool.run("formatBatch", code.slice(i, i + FORMAT_BATCH).map((c) => c.text)));
    }
    const formatted = (await Promise.all(batches)).flat();
    const files = new Map<string, string>();
    code.forEach((c, i) => files.set(c.path, formatted[i]!));
    for (const [path, text] of plain) files.set(path, text);
    files.set("validators.js", `${headerLine(validatorSources)}\n${await validatorsJs}`);
    fileSources.set("validators.js", validatorSources);
    files.set(MANIFEST_FILE, manifestJson(files, fileSources, inputHash(catalog, opts), opts.toolVersion));
    return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  } finally {
    await pool.close();
  }
}

/**
 * Hash of everything generation depends on: catalog, sources, toolc version and generator revision.
 * Stored in the manifest; an equal hash with intact files lets a second run skip generation.
 */
export function inputHash(catalog: Catalog, opts: Pick<GenerateOptions, "sources" | "toolVersion">): string {
  const sources = Object.keys(opts.sources)
    .sort()
    .map((k) => [k, opts.sources[k]]);
  return sha256(JSON.stringify([MANIFEST_VERSION, GENERATOR_REVISION, opts.toolVersion, sources, catalog]));
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
  const given = opts.sources[key];
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
  const given = opts.sources[name];
  if (given && given.length > 0) return given;
  if (agent.source.startsWith("md-agent:")) return [agent.source.slice("md-agent:".length)];
  if (agent.source.startsWith("core:")) {
    const root = agent.source.slice("core:".length);
    return [root === "" || root === "." ? "agent.yaml" : `${root}/agent.yaml`];
  }
  return [agent.source];
}

/** Whether `path` is a code file (carries the header line) — re-exported for emit. */
export { isCodeFile };
