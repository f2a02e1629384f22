/**
 * Per-request totals of a strict provider profile over an agent's tools. Anthropic's strict tool use compiles every
 * strict schema of a request into one grammar and caps, across all of them, the optional parameters (24) and the
 * parameters with union types (16); counted here on the schemas toolc emits for that profile.
 * @see ../../../../docs/rules.md §9 agent-tool-budget
 */
import type { CatalogParameter, JsonSchema } from "../../../runtime/catalog.js";
import { parametersToSchema } from "../../catalog/parameters.js";
import { strictSchema } from "../../catalog/strict-schema.js";
import type { ParameterFields } from "../../model/fields.js";
import type { AgentTool } from "./agent-tools.js";

/** One per-request limit of a strict profile. */
export interface StrictLimit {
  provider: "anthropic-strict";
  what: string;
  max: number;
  count: (schema: JsonSchema) => number;
}

/** The per-request limits toolc checks (OpenAI's strict limits are per schema: input-schema-provider). */
export const STRICT_REQUEST_LIMITS: readonly StrictLimit[] = [
  { provider: "anthropic-strict", what: "optional parameters", max: 24, count: (s) => countNodes(s, optionalCount) },
  { provider: "anthropic-strict", what: "parameters with union types", max: 16, count: (s) => countNodes(s, (node) => (isUnion(node) ? 1 : 0)) },
];

/** The schema the agent's tool is sent with under `provider`, or undefined for host tools without one. */
export function strictToolSchema(tool: AgentTool, provider: StrictLimit["provider"]): JsonSchema | undefined {
  const schema = inputSchema(tool);
  return schema && strictSchema(schema, provider).schema;
}

function inputSchema(tool: AgentTool): JsonSchema | undefined {
  if (tool.mdBuiltin) return parametersToSchema(tool.mdBuiltin.parameters);
  const fields = tool.mdTool?.fields ?? tool.coreTool?.yaml?.fields;
  if (!fields) return undefined;
  const written = fields.input_schema?.value;
  if (isRecord(written)) return written as JsonSchema;
  const params = tool.mdTool?.fields.parameters?.value;
  return params ? parametersToSchema(params.map(parameterOf)) : { type: "object", properties: {} };
}

function parameterOf(p: ParameterFields): CatalogParameter {
  const required = p.required?.value;
  const def = p.default?.value;
  const values = p.enum?.value;
  return {
    name: p.name?.value ?? "",
    type: (p.type?.value ?? "string") as CatalogParameter["type"],
    description: p.description?.value ?? "",
    required: typeof required === "boolean" ? required : true,
    default: typeof def === "string" || typeof def === "number" || typeof def === "boolean" ? def : null,
    enum: Array.isArray(values) ? (values as CatalogParameter["enum"]) : null,
  };
}

/** Sums `count` over every schema node (properties, items, unions and definitions followed). */
function countNodes(node: unknown, count: (node: Record<string, unknown>) => number): number {
  if (!isRecord(node)) return 0;
  let total = count(node);
  for (const key of ["properties", "$defs", "definitions"]) {
    if (isRecord(node[key])) for (const sub of Object.values(node[key])) total += countNodes(sub, count);
  }
  if (Array.isArray(node.anyOf)) for (const sub of node.anyOf) total += countNodes(sub, count);
  return total + countNodes(node.items, count);
}

function optionalCount(node: Record<string, unknown>): number {
  if (!isRecord(node.properties)) return 0;
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  return Object.keys(node.properties).filter((name) => !required.has(name)).length;
}

function isUnion(node: Record<string, unknown>): boolean {
  return Array.isArray(node.anyOf) || (Array.isArray(node.type) && node.type.length > 1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
