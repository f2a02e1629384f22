/**
 * The tools an agent's client exposes, with their method names. Kept free of ts-morph: the main thread
 * computes this for the prompts while worker threads print the agent files.
 */
import type { Catalog, CatalogAgent, CatalogTool } from "../../runtime/catalog.js";
import { camelCase, NameRegistry, type GeneratedNames, type ToolNames } from "./names.js";
import { acceptsEmptyInput, typeSchemaOf } from "./schema-helpers.js";

/** One enabled tool of an agent: the name the agent (and its model) uses, the client method, the catalog tool. */
export interface AgentTool {
  name: string;
  /** The client method: the camelCased agent-local name, unique within the client. */
  method: string;
  tool: CatalogTool;
  names: ToolNames;
}

/** An enabled tool as the agent's prompt block and tool references see it: no method name (only its client needs one). */
export type GrantedTool = Omit<AgentTool, "method">;

/** The agent's tools in its own order (`toolOrder`, else `tools` insertion order), with their methods; unknown refs are skipped. */
export function agentTools(agent: CatalogAgent, catalog: Catalog, names: GeneratedNames): AgentTool[] {
  return withMethods(grantedTools(agent, catalog, names));
}

/** {@link agentTools} without the method names, which take a camelCase and an allocation per tool. */
export function grantedTools(agent: CatalogAgent, catalog: Catalog, names: GeneratedNames): GrantedTool[] {
  const out: GrantedTool[] = [];
  for (const name of agent.toolOrder ?? Object.keys(agent.tools)) {
    const grant = agent.tools[name];
    const tool = grant ? catalog.tools[grant.ref] : undefined;
    const toolNames = grant ? names.tools.get(grant.ref) : undefined;
    if (tool && toolNames) out.push({ name, tool, names: toolNames });
  }
  return out;
}

/** The client methods of an agent's `granted` tools, allocated in order. */
export function withMethods(granted: readonly GrantedTool[]): AgentTool[] {
  const methods = new NameRegistry();
  return granted.map(({ name, tool, names }) => ({ name, method: methods.allocate(camelCase(name)), tool, names }));
}

/**
 * What an agent's client file prints of one enabled tool, and nothing else: its job (code-jobs.ts) holds these
 * instead of the tool, so that the job, and the client's text before its prompt slots are filled, stay the same when
 * a tool changes in what the client does not show (its description past the first line, its schema but for whether
 * an input is required): such a change then needs no formatting (generate.ts, skeleton-store.ts).
 */
export interface ClientMethod {
  /** The agent-local tool name. */
  name: string;
  method: string;
  /** The tool's input type and the module that exports it (names.ts). */
  input: string;
  module: string;
  /** The method's JSDoc: the tool's name and the first line of its description (the tool file has the rest). */
  doc: string;
  /** Whether the input may be omitted (an object with no required property). */
  optional: boolean;
}

/** The client methods of `tools`, in order. */
export function clientMethods(tools: readonly AgentTool[]): ClientMethod[] {
  return tools.map((t) => ({ name: t.name, method: t.method, input: t.names.input, module: t.names.module, doc: methodDoc(t), optional: acceptsEmptyInput(typeSchemaOf(t.tool)) }));
}

function methodDoc(t: AgentTool): string {
  const first = t.tool.description.trim().split("\n")[0]!.trim();
  return first ? `\`${t.name}\`: ${first}` : `\`${t.name}\``;
}
