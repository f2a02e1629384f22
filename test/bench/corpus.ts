/**
 * Deterministic generator of a realistic, valid toolc project for `npm run bench` (spec README §8).
 *
 * Layout (both formats of spec README §1, shaped like `shared/corpus/artifact-flow` and `shared/corpus/demiurge`):
 * - `config/tools/tool_NNNN.md`: HTTP tools (https endpoints, `{{TOOL_SECRET_…}}` header templates, 1–6 parameters);
 * - `config/agents/lead_agent.md` + subagents, each enabling ~10–40 tools; every tool is enabled by some agent;
 * - `cores/bench/agent.yaml` (+ `agent/pipelines.yaml`, `agent/input/base_input/slot.yaml`) with authored tools
 *   `agent/tools/tool_a_NNN/{tool.yaml,module.mjs}` whose dispatch capabilities the core grants.
 * Same sizes and seed → byte-identical files. The project is meant to compile with no errors and no warnings.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** How many definitions to generate. */
export interface CorpusSize {
  mdTools: number;
  /** Markdown agents including `lead_agent` (at least 1). */
  agents: number;
  authoredTools: number;
}

/** The budgeted corpus of spec README §8. */
export const STANDARD_CORPUS: CorpusSize = { mdTools: 1000, agents: 100, authoredTools: 100 };
/** The large corpus for the 10,000-tool `--no-emit` budget. */
export const LARGE_CORPUS: CorpusSize = { mdTools: 10000, agents: 100, authoredTools: 100 };

/** What `generateCorpus` wrote. */
export interface GeneratedCorpus {
  root: string;
  files: number;
  mdToolNames: string[];
  agentNames: string[];
  authoredToolIds: string[];
}

/** Small seeded PRNG (mulberry32): the generator never uses `Math.random`. */
class Rng {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const SERVICES = "billing crm weather inventory shipping calendar support analytics payments catalog hr maps".split(" ");
const NOUNS = "invoice customer forecast order shipment event ticket report refund product employee route quote contract alert".split(" ");
const VERBS: Record<string, string[]> = {
  GET: ["get", "list", "search", "lookup", "fetch"],
  POST: ["create", "send", "submit", "query"],
  PUT: ["update", "replace"],
  PATCH: ["patch", "adjust"],
  DELETE: ["delete", "cancel"],
};
const METHODS = ["GET", "GET", "GET", "GET", "GET", "POST", "POST", "POST", "PUT", "PATCH", "DELETE"];
const EXTRACTS = ["$.data", "$.data.items", "$.result", "$.results[0]", "$.data.summary"];
const MODELS = ["qwen3.6-plus", "qwen3.6-plus-no-thinking", "gpt-4.1-mini", "claude-sonnet-4"];

/** A parameter shape the generator draws from: `[name, type, description, enum values]`. */
type ParamShape = [string, "string" | "integer" | "number" | "boolean", string, Array<string | number> | null];
const PARAMS: ParamShape[] = [
  ["limit", "integer", "Maximum number of records to return", null],
  ["offset", "integer", "Number of records to skip, for paging", null],
  ["page_size", "integer", "Records per page, 1 to 100", null],
  ["min_score", "number", "Minimum relevance score between 0 and 1", null],
  ["include_archived", "boolean", "Whether archived records are included", null],
  ["sort_order", "string", "Sort direction of the results", ["asc", "desc"]],
  ["region", "string", "Data-centre region that serves the request", ["us_east", "eu_west", "ap_south"]],
  ["currency", "string", "ISO 4217 currency of amounts", ["USD", "EUR", "JPY", "GBP"]],
  ["language", "string", "Language of the returned text", ["en", "de", "fr", "ja", "zh"]],
  ["status", "string", "Only records in this state", ["open", "closed", "pending", "archived"]],
  ["start_date", "string", "Start of the period, ISO 8601 date (e.g. 2024-01-31)", null],
  ["end_date", "string", "End of the period, ISO 8601 date, inclusive", null],
  ["note", "string", "Free-text note stored with the change", null],
];

/** Writes one file, creating its folder. */
function write(root: string, rel: string, text: string, counter: { files: number }): void {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  counter.files++;
}

/** Zero-padded decimal with at least `width` digits, enough for `count - 1`. */
function pad(n: number, count: number, width: number): string {
  return String(n).padStart(Math.max(width, String(Math.max(count - 1, 0)).length), "0");
}

/** A default that fits the parameter (from its enum when it has one); `null` for free text, which gets none. */
function defaultFor(rng: Rng, [name, type, , values]: ParamShape): string | null {
  if (values) return rng.pick(values).toString();
  if (type === "boolean") return rng.pick(["false", "true"]);
  if (type === "number") return rng.pick(["0.5", "0.25", "0.8"]);
  if (type === "integer") return name === "offset" ? "0" : rng.pick(["10", "20", "50"]);
  return null;
}

/** The `parameters:` block: a required `<noun>_id`/`query` first, then 0–5 optional or required extras. */
function mdParameters(rng: Rng, noun: string, method: string): string[] {
  const [first, about] =
    method === "GET" && rng.chance(0.5) ? ["query", `Search text matched against ${noun} fields`] : [`${noun}_id`, `Identifier of the ${noun}`];
  const lines = [`  - name: ${first}`, "    type: string", `    description: "${about}"`, "    required: true"];
  const used = new Set<string>();
  for (let i = rng.int(0, 5); i > 0; i--) {
    const shape = rng.pick(PARAMS);
    if (used.has(shape[0])) continue;
    used.add(shape[0]);
    lines.push(`  - name: ${shape[0]}`);
    if (shape[1] !== "string" || rng.chance(0.5)) lines.push(`    type: ${shape[1]}`);
    lines.push(`    description: ${JSON.stringify(shape[2])}`);
    const mode = rng.int(0, 2); // 0: optional + default, 1: optional, 2: required
    lines.push(`    required: ${mode === 2 ? "true" : "false"}`);
    if (shape[3]) lines.push(`    enum: [${shape[3].join(", ")}]`);
    const value = mode === 0 ? defaultFor(rng, shape) : null;
    if (value !== null) lines.push(`    default: ${value}`);
  }
  return lines;
}

/** One Markdown HTTP tool; returns its name, permission and text. */
function mdTool(rng: Rng, index: number, count: number): { name: string; permission: string; text: string } {
  const method = rng.pick(METHODS);
  const service = rng.pick(SERVICES);
  const noun = rng.pick(NOUNS);
  const verb = rng.pick(VERBS[method]!);
  const name = `${verb}_${noun}_${pad(index, count, 4)}`;
  const permission = method === "GET" && rng.chance(0.7) ? "auto" : "confirm";
  const secret = `TOOL_SECRET_${service.toUpperCase()}`;
  const summary = `${verb[0]!.toUpperCase()}${verb.slice(1)} ${noun} records through the ${service} API.`;
  const fm = [`name: ${name}`, `description: "${summary}"`, "type: http"];
  if (permission === "auto" || rng.chance(0.5)) fm.push(`permission: ${permission}`);
  fm.push(`endpoint: "https://api.${service}.example.com/v${rng.int(1, 3)}/${noun}s/${verb}"`);
  if (method !== "GET" || rng.chance(0.5)) fm.push(`method: ${method}`);
  if (rng.chance(0.9)) {
    fm.push("headers:", rng.chance(0.7) ? `  Authorization: "Bearer {{${secret}_TOKEN}}"` : `  X-Api-Key: "{{${secret}_KEY}}"`);
    if (rng.chance(0.4)) fm.push('  Accept: "application/json"');
  }
  if (rng.chance(0.6)) fm.push(`timeout: ${rng.pick([5, 10, 15, 20, 30, 45, 60, 90, 120])}`);
  if (rng.chance(0.5)) fm.push(`response_extract: "${rng.pick(EXTRACTS)}"`);
  fm.push("parameters:", ...mdParameters(rng, noun, method));
  const body = [
    `Use this when the user asks about ${noun}s held in the ${service} system.`,
    `The response is JSON; ${method === "GET" ? "nothing is changed on the server" : "the change is applied immediately"}.`,
    "",
    "Usage notes:",
    `- Prefer one call with filters over many calls for single ${noun}s.`,
    `- Errors come back as \`HTTP <status>\`; retry only on 429 and 5xx.`,
  ];
  return { name, permission, text: `---\n${fm.join("\n")}\n---\n\n${body.join("\n")}\n` };
}

/** Which tools each agent enables: every tool once (round robin), then random extras up to 10–40 per agent. */
function assignTools(rng: Rng, toolCount: number, agentCount: number): number[][] {
  const sets = Array.from({ length: agentCount }, () => new Set<number>());
  for (let t = 0; t < toolCount; t++) sets[(t * 7919) % agentCount]!.add(t);
  for (const set of sets) {
    const target = Math.min(rng.int(10, 40), toolCount);
    for (let tries = 0; set.size < target && tries < 1000; tries++) set.add(rng.int(0, toolCount - 1));
  }
  return sets.map((set) => [...set].sort((a, b) => a - b));
}

/** One Markdown agent file. */
function mdAgent(rng: Rng, name: string, tools: Array<{ name: string; permission: string }>, lead: boolean): string {
  const summary = lead ? "Task coordinator and information integrator" : `Specialist for ${name.split("_")[0]} requests`;
  const lines = [`name: ${name}`, "description: |", `  ${summary}`];
  lines.push(`  - Uses ${tools.length} tools`, "tools:");
  if (lead) lines.push("  call_subagent: auto");
  for (const tool of tools) lines.push(`  ${tool.name}: ${tool.permission === "auto" && rng.chance(0.8) ? "auto" : "confirm"}`);
  lines.push(`model: ${rng.pick(MODELS)}`, `max_tool_rounds: ${lead ? 100 : rng.int(3, 12)}`);
  const role = lead
    ? "You are lead_agent, the Lead Agent coordinating a multi-agent system.\nPlan the work, call sub-agents, integrate their findings."
    : `You are ${name}, a specialised agent in a multi-agent team.\nAnswer only with facts returned by your tools.`;
  return `---\n${lines.join("\n")}\n---\n\n<role>\n${role}\n</role>\n`;
}

/** Capabilities authored tools may declare; the core grants all of them. */
const TOOL_CAPS = ["network.fetch", "fs.read", "fs.write", "state.core.read", "state.session.write"];

/** A property schema as YAML lines at `indent`: `name: {type, description, …extra}`. */
function prop(indent: string, name: string, type: string, description: string, ...extra: string[]): string[] {
  return [`${indent}${name}:`, ...[`type: ${type}`, `description: ${description}`, ...extra].map((l) => `${indent}  ${l}`)];
}

/** A nested, closed JSON Schema (YAML lines at two-space indent under `input_schema:`); every object is closed. */
function authoredSchema(rng: Rng): string[] {
  const lines = ["  type: object", "  properties:", ...prop("    ", "text", "string", "Text to process.")];
  lines.push(...prop("    ", "options", "object", "Processing options.", "properties:"));
  lines.push(...prop("        ", "mode", "string", "Speed or depth.", "enum: [fast, thorough]", "default: fast"));
  lines.push(...prop("        ", "max_items", "integer", "Most items returned.", "minimum: 1", `default: ${rng.int(5, 50)}`));
  lines.push("      additionalProperties: false");
  if (rng.chance(0.5)) {
    lines.push(...prop("    ", "tags", "array", "Labels to attach.", "items:"));
    lines.push("        type: object", "        properties:");
    lines.push(...prop("          ", "key", "string", "Label name."), ...prop("          ", "value", "string", "Label value."));
    lines.push("        required: [key]", "        additionalProperties: false");
  }
  lines.push("  required: [text]", "  additionalProperties: false");
  return lines;
}

/** One authored core tool: `tool.yaml` and a `module.mjs` that requires exactly the declared `capabilities`. */
function authoredTool(rng: Rng, id: string): { yaml: string; module: string } {
  const risk = rng.pick(["low", "low", "medium", "medium", "high"]);
  const approval = risk === "high" || rng.chance(0.4) ? "prompt" : "auto";
  const declared = TOOL_CAPS.filter(() => rng.chance(0.3));
  const lines = rng.chance(0.8) ? ["entrypoint: module:execute"] : [];
  lines.push(`description: "Bench authored tool ${id}: transforms text with options."`);
  lines.push("input_schema:", ...authoredSchema(rng), `risk: ${risk}`, `approval_policy: ${approval}`);
  if (rng.chance(0.8)) lines.push(`capability: ${rng.pick(TOOL_CAPS)}`);
  lines.push(declared.length ? "capabilities:" : "capabilities: []", ...declared.map((c) => `- ${c}`));
  lines.push("display_policy: summary", "model_output_policy: content");
  const module = [
    `// Bench corpus tool ${id}.`,
    "export async function execute(ctx, args) {",
    ...declared.map((c) => `  ctx.capability.require(${JSON.stringify(c)});`),
    `  return { content: \`${id}: \${JSON.stringify(args).length} bytes\` };`,
    "}",
  ];
  return { yaml: `${lines.join("\n")}\n`, module: `${module.join("\n")}\n` };
}

/** `cores/bench/agent.yaml`: the `coding` toolset, the authored tools root, and grants for every capability used. */
const CORE_MANIFEST = `schema_version: 1
agent: {id: bench, summary: "Benchmark core with authored tools."}
runtime: {surface_root: agent, max_model_steps: 90, workspace: null}
model: {provider: auto, model_name: null, model_options: {}}
ui: {tool_display: null}
channels: {}
slots:
  input: agent/input
  output: agent/output
  tools: agent/tools
  mcp: agent/mcp
tools:
  toolsets: [coding]
  metadata: {}
approval: {default: null, tools: {}, capabilities: {}, risks: {}}
capabilities:
  defaults:
${[...TOOL_CAPS, "terminal.exec", "session.read"].map((grant) => `    ${grant}: {}`).join("\n")}
dependencies: {mode: host_shared, allow_additional_dependencies: false}
`;

/** The core manifest, pipelines and input slot of `cores/bench`, by core-relative path. */
const CORE_FILES: Record<string, string> = {
  "agent.yaml": CORE_MANIFEST,
  "agent/pipelines.yaml":
    "schema_version: 1\ninput:\n  serial:\n  - base_input\n  parallel: []\noutput:\n  serial: []\n  parallel: []\n",
  "agent/input/base_input/slot.yaml":
    "entrypoint: module:process\nfailure_policy: hard\ndescription: Appends the raw channel text to the user turn.\ncapabilities: []\n",
  "agent/input/base_input/module.mjs": "export async function process(ctx, turn) {\n  return turn;\n}\n",
};

/**
 * Writes a valid project of the given size under `dir` (created if needed; existing files are overwritten).
 * Deterministic for a given `size` and `seed`.
 */
export function generateCorpus(dir: string, size: CorpusSize, seed = 0x7001c): GeneratedCorpus {
  const rng = new Rng(seed);
  const counter = { files: 0 };
  const tools = Array.from({ length: size.mdTools }, (_, i) => mdTool(rng, i, size.mdTools));
  tools.forEach((tool, i) => write(dir, `config/tools/tool_${pad(i, size.mdTools, 4)}.md`, tool.text, counter));
  const agentCount = Math.max(1, size.agents);
  const subagent = (i: number): string => `${SERVICES[i % SERVICES.length]}_agent_${pad(i + 1, agentCount, 3)}`;
  const agentNames = ["lead_agent", ...Array.from({ length: agentCount - 1 }, (_, i) => subagent(i))];
  assignTools(rng, size.mdTools, agentCount).forEach((indexes, a) => {
    const text = mdAgent(rng, agentNames[a]!, indexes.map((t) => tools[t]!), a === 0);
    write(dir, `config/agents/${agentNames[a]}.md`, text, counter);
  });
  for (const [rel, text] of Object.entries(CORE_FILES)) write(dir, `cores/bench/${rel}`, text, counter);
  const authoredToolIds = Array.from({ length: size.authoredTools }, (_, i) => `tool_a_${pad(i, size.authoredTools, 3)}`);
  for (const id of authoredToolIds) {
    const { yaml, module } = authoredTool(rng, id);
    write(dir, `cores/bench/agent/tools/${id}/tool.yaml`, yaml, counter);
    write(dir, `cores/bench/agent/tools/${id}/module.mjs`, module, counter);
  }
  return { root: dir, files: counter.files, mdToolNames: tools.map((t) => t.name), agentNames, authoredToolIds };
}
