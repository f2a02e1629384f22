/**
 * A small made-up catalog whose code files a builder started ahead builds while the project is checked
 * (build-worker.ts), then throws away: the first real build after loading ts-morph and prettier ran their code
 * cold, about twice as slow as the same build again (one edit in 10,000 tools: 143 ms, then 73 ms for a tool and its
 * 112-tool agent). So the sample has what such a build prints: HTTP tools with parameters of every kind, and an agent
 * that enables them all. Typed as a Catalog, so that it keeps up with the catalog's shape.
 */
import type { Catalog, CatalogParameter, CatalogTool } from "../../runtime/catalog.js";
import type { CodeJob } from "./code-jobs.js";
import { planOutput } from "./plan.js";

/** Tools of the sample agent: enough for the printers' per-tool paths to warm up. */
const SAMPLE_TOOLS = 24;

/** The code jobs of one tool file and of the sample agent's file, planned as for a real catalog. */
export function warmSampleJobs(): CodeJob[] {
  const plan = planOutput(sampleCatalog(), { sources: {}, toolVersion: "warm-up" });
  const tool = plan.code.find((code) => code.kind === "tool");
  const agent = plan.code.find((code) => code.kind === "agent");
  return [tool, agent].flatMap((code) => (code ? [code.make().job] : []));
}

function sampleCatalog(): Catalog {
  const tools: Record<string, CatalogTool> = {};
  for (let i = 0; i < SAMPLE_TOOLS; i++) tools[`sample_tool_${i}`] = sampleTool(`sample_tool_${i}`);
  const grants = Object.fromEntries(Object.keys(tools).map((ref) => [ref, { ref, permission: "confirm" as const, risk: null }]));
  const agent = { name: "sample_agent", format: "markdown" as const, source: "md-agent:sample_agent.md", description: "A sample agent.", rolePrompt: "You are a sample.", internal: false, tools: grants };
  return { version: 1, entryAgent: "sample_agent", tools, agents: { sample_agent: agent } };
}

function sampleTool(name: string): CatalogTool {
  const parameters: CatalogParameter[] = [
    { name: "query", type: "string", description: "What to look up", required: true, default: null, enum: null },
    { name: "limit", type: "integer", description: "How many results", required: false, default: 10, enum: null },
    { name: "ratio", type: "number", description: "A weight", required: false, default: null, enum: null },
    { name: "exact", type: "boolean", description: "Match exactly", required: false, default: false, enum: null },
    { name: "order", type: "string", description: "Sort order", required: false, default: "asc", enum: ["asc", "desc"] },
  ];
  const properties = Object.fromEntries(parameters.map((p) => [p.name, { type: p.type, description: p.description, ...(p.enum ? { enum: p.enum } : {}) }]));
  return {
    name,
    kind: "http",
    provenance: `http:${name}.md`,
    description: `Look things up with ${name}.\n\nA longer description of what the tool does.`,
    inputSchema: { type: "object", properties, required: ["query"], additionalProperties: false },
    parameters,
    permission: "confirm",
    risk: null,
    approvalPolicy: null,
    http: { endpoint: "https://api.example.com/v1/search", method: "GET", headers: {}, timeout: 30, responseExtract: null },
    authored: null,
  };
}
