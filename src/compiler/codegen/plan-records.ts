/**
 * What one planning decided for each tool and agent, kept for the next planning of the same `out` folder: the names
 * allocated (valid while the set of catalog keys and agent names is the same), and for each code file the input hash
 * with what it was computed from. A later planning takes a file's input hash from its record when what the hash is a
 * function of is unchanged (a tool's catalog digest, names and sources; for an agent, a signature of the same over its
 * tools), instead of making and hashing its job, and makes the job only for a file that is built. After one edit in
 * 10,000 tools, that was most of planning: names, header lines, canonical JSON and two digests per tool.
 *
 * Pure: plan-records-store.ts reads and writes the text (in the project's cache folder, with the other caches). A
 * record never changes a result: every input hash it holds is one this generator computed from exactly what its
 * signature holds, in a context that names the toolc version, generator revision and builder versions; a damaged line
 * is no record, or one whose hash matches nothing (which costs a rebuild).
 */
import { jsonString } from "../cache/line-shards.js";
import type { AgentNames, ToolNames } from "./names.js";
import { agentPascal, toolStem } from "./names.js";

/**
 * Bumped when the stored shape changes. 2: the sha256 of the catalog.json planned and what the catalog's entries were
 * built in (its `sourcesContext`), and each Markdown tool's source text hash.
 */
export const PLAN_RECORDS_FORMAT = 2;

/** A tool file's record: its names, and its input hash with the catalog digest and sources it was computed from. */
export interface ToolRecord {
  readonly pascal: string;
  readonly stem: string;
  readonly digest: string;
  /** The tool's sources as `JSON.stringify` writes them. */
  readonly sources: string;
  readonly input: string;
  /** The hash (cache/store.ts textHash) of the text of its one source file, when it is a Markdown tool. */
  readonly source?: string;
}

/** An agent's record: its names, the signature of all its files are built from, and their input hashes. */
export interface AgentRecord {
  readonly pascal: string;
  readonly stem: string;
  readonly signature: string;
  /** `agents/<stem>.ts`. */
  readonly code: string;
  /** `prompts/<stem>.md`. */
  readonly prompt: string;
  /** `prompts/<stem>.tools.ts`. */
  readonly refs: string;
}

const PASCAL = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const STEM = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a field can be a sha256 in hex. Its length only: a damaged hash of the right length is still a hash to
 * compare, which differs from the one it should be and so costs a rebuild at most (a record is read 10,000 times a run).
 */
const isHash = (value: string): boolean => value.length === 64;

/** The records of one planning (see module comment), read back or being made. */
export class PlanRecords {
  private readonly tools = new Map<string, ToolRecord>();
  private readonly agents = new Map<string, AgentRecord>();
  /** The sha256 of the catalog.json this planning made (catalog-base.ts): its tools' lines are those of the tool records. */
  catalog: string | undefined;
  /**
   * What the catalog's entries were built in besides their source texts (the toolc build and configuration, given by
   * the caller): with it and {@link ToolRecord.source}, an unchanged Markdown tool's entry is the one recorded (delta.ts).
   */
  sourcesContext: string | undefined;

  /**
   * `keys`: the digest of the sorted catalog keys and agent names the names were allocated for; `context`: that of
   * the toolc version, generator revision and builder versions every input hash holds (hash.ts hashContext).
   */
  constructor(
    readonly keys: string,
    readonly context: string,
  ) {}

  /** The record of the tool `key`, if there is one. */
  tool(key: string): ToolRecord | undefined {
    return this.tools.get(key);
  }

  /** The record of the agent `name`, if there is one. */
  agent(name: string): AgentRecord | undefined {
    return this.agents.get(name);
  }

  /** The keys of every tool recorded. */
  toolKeys(): string[] {
    return [...this.tools.keys()];
  }

  /** Whether there is a record for every one of `toolKeys` and `agentNames` (what restoring the names needs). */
  coversAll(toolKeys: Iterable<string>, agentNames: Iterable<string>): boolean {
    for (const key of toolKeys) if (!this.tools.has(key)) return false;
    for (const name of agentNames) if (!this.agents.has(name)) return false;
    return true;
  }

  /** Records the tool file planned for `names`. */
  setTool(names: ToolNames, record: Omit<ToolRecord, "pascal" | "stem">): void {
    this.tools.set(names.key, { pascal: names.pascal, stem: toolStem(names), ...record });
  }

  /** Takes every record of `other` (a planning of some files only) in place of this one's. */
  absorb(other: PlanRecords): void {
    for (const [key, record] of other.tools) this.tools.set(key, record);
    for (const [name, record] of other.agents) this.agents.set(name, record);
  }

  /** Replaces the source text hash of the tool `key`'s record (none: the record holds none). */
  setSource(key: string, source: string | undefined): void {
    const { source: _old, ...record } = this.tools.get(key)!;
    this.tools.set(key, source === undefined ? record : { ...record, source });
  }

  /** Records the agent planned for `names`. */
  setAgent(names: AgentNames, record: Omit<AgentRecord, "pascal" | "stem">): void {
    this.agents.set(names.name, { pascal: agentPascal(names), stem: names.stem, ...record });
  }

  /** The records as lines under `header` (one line each; keys are written as JSON strings, so no tab or line break is raw). */
  encode(header: string): string {
    const lines = [header, ["K", this.keys, this.context, this.catalog ?? "", this.sourcesContext ?? ""].join("\t")];
    for (const [key, t] of this.tools) lines.push(["T", JSON.stringify(key), t.pascal, t.stem, t.digest, t.input, t.sources, t.source ?? ""].join("\t"));
    for (const [name, a] of this.agents) lines.push(["A", JSON.stringify(name), a.pascal, a.stem, a.signature, a.code, a.prompt, a.refs].join("\t"));
    return lines.join("\n");
  }

  /** The records `text` holds under `header`; undefined when it holds none (another header, or no text). Damaged lines are left out. */
  static decode(text: string | undefined, header: string): PlanRecords | undefined {
    const lines = text?.split("\n");
    const [kind, keys, context, catalog, sourcesContext] = lines?.[1]?.split("\t") ?? [];
    if (!lines || lines[0] !== header || kind !== "K" || keys === undefined || context === undefined) return undefined;
    const records = new PlanRecords(keys, context);
    if (catalog !== undefined && isHash(catalog)) records.catalog = catalog;
    if (sourcesContext) records.sourcesContext = sourcesContext;
    for (let i = 2; i < lines.length; i++) records.read(lines[i]!.split("\t"));
    return records;
  }

  private read(fields: string[]): void {
    const [kind, keyJson, pascal, stem] = fields;
    const key = keyJson === undefined ? undefined : jsonString(keyJson);
    if (key === undefined || !PASCAL.test(pascal ?? "") || !STEM.test(stem ?? "")) return;
    if (kind === "T" && fields.length === 8) {
      const [, , , , digest, input, sources, source] = fields as [string, string, string, string, string, string, string, string];
      const valid = digest.startsWith("#") && isHash(digest.slice(1)) && isHash(input) && sources.startsWith("[");
      if (valid) this.tools.set(key, { pascal: pascal!, stem: stem!, digest, input, sources, ...(source ? { source } : {}) });
    } else if (kind === "A" && fields.length === 8) {
      const [, , , , signature, code, prompt, refs] = fields as [string, string, string, string, string, string, string, string];
      if ([signature, code, prompt, refs].every(isHash)) this.agents.set(key, { pascal: pascal!, stem: stem!, signature, code, prompt, refs });
    }
  }
}
