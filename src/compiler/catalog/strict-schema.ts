/**
 * Provider profiles that transform: the input schema a strict provider mode accepts, derived from the tool's
 * own schema. The tool's schema itself is unchanged (the runtime validator keeps every constraint); only the
 * definitions sent to the provider are transformed.
 *
 * - `openai-strict` (structured outputs, `strict: true`): every object closed (`additionalProperties: false`)
 *   with every property required; a property that was optional becomes nullable (its pointer is returned, so
 *   the runtime reads `null` there as absent); keywords outside the documented subset are dropped.
 * - `anthropic-strict` (strict tool use): every object closed; optional properties stay optional; keywords
 *   outside the documented subset are dropped (`minItems` only as 0 or 1).
 * @see ../../../docs/rules.md §10 input-schema-provider
 */
import type { JsonSchema, StrictProvider } from "../../runtime/catalog.js";
import { escapeToken } from "../../runtime/args/null-absent.js";
import { hasOwn, setOwn } from "../../runtime/args/own.js";

/** A transformed schema and the pointers (into the original) of the properties made nullable. */
export interface StrictSchema {
  schema: JsonSchema;
  nullable: string[];
}

/** What one provider's strict mode accepts. */
interface StrictRules {
  /** Keywords kept; every other keyword is dropped. */
  keywords: ReadonlySet<string>;
  formats: ReadonlySet<string>;
  /** Optional properties become required and nullable. */
  requireAll: boolean;
}

const COMMON = ["type", "description", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf", "$ref", "$defs", "definitions", "pattern", "format"];
const FORMATS = ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"];

/** Each profile's documented subset of JSON Schema. */
export const STRICT_RULES: Readonly<Record<StrictProvider, StrictRules>> = {
  "openai-strict": {
    keywords: new Set([...COMMON, "multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems"]),
    formats: new Set(FORMATS),
    requireAll: true,
  },
  "anthropic-strict": {
    keywords: new Set([...COMMON, "default", "minItems"]),
    formats: new Set([...FORMATS, "uri"]),
    requireAll: false,
  },
};

/** Whether `name` is a profile toolc transforms for (custom profiles only lint). */
export function isStrictProvider(name: unknown): name is StrictProvider {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(STRICT_RULES, name);
}

/** The schema `provider`'s strict mode accepts for a tool whose (canonical, non-empty) input schema is `schema`. */
export function strictSchema(schema: JsonSchema, provider: StrictProvider): StrictSchema {
  const nullable: string[] = [];
  const root = transform({ type: "object", ...schema }, "", STRICT_RULES[provider], nullable) as JsonSchema;
  return { schema: root, nullable: nullable.sort() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One schema node, transformed; `pointer` locates it in the original schema. */
function transform(node: unknown, pointer: string, rules: StrictRules, nullable: string[]): unknown {
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(node)) {
    // `oneOf` is expressed as `anyOf` (exclusivity stays with the runtime validator); with both present the
    // first one written is kept, like every other dropped keyword still enforced by the validator.
    const kept = keyword === "oneOf" ? "anyOf" : keyword;
    if (!rules.keywords.has(kept) || kept in out) continue;
    const child = `${pointer}/${keyword}`;
    if (kept === "anyOf" && Array.isArray(value)) out.anyOf = value.map((v, i) => transform(v, `${child}/${i}`, rules, nullable));
    else if ((kept === "$defs" || kept === "definitions") && isRecord(value)) out[kept] = mapValues(value, (v, k) => transform(v, `${child}/${escapeToken(k)}`, rules, nullable));
    else if (kept === "items") out.items = transform(value, child, rules, nullable);
    else if (kept === "format") {
      if (typeof value === "string" && rules.formats.has(value)) out.format = value;
    } else if (kept === "minItems") {
      if (rules.requireAll || value === 0 || value === 1) out.minItems = value;
    } else if (kept !== "properties" && kept !== "required" && kept !== "additionalProperties") out[kept] = value;
  }
  if (isObjectNode(node)) closeObject(node, out, pointer, rules, nullable);
  return out;
}

/** Whether a node describes an object (the transform closes it). */
function isObjectNode(node: Record<string, unknown>): boolean {
  const type = node.type;
  return type === "object" || (Array.isArray(type) && type.includes("object")) || (type === undefined && isRecord(node.properties));
}

/** Closes an object: `additionalProperties: false`, properties transformed, `required` per the profile. */
function closeObject(node: Record<string, unknown>, out: Record<string, unknown>, pointer: string, rules: StrictRules, nullable: string[]): void {
  const props = isRecord(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? node.required.filter((n): n is string => typeof n === "string" && hasOwn(props, n)) : []);
  const properties: Record<string, unknown> = {};
  for (const [name, sub] of Object.entries(props)) {
    const at = `${pointer}/properties/${escapeToken(name)}`;
    const transformed = transform(sub, at, rules, nullable);
    if (rules.requireAll && !required.has(name) && !allowsNull(transformed)) {
      setOwn(properties, name, withNull(transformed));
      nullable.push(at);
    } else setOwn(properties, name, transformed);
  }
  out.type = "object";
  out.properties = properties;
  const listed = rules.requireAll ? Object.keys(properties) : Object.keys(properties).filter((n) => required.has(n));
  if (listed.length > 0 || rules.requireAll) out.required = listed;
  out.additionalProperties = false;
}

/** Whether a (transformed) schema already accepts `null`. */
function allowsNull(schema: unknown): boolean {
  if (!isRecord(schema)) return schema === true;
  const type = schema.type;
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return !Array.isArray(schema.enum) || schema.enum.includes(null);
  return Array.isArray(schema.anyOf) && schema.anyOf.some(allowsNull);
}

/** The schema, also accepting `null`. */
function withNull(schema: unknown): unknown {
  if (!isRecord(schema)) return schema;
  const { type } = schema;
  const simple = (typeof type === "string" || Array.isArray(type)) && type !== "object" && type !== "array";
  if (!simple || "const" in schema || "anyOf" in schema) {
    // No scalar type to extend (an object, an array, a `$ref`, a union, a constant): a union with null says it
    // exactly, the form providers document for optional structured members.
    const description = typeof schema.description === "string" ? { description: schema.description } : {};
    return { ...description, anyOf: [schema, { type: "null" }] };
  }
  const out: Record<string, unknown> = { ...schema, type: Array.isArray(type) ? [...type, "null"] : [type, "null"] };
  if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
  return out;
}

function mapValues(record: Record<string, unknown>, fn: (value: unknown, key: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v, k)]));
}
