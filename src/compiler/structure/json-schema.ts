/**
 * JSON Schemas (2020-12) for editors, derived from the shapes the structural check walks
 * (`shapes.ts`), so the two cannot disagree on keys, types, allowed values or required keys.
 * Range checks are functions in the shapes; their JSON Schema form is the one table here
 * ({@link RANGE_SCHEMAS}), and a property test pins each entry to its function.
 * What JSON cannot express is left to the compiler: non-string mapping keys (JSON keys are always
 * strings) and checks that span files (pipeline slot ids, MCP `command`/`url` by transport).
 */
import type { FieldShape, FieldType, ObjectShape } from "./shape.js";
import { AGENT_YAML, FALLBACK_YAML, MCP_MANIFEST, MD_AGENT, MD_TOOL, PIPELINES, TOOL_YAML } from "./shapes.js";

/** A JSON Schema object. */
export type JsonSchema = { [key: string]: unknown };

/** The JSON Schema form of each `range` function in shapes.ts, keyed `<object name>.<key>`. */
export const RANGE_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  "agent frontmatter.max_tool_rounds": { minimum: 0 },
  "`runtime`.max_model_steps": { minimum: 1, maximum: 90 },
  "`runtime`.workspace": { pattern: "\\S" },
  "`pipelines.yaml`.schema_version": { const: 1 },
  "the MCP manifest.url": { pattern: "^https?://" },
  "the MCP manifest.connect_timeout_seconds": { exclusiveMinimum: 0 },
  "the MCP manifest.timeout_seconds": { exclusiveMinimum: 0 },
};

const JSON_TYPES: Record<Exclude<FieldType, "any">, string> = {
  string: "string",
  integer: "integer",
  number: "number",
  boolean: "boolean",
  list: "array",
  mapping: "object",
};

/** `[lL][oO][wW]`: a case-insensitive literal (JSON Schema patterns have no `i` flag). */
function caseless(value: string): string {
  return [...value]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const upper = ch.toUpperCase();
      return lower === upper ? ch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : `[${lower}${upper}]`;
    })
    .join("");
}

/** Allowed values: exact, or (`ci`) trimmed and case-insensitive, still offering the canonical values. */
function allowedSchema(allowed: readonly string[], ci: boolean | undefined): JsonSchema {
  if (!ci) return { enum: [...allowed] };
  return { anyOf: [{ enum: [...allowed] }, { pattern: `^\\s*(?:${allowed.map(caseless).join("|")})\\s*$` }] };
}

function baseSchema(field: FieldShape, context: string): JsonSchema {
  if (field.type === "any") return {};
  const schema: JsonSchema = { type: JSON_TYPES[field.type] };
  if (field.items) schema.items = fieldSchema(field.items, context);
  if (field.object) Object.assign(schema, objectSchema(field.object));
  else if (field.values) schema.additionalProperties = fieldSchema(field.values, context);
  if (field.allowedKeys) schema.propertyNames = allowedSchema(field.allowedKeys, true);
  if (field.allowed) Object.assign(schema, allowedSchema(field.allowed, field.ci));
  if (field.range) Object.assign(schema, RANGE_SCHEMAS[context] ?? {});
  // A required key that is blank is `missing-field`.
  if (field.required && field.type === "string") schema.pattern = "\\S";
  return schema;
}

/** One field: its type, then the alternatives the walker accepts (`orType`, null when `nullable`). */
function fieldSchema(field: FieldShape, context: string): JsonSchema {
  const schema = baseSchema(field, context);
  const alternatives = [schema];
  if (field.orType && field.orType !== "any") alternatives.push({ type: JSON_TYPES[field.orType] });
  if (field.nullable) alternatives.push({ type: "null" });
  return alternatives.length === 1 ? schema : { anyOf: alternatives };
}

/** A closed object: its keys, the required ones, nothing else (unknown keys are `unknown-field`). */
export function objectSchema(shape: ObjectShape): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, field] of Object.entries(shape.keys)) properties[key] = fieldSchema(field, `${shape.name}.${key}`);
  for (const key of shape.skip ?? []) properties[key] = {};
  const required = Object.entries(shape.keys)
    .filter(([, field]) => field.required)
    .map(([key]) => key);
  return { type: "object", properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/** The editor schemas toolc ships: file name, what it describes, and the shape it comes from. */
export const DEFINITION_SCHEMAS = [
  { file: "tool.schema.json", title: "toolc: Agent Core `tool.yaml`", shape: TOOL_YAML },
  // `agent` is required by the structural check itself (index.ts), not by the shape table.
  { file: "agent.schema.json", title: "toolc: Agent Core `agent.yaml`", shape: AGENT_YAML, required: ["agent"] },
  { file: "agent-fallback.schema.json", title: "toolc: the global fallback `agents/agent.yaml`", shape: FALLBACK_YAML },
  { file: "md-tool.schema.json", title: "toolc: Markdown tool frontmatter (`config/tools/*.md`)", shape: MD_TOOL },
  { file: "md-agent.schema.json", title: "toolc: Markdown agent frontmatter (`config/agents/*.md`)", shape: MD_AGENT },
  { file: "pipelines.schema.json", title: "toolc: Agent Core `pipelines.yaml`", shape: PIPELINES },
  { file: "mcp.schema.json", title: "toolc: Agent Core MCP server manifest", shape: MCP_MANIFEST },
] as const;

/** A complete 2020-12 document for one shape. */
export function documentSchema(title: string, shape: ObjectShape, required: readonly string[] = []): JsonSchema {
  const schema = objectSchema(shape);
  const allRequired = [...new Set([...((schema.required as string[] | undefined) ?? []), ...required])];
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title,
    ...schema,
    ...(allRequired.length ? { required: allRequired } : {}),
  };
}
