/**
 * `prompts/<agent>.tools.json`, and the data of `prompts/<agent>.tools.ts`: the agent's tools by name, in its
 * order, `{ "agent": "<agent>", "tools": [{ "name": "<tool>", "strict"?: { "openai"?: <schema>, "anthropic"?: <schema> } }] }`.
 * Descriptions and input schemas are not repeated: they are the catalog's (`catalog.json`:
 * `tools[agents[<agent>].tools[<name>].ref]`), and `nativeToolSet(catalog, refs)` of `toolc/adapters` joins the
 * two into the set the SDK adapters read. Measured on the 10,000-tool bench corpus, the provider shapes these
 * files held before (OpenAI Chat, OpenAI Responses and Anthropic, each with the full schema) made the
 * `.tools.json` files 36.4 MB and the `.tools.ts` files 11.9 MB of the 102 MB client — every schema three or
 * four times over. The strict schemas of a configured `openai-strict` / `anthropic-strict` profile stay: they
 * are transformed (`catalog/strict-schema.ts`), and the catalog does not hold them.
 * @see ../../../../shared/spec/README.md §5
 */
import type { JsonSchema, StrictProvider } from "../../runtime/catalog.js";
import type { NativeToolRef, NativeToolRefs } from "../../runtime/adapters/native.js";
import { providerInput } from "../../runtime/adapters/from-catalog.js";
import { strictSchema } from "../catalog/strict-schema.js";
import type { GrantedTool } from "./agent-tools.js";
import { setOwn } from "./own.js";

/** The content of `prompts/<agent>.tools.json` (2-space JSON, final newline). */
export function toolsJson(refs: NativeToolRefs): string {
  return `${JSON.stringify(refs, null, 2)}\n`;
}

/** The agent's tool references: names in the agent's order, and the strict schemas of the configured profiles. */
export function toolRefs(agent: string, tools: readonly GrantedTool[], strictProviders: readonly StrictProvider[] = []): NativeToolRefs {
  return { agent, tools: tools.map((t) => toolRef(t, strictProviders)) };
}

function toolRef(t: GrantedTool, strictProviders: readonly StrictProvider[]): NativeToolRef {
  if (strictProviders.length === 0) return { name: t.name };
  const inputSchema = nativeSchema(providerInput(t.tool));
  const strictFor = (provider: StrictProvider) => (strictProviders.includes(provider) ? canonicalSchema(strictSchema(inputSchema, provider).schema) as JsonSchema : undefined);
  const openai = strictFor("openai-strict");
  const anthropic = strictFor("anthropic-strict");
  return { name: t.name, strict: { ...(openai ? { openai } : {}), ...(anthropic ? { anthropic } : {}) } };
}

/** Canonical schemas already computed: a tool enabled by many agents is converted once. */
const nativeSchemas = new WeakMap<JsonSchema, JsonSchema>();

/** A schema in canonical key order (memoised: a tool enabled by many agents is converted once). */
export function nativeSchema(schema: JsonSchema): JsonSchema {
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
