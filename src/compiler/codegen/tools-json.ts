/**
 * `prompts/<agent>.tools.json`: the agent's tools as native function-calling definitions,
 * `{ "openai": [{ type: "function", function: { name, description, parameters, strict? } }],
 *    "openaiResponses": [{ type: "function", name, description, parameters, strict }],
 *    "anthropic": [{ name, description, input_schema, strict? }], "hostExecuted": [names] }`,
 * built by the same functions as the `toolc/adapters` SDK adapters. With a strict provider profile configured
 * (`providers: [openai-strict]`, `anthropic-strict`) that provider's shapes carry the transformed schema and
 * `strict: true`. Schemas are canonical: keys sorted, except that `properties` keep the author's order.
 * @see ../../../../shared/spec/README.md §5
 */
import type { CatalogTool, JsonSchema, StrictProvider } from "../../runtime/catalog.js";
import type { NativeTool, NativeToolSet } from "../../runtime/adapters/native.js";
import { anthropicTools, openaiChatTools, openaiResponsesTools } from "../../runtime/adapters/shapes.js";
import { isHostTool } from "../../runtime/host-tools.js";
import { strictSchema } from "../catalog/strict-schema.js";
import { setOwn } from "./own.js";

/** The content of `prompts/<agent>.tools.json` (2-space JSON, final newline). */
export function toolsJson(set: NativeToolSet): string {
  const doc = {
    openai: openaiChatTools(set),
    openaiResponses: openaiResponsesTools(set),
    anthropic: anthropicTools(set),
    hostExecuted: set.tools.filter((t) => t.hostExecuted).map((t) => t.name),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** The agent's tools, provider-neutral (the data of `prompts/<agent>.tools.ts` and `.tools.json`). */
export function nativeToolSet(agent: string, tools: readonly CatalogTool[], strictProviders: readonly StrictProvider[] = []): NativeToolSet {
  return { agent, tools: tools.map((t) => nativeTool(t, strictProviders)) };
}

function nativeTool(tool: CatalogTool, strictProviders: readonly StrictProvider[]): NativeTool {
  const inputSchema = nativeSchema(tool.inputSchema);
  const strictFor = (provider: StrictProvider) => (strictProviders.includes(provider) ? canonicalSchema(strictSchema(inputSchema, provider).schema) as JsonSchema : undefined);
  const openai = strictFor("openai-strict");
  const anthropic = strictFor("anthropic-strict");
  const strict = openai || anthropic ? { strict: { ...(openai ? { openai } : {}), ...(anthropic ? { anthropic } : {}) } } : {};
  return { name: tool.name, description: tool.description, inputSchema, hostExecuted: isHostTool(tool), ...strict };
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
