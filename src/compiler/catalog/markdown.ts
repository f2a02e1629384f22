/**
 * Markdown tools and agents → catalog entries.
 * @see ../../../../shared/reference/markdown-tools-reference.md §1.5, §2.4
 */
import type { AgentToolGrant, CatalogAgent, CatalogTool, JsonSchema, MdPermission } from "../../runtime/catalog.js";
import type { MdBuiltin } from "../config/builtins.js";
import type { MdAgent, MdTool } from "../model/types.js";
import { setOwn } from "../own.js";
import { parametersToSchema, readParameters } from "./parameters.js";

/** A builtin's catalog entry. */
export function mdBuiltinTool(builtin: MdBuiltin): CatalogTool {
  return {
    name: builtin.name,
    kind: "builtin",
    provenance: `builtin:${builtin.name}`,
    description: builtin.description,
    inputSchema: parametersToSchema(builtin.parameters),
    parameters: builtin.parameters.map((p) => ({ ...p })),
    permission: builtin.permission,
    risk: null,
    approvalPolicy: null,
    http: null,
    authored: null,
  };
}

/** The catalog entry of a Markdown tool. */
export function mdTool(tool: MdTool): CatalogTool {
  const { fields } = tool;
  const description = [fields.description?.value.trim() ?? "", tool.body.value].filter((part) => part !== "").join("\n\n");
  // A written `input_schema` wins over `parameters`, even when a structural rule flagged its value.
  const parameters = fields.keySpans.has("input_schema") ? null : readParameters(fields.parameters?.value ?? []);
  const inputSchema = parameters ? parametersToSchema(parameters) : ((fields.input_schema?.value as JsonSchema | null | undefined) ?? { type: "object", properties: {} });
  // Sorted by name, as catalog.json writes them: a runtime built from this catalog in memory (`toolc serve`,
  // `toolc call`) sends them in the order an app reading catalog.json does. The sort is stable, so a name
  // written twice keeps its last value, as before.
  const written = [...(fields.headers?.value ?? [])].map(([name, entry]): [string, string] => [name, entry.value?.value ?? ""]);
  const headers = Object.fromEntries(written.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const extract = fields.response_extract?.value;
  // Keys in code-point order, as catalog.json and the input hashes write them: the sorted writer then copies nothing.
  return {
    approvalPolicy: null,
    authored: null,
    description,
    http: {
      endpoint: fields.endpoint?.value ?? "",
      headers,
      method: (fields.method?.value ?? "GET").toUpperCase(),
      responseExtract: extract ? extract : null,
      timeout: fields.timeout?.value ?? 30,
    },
    inputSchema,
    kind: "http",
    name: tool.label,
    parameters,
    permission: (fields.permission?.value ?? "confirm") as MdPermission,
    provenance: `http:${tool.path}`,
    risk: null,
  };
}

/** The catalog entry of a Markdown agent; tools not in `known` are left out (as the reference does). */
export function mdAgent(agent: MdAgent, known: ReadonlyMap<string, CatalogTool>): CatalogAgent {
  const { fields } = agent;
  const tools: Record<string, AgentToolGrant> = {};
  for (const [name, entry] of fields.tools?.value ?? []) {
    const tool = known.get(name);
    if (!tool) continue;
    const permission = (entry.value?.value ?? tool.permission ?? "confirm") as MdPermission;
    setOwn(tools, name, { permission, ref: name, risk: null });
  }
  // Keys in code-point order, as in mdTool.
  return {
    description: fields.description?.value.trimEnd() ?? "",
    format: "markdown",
    internal: fields.internal?.value === true,
    name: agent.label,
    rolePrompt: agent.body.value,
    source: `md-agent:${agent.path}`,
    tools,
  };
}
