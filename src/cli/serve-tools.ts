/**
 * What `toolc serve` lists over MCP for one agent: the tools the runtime can execute (HTTP and
 * authored; builtins and MCP tools are the host's), each with annotations derived from its method,
 * effective permission and risk, and the mapping of a {@link ToolResult} to an MCP `CallToolResult`.
 */
import type { Catalog, CatalogTool, JsonSchema } from "../runtime/catalog.js";
import type { ToolResult } from "../runtime/types.js";

/** MCP `ToolAnnotations` (hints only: clients must not rely on them for security). */
export interface ToolAnnotations {
  title: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/** One entry of `tools/list`. */
export interface ServedTool {
  name: string;
  description: string;
  inputSchema: JsonSchema & { type: "object" };
  annotations: ToolAnnotations;
}

/** A served tool: its `tools/list` entry and its catalog key (the runtime's validator key). */
export interface ServedEntry {
  listing: ServedTool;
  ref: string;
}

/** MCP `CallToolResult` as toolc produces it: one text block, `isError` on failure. */
export interface ServedResult {
  [key: string]: unknown;
  content: Array<{ type: "text"; text: string }>;
  isError?: boolean;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const IDEMPOTENT_METHODS = new Set([...SAFE_METHODS, "PUT", "DELETE"]);
const ASKING = new Set(["confirm", "prompt"]);
const HIGH_RISK = new Set(["high", "critical"]);

/**
 * Annotations of one tool as an agent may use it. HTTP: a safe method is read-only and idempotent, PUT
 * and DELETE idempotent; any endpoint is open-world. Destructive: a DELETE, or a tool the agent must
 * confirm, or one of high/critical risk.
 */
export function annotationsOf(tool: CatalogTool, permission: string, risk: string | null): ToolAnnotations {
  const asks = ASKING.has(permission) || HIGH_RISK.has(risk ?? "");
  if (tool.http) {
    const method = tool.http.method.toUpperCase();
    const readOnly = SAFE_METHODS.has(method);
    return {
      title: tool.name,
      readOnlyHint: readOnly,
      destructiveHint: !readOnly && (asks || method === "DELETE"),
      idempotentHint: IDEMPOTENT_METHODS.has(method),
      openWorldHint: true,
    };
  }
  return { title: tool.name, readOnlyHint: false, destructiveHint: asks };
}

/** MCP requires an object schema; an authored schema without `type` is given one. */
function objectSchema(schema: JsonSchema): JsonSchema & { type: "object" } {
  return { ...schema, type: "object" };
}

/** The agent's tools the runtime can run, in the agent's order; `deny` tools are not offered at all. */
export function servedTools(catalog: Catalog, agentName: string): ServedEntry[] {
  const agent = catalog.agents[agentName]!;
  const order = agent.toolOrder ?? Object.keys(agent.tools);
  const served: ServedEntry[] = [];
  for (const name of order) {
    const grant = agent.tools[name];
    const tool = grant ? catalog.tools[grant.ref] : undefined;
    if (!grant || !tool || grant.permission === "deny" || (tool.kind !== "http" && tool.kind !== "authored")) continue;
    const annotations = annotationsOf(tool, grant.permission, grant.risk ?? tool.risk);
    served.push({ ref: grant.ref, listing: { name, description: tool.description, inputSchema: objectSchema(tool.inputSchema), annotations } });
  }
  return served;
}

/** A runtime result as MCP content; a failure carries its error text and `isError: true`. */
export function toCallToolResult(result: ToolResult): ServedResult {
  if (result.success) return { content: [{ type: "text", text: result.data }] };
  return { content: [{ type: "text", text: result.error ?? "Tool failed" }], isError: true };
}
