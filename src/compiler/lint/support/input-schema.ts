/**
 * Shared ground for the `input-schema-*` rules: where `input_schema` mappings are (Markdown tools,
 * core tools, package tools), their plain values, and a walk over every subschema.
 * @see ../../../../docs/rules.md input-schema-invalid, input-schema-loose, input-schema-provider
 */
import type { Pair } from "yaml";
import { kindOf, pairOf, toPlain, type YamlDoc } from "../../parse/nodes.js";
import type { Span } from "../../source/text.js";
import type { RuleContext } from "../rule.js";
import { resolvePointer } from "./json-pointer.js";

/** A JSON Schema object as a plain value. */
export type SchemaObject = Record<string, unknown>;

/** One `input_schema` mapping of a tool definition. */
export interface SchemaSite {
  /** Project-relative file. */
  path: string;
  doc: YamlDoc;
  /** The `input_schema` pair (its key is where root-level findings go). */
  pair: Pair;
  /** The plain schema (YAML 1.1 scalars, last duplicate key wins). */
  schema: SchemaObject;
}

const plainCache = new WeakMap<object, SchemaObject>();

/**
 * Calls `fn` for every `input_schema` that is a mapping the structural rules accepted, one file at a
 * time (`ctx.each`). An absent or null `input_schema` is the empty object schema and is skipped.
 */
export function forEachSchema(ctx: RuleContext, fn: (site: SchemaSite) => void): void {
  const files = [
    ...ctx.project.mdTools.map((file) => ({ path: file.path, doc: file.doc })),
    ...ctx.project.cores.flatMap((core) => core.tools).map((tool) => ({ path: tool.yamlPath, doc: tool.file.doc })),
    ...ctx.project.packageTools.map((tool) => ({ path: tool.yamlPath, doc: tool.file.doc })),
  ];
  ctx.each(files, ({ path, doc }) => {
    if (!doc) return;
    const pair = pairOf(doc, doc.root, "input_schema");
    if (!pair || !ctx.valid(pair.value) || kindOf(doc, pair.value) !== "mapping") return;
    const node = pair.value as object;
    let schema = plainCache.get(node);
    if (!schema) {
      schema = toPlain(doc, node) as SchemaObject;
      plainCache.set(node, schema);
    }
    fn({ path, doc, pair, schema });
  });
}

/** True for a plain JSON object (not an array, not null). */
export function isSchemaObject(value: unknown): value is SchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
const SCHEMA_LISTS = ["prefixItems", "allOf", "anyOf", "oneOf", "items"];
const SCHEMA_VALUES = [
  "items",
  "additionalItems",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
];
const MAX_DEPTH = 256;

/** A subschema reached by {@link walkSchemas}. */
export interface SubschemaVisit {
  schema: SchemaObject;
  /** Pointer segments from the root schema. */
  segments: string[];
  /** The schemas above it, root first. */
  ancestors: SchemaObject[];
}

/**
 * Visits `root` and every object subschema below it, parents before children, in key order. Boolean
 * schemas and values that are not schemas (e.g. `enum`, `default`) are not entered.
 */
export function walkSchemas(root: SchemaObject, visit: (node: SubschemaVisit) => void): void {
  const walk = (schema: SchemaObject, segments: string[], ancestors: SchemaObject[]) => {
    visit({ schema, segments, ancestors });
    if (ancestors.length >= MAX_DEPTH) return;
    const below = [...ancestors, schema];
    for (const [keyword, value] of Object.entries(schema)) {
      if (SCHEMA_MAPS.includes(keyword) && isSchemaObject(value)) {
        for (const [name, sub] of Object.entries(value)) if (isSchemaObject(sub)) walk(sub, [...segments, keyword, name], below);
      } else if (SCHEMA_LISTS.includes(keyword) && Array.isArray(value)) {
        value.forEach((sub, index) => isSchemaObject(sub) && walk(sub, [...segments, keyword, String(index)], below));
      } else if (SCHEMA_VALUES.includes(keyword) && isSchemaObject(value)) {
        walk(value, [...segments, keyword], below);
      }
    }
  };
  walk(root, [], []);
}

/** True when a schema describes objects: `type: object` (alone or in a type list) or `properties`. */
export function isObjectSchema(schema: SchemaObject): boolean {
  const type = schema.type;
  return type === "object" || (Array.isArray(type) && type.includes("object")) || "properties" in schema;
}

/** How the root `type` differs from exactly `object` (`undefined` when it is `object`), for messages. */
export function rootTypeFound(schema: SchemaObject): string | undefined {
  if (!("type" in schema)) return "no `type`";
  const type = schema.type;
  if (type === "object") return undefined;
  if (Array.isArray(type)) return `\`[${type.map(String).join(", ")}]\``;
  return `\`${typeof type === "string" ? type : JSON.stringify(type)}\``;
}

/** True when an object schema accepts any extra property (rules.md input-schema-loose). */
export function isLooseObject(schema: SchemaObject): boolean {
  const additional = schema.additionalProperties;
  return (additional === undefined || additional === true) && schema.unevaluatedProperties !== false;
}

/**
 * The span of the key that holds the node at `segments` below the schema root: the keyword's key, the
 * list's key for a list item, and the `input_schema` key for the root or a path that names nothing.
 */
export function schemaKeySpan(ctx: RuleContext, site: SchemaSite, segments: readonly string[]): Span {
  const target = segments.length ? resolvePointer(site.doc, site.pair.value, segments) : undefined;
  return ctx.span(site.doc, target?.keyNode ?? target?.nearestKey ?? site.pair.key);
}
