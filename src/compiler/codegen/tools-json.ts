/**
 * `prompts/<agent>.tools.json`: the agent's tools as native function-calling definitions,
 * `{ "openai": [{ type: "function", function: { name, description, parameters } }], "anthropic": [{ name, description, input_schema }] }`.
 * Schemas are canonical: keys sorted, except that `properties` keep the author's order.
 * @see ../../../../shared/spec/README.md §5
 */
import type { CatalogTool, JsonSchema } from "../../runtime/catalog.js";
import { setOwn } from "./own.js";

/** The content of `prompts/<agent>.tools.json` (2-space JSON, final newline). */
export function toolsJson(tools: readonly CatalogTool[]): string {
  const defs = tools.map((t) => ({ name: t.name, description: t.description, schema: nativeSchema(t.inputSchema) }));
  const doc = {
    openai: defs.map((d) => ({ type: "function", function: { name: d.name, description: d.description, parameters: d.schema } })),
    anthropic: defs.map((d) => ({ name: d.name, description: d.description, input_schema: d.schema })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Canonical schemas already computed: a tool enabled by many agents is converted once. */
const nativeSchemas = new WeakMap<JsonSchema, JsonSchema>();

/** The schema sent to a provider: an empty schema becomes `{ type: "object", properties: {} }` [CORE §1.5]. */
export function nativeSchema(schema: JsonSchema): JsonSchema {
  if (!schema || Object.keys(schema).length === 0) return { properties: {}, type: "object" };
  let native = nativeSchemas.get(schema);
  if (!native) nativeSchemas.set(schema, (native = canonicalSchema(schema) as JsonSchema));
  return native;
}

/** Deep copy with object keys sorted, except the members of `properties` (their order is meaningful). */
export function canonicalSchema(value: unknown, keepOrder = false): unknown {
  if (Array.isArray(value)) return value.map((v) => canonicalSchema(v));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!keepOrder) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    // `properties` maps names to schemas: keep the names in order; the schemas themselves are canonical.
    setOwn(out, k, keepOrder ? canonicalSchema(v) : k === "properties" && isRecord(v) ? canonicalSchema(v, true) : canonicalSchema(v));
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
