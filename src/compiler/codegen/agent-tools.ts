/**
 * The tools an agent's client exposes, with their method names. Kept free of ts-morph: the main thread
 * computes this for the prompts while worker threads print the agent files.
 */
import type { Catalog, CatalogAgent, CatalogTool } from "../../runtime/catalog.js";
import { camelCase, NameRegistry, type GeneratedNames, type ToolNames } from "./names.js";

/** One enabled tool of an agent: the name the agent (and its model) uses, the client method, the catalog tool. */
export interface AgentTool {
  name: string;
  /** The client method: the camelCased agent-local name, unique within the client. */
  method: string;
  tool: CatalogTool;
  names: ToolNames;
}

/** The agent's tools in its own order (`toolOrder`, else `tools` insertion order); unknown refs are skipped. */
export function agentTools(agent: CatalogAgent, catalog: Catalog, names: GeneratedNames): AgentTool[] {
  const order = agent.toolOrder ?? Object.keys(agent.tools);
  const methods = new NameRegistry();
  const out: AgentTool[] = [];
  for (const name of order) {
    const grant = agent.tools[name];
    const tool = grant ? catalog.tools[grant.ref] : undefined;
    const toolNames = grant ? names.tools.get(grant.ref) : undefined;
    if (!tool || !toolNames) continue;
    out.push({ name, method: methods.allocate(camelCase(name)), tool, names: toolNames });
  }
  return out;
}
