/**
 * Code generation: catalog in, the complete output tree out (out-relative path → content), in memory.
 * Deterministic: names are allocated over sorted keys, each file's ts-morph structures are printed once,
 * code is formatted by prettier with fixed options (batches go to worker threads for large catalogs while
 * the main thread keeps printing), JSON is written with fixed key orders. Nothing here reads the
 * environment or touches the disk.
 * @see ../../../../shared/spec/README.md §5
 */
import type { Catalog, CatalogAgent, CatalogTool } from "../../runtime/catalog.js";
import { agentFileStatements, agentTools } from "./agent-file.js";
import { catalogJson } from "./catalog-json.js";
import { inputHash } from "./hash.js";
import { headerLine, MANIFEST_FILE, sha256, type Manifest, MANIFEST_VERSION } from "./header.js";
import { indexFileStatements, typesFileStatements } from "./index-file.js";
import { allocateNames } from "./names.js";
import { printFile, TextSlots, type Statement } from "./printer.js";
import { promptMarkdown } from "./prompts.js";
import { toolFileStatements } from "./tool-file.js";
import { toolsJson } from "./tools-json.js";
import { formatClaimed } from "./format.js";
import type { FormatMemo } from "./format-cache.js";
import { compileValidators, validatorEntries, validatorsDtsStatements } from "./validators.js";
import { takePool, TaskPool } from "./workers.js";

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Project files each tool (by catalog key) and agent (by name) comes from; used in headers and the manifest. */
  sources: Record<string, string[]>;
  /** The toolc version, recorded in the manifest. */
  toolVersion: string;
  /** Worker threads for formatting: default automatic (none for small catalogs), `0` formats on this thread. */
  workers?: number;
  /** Formatted output of files printed before (format-cache.ts); prettier runs only for the others. */
  formatMemo?: FormatMemo;
}

/** Files per prettier call (small enough to balance the workers, large enough to amortise a call). */
const FORMAT_BATCH = 60;

/**
 * Generates every output file for `catalog`: `types.ts`, `tools/*.ts`, `agents/*.ts`, `prompts/*.md`,
 * `prompts/*.tools.json`, `validators.js`, `validators.d.ts`, `catalog.json`, `index.ts` and the manifest
 * `.toolc-manifest.json`. Returns them sorted by path.
 */
export async function generate(catalog: Catalog, opts: GenerateOptions): Promise<Map<string, string>> {
  const names = allocateNames(catalog);
  const pool = takePool(opts.workers ?? TaskPool.sizeFor(names.tools.size + names.agents.size));
  try {
    const files = new Map<string, string>();
    const fileSources = new Map<string, string[]>();
    const formatter = new BatchFormatter(pool, files, Math.ceil((names.tools.size + names.agents.size + 3) / FORMAT_BATCH) + 1, opts.formatMemo);
    const addCode = (path: string, sources: string[], statements: Statement[], slots?: TextSlots): void => {
      fileSources.set(path, sources);
      formatter.add(path, printFile(headerLine(sources), statements), slots);
    };
    const addPlain = (path: string, sources: string[], text: string): void => {
      fileSources.set(path, sources);
      files.set(path, text);
    };

    const toolSources = new Map([...names.tools.keys()].map((k) => [k, toolSourcesOf(k, catalog.tools[k]!, opts)]));
    for (const [key, n] of names.tools) addCode(n.file, toolSources.get(key)!, toolFileStatements(catalog.tools[key]!, n));
    const agentSources: string[] = [];
    for (const [name, n] of names.agents) {
      const agent = catalog.agents[name]!;
      const tools = agentTools(agent, catalog, names);
      const own = agentSourcesOf(name, agent, opts);
      agentSources.push(...own);
      const sources = [...own, ...tools.flatMap((t) => toolSources.get(t.names.key) ?? [])];
      const instructions = promptMarkdown(tools.map((t) => t.tool));
      const slots = new TextSlots(sha256(`${instructions}\u0000${agent.rolePrompt}`).slice(0, 16));
      addCode(n.file, sources, agentFileStatements(agent, tools, n, instructions, (text) => slots.slot(text)), slots);
      addPlain(`prompts/${n.stem}.md`, sources, instructions);
      addPlain(`prompts/${n.stem}.tools.json`, sources, toolsJson(tools.map((t) => t.tool)));
    }
    const everything = [...[...toolSources.values()].flat(), ...agentSources];
    const entries = validatorEntries(catalog, names);
    const validatorSources = entries.flatMap((e) => toolSources.get(e.key) ?? []);
    addCode("types.ts", everything, typesFileStatements());
    addCode("index.ts", everything, indexFileStatements(names));
    addCode("validators.d.ts", validatorSources, validatorsDtsStatements(entries));
    addPlain("catalog.json", everything, catalogJson(catalog));
    // While the workers format, compile the validators here.
    addPlain("validators.js", validatorSources, `${headerLine(validatorSources)}\n${compileValidators(entries)}`);
    await formatter.done();

    files.set(MANIFEST_FILE, manifestJson(files, fileSources, inputHash(catalog, opts), opts.toolVersion));
    return new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  } finally {
    await pool.close();
  }
}

/** A batch of printed files waiting to be formatted. */
type Batch = Array<{ path: string; text: string; slots: TextSlots | undefined }>;

/**
 * Collects printed files into batches and shares the formatting between the workers and this thread.
 * Every batch is posted to the pool as soon as it is full (this thread is then busy printing and could not
 * hand out work later); once this thread has printed everything it formats batches itself, from the last
 * one backwards, while the workers go on from the front. A shared claim per batch makes sure each is
 * formatted exactly once — before, this thread only waited, leaving a core idle for seconds.
 */
class BatchFormatter {
  private pending: Batch = [];
  private readonly batches: Batch[] = [];
  private readonly running: Array<Promise<void>> = [];
  private readonly claims: Int32Array;

  constructor(
    private readonly pool: TaskPool,
    private readonly files: Map<string, string>,
    capacity: number,
    private readonly memo?: FormatMemo,
  ) {
    this.claims = new Int32Array(new SharedArrayBuffer(4 * capacity));
  }

  add(path: string, text: string, slots?: TextSlots): void {
    const known = this.memo?.get(text);
    if (known !== undefined) {
      this.files.set(path, slots ? slots.fill(known) : known);
      return;
    }
    this.pending.push({ path, text, slots });
    if (this.pending.length >= FORMAT_BATCH) this.flush();
  }

  async done(): Promise<void> {
    this.flush();
    for (let index = this.batches.length - 1; index >= 0; index--) {
      const batch = this.batches[index]!;
      const formatted = await formatClaimed(this.claims, index, batch.map((b) => b.text));
      if (formatted) this.store(batch, formatted);
    }
    await Promise.all(this.running);
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    const index = this.batches.push(batch) - 1;
    this.pending = [];
    if (this.pool.size === 0 || index >= this.claims.length) return;
    this.running.push(
      this.pool.run("formatClaimed", this.claims, index, batch.map((b) => b.text)).then((formatted) => {
        if (formatted) this.store(batch, formatted);
      }),
    );
  }

  private store(batch: Batch, formatted: readonly string[]): void {
    batch.forEach((b, i) => {
      this.memo?.set(b.text, formatted[i]!);
      this.files.set(b.path, b.slots ? b.slots.fill(formatted[i]!) : formatted[i]!);
    });
  }
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
