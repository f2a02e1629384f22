/**
 * Small JSON Schema and TypeScript-type helpers for schema-to-type.ts, and what agent clients need of a tool's
 * schema (no ts-morph here: planning an agent's client runs without it).
 */
import type { CatalogTool, JsonSchema } from "../../runtime/catalog.js";
import { parametersToSchema } from "../catalog/parameters.js";
import { isIdentifier } from "./names.js";

type Schema = Record<string, unknown>;

/** The value as a schema object, or null. */
export function asSchema(value: unknown): Schema | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Schema) : null;
}

/** The string names of `required`. */
export function requiredOf(s: Schema): string[] {
  return Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === "string") : [];
}

/** True for a schema that describes an object. */
export function isObjectSchema(schema: unknown): boolean {
  const s = asSchema(schema);
  return !!s && (s.type === "object" || (s.type === undefined && s.properties !== undefined));
}

/** An object schema with nothing that needs a union or intersection: it can be an interface. */
export function isPlainObjectSchema(s: Schema): boolean {
  return isObjectSchema(s) && !("$ref" in s) && !("const" in s) && !("enum" in s) && !s.oneOf && !s.anyOf && !s.allOf && s.nullable !== true;
}

/** The schema without `anyOf`/`oneOf`/`allOf`. */
export function withoutCombinators(s: Schema): Schema {
  const { oneOf: _o, anyOf: _a, allOf: _l, ...rest } = s;
  return rest;
}

/** True when the schema says anything about the value besides combinators. */
export function hasShape(s: Schema): boolean {
  return ["type", "properties", "items", "prefixItems", "additionalProperties", "patternProperties"].some((k) => s[k] !== undefined);
}

/** The base schema with one branch laid over it (properties and `required` merged). */
export function mergeSchemas(base: Schema, branch: unknown): unknown {
  const b = asSchema(branch);
  if (!b) return branch;
  if (typeof b.$ref === "string" || (b.type !== undefined && b.type !== base.type)) return branch;
  return {
    ...base,
    ...b,
    properties: { ...(asSchema(base.properties) ?? {}), ...(asSchema(b.properties) ?? {}) },
    required: [...new Set([...requiredOf(base), ...requiredOf(b)])],
  };
}

/** The local `#/…` target of a `$ref`, or undefined. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const s = asSchema(node);
    if (!s) return undefined;
    node = s[decodeSegment(raw)];
    if (node === undefined) return undefined;
  }
  return node;
}

/** A JSON-pointer segment decoded (`~1`, `~0`, percent-escapes). */
export function decodeSegment(segment: string): string {
  let s = segment;
  try {
    s = decodeURIComponent(segment);
  } catch {
    // keep as written
  }
  return s.replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * `value` as a string literal for code that ts-morph's writer prints: JSON's, with each escaped backslash written
 * `\x5C`. The writer takes a quote after a backslash for an escaped one, so a literal ending in a backslash
 * (`"\\"`) left it believing a string was still open; the next literal's `/*` then opened a "comment" it
 * closed with a stray `*\/`, and the file no longer parsed (an enum `["\\", "/*"]`: code generation failed).
 */
export function codeString(value: string): string {
  return JSON.stringify(value).replace(/\\\\/g, "\\x5C");
}

/** A JSON value as a TypeScript literal type (objects → type literals, arrays → tuples). */
export function literalType(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "string") return codeString(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "number";
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `readonly [${value.map(literalType).join(", ")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Schema).map(([k, v]) => `${isIdentifier(k) ? k : codeString(k)}: ${literalType(v)}`);
    return entries.length === 0 ? "Record<string, never>" : `{ ${entries.join("; ")} }`;
  }
  return "unknown";
}

/** A TypeScript union of distinct types (`never` when empty). */
export function union(types: string[]): string {
  const unique = [...new Set(types)];
  if (unique.length === 0) return "never";
  if (unique.includes("unknown")) return "unknown";
  return unique.length === 1 ? unique[0]! : unique.map((t) => (t.includes("=>") ? `(${t})` : t)).join(" | ");
}

/** A type wrapped in parentheses when it is a union. */
export function paren(t: string): string {
  return /^[\w$.]+(\[\])*$|^"[^"]*"$/.test(t) || (t.startsWith("{") && t.endsWith("}")) ? t : `(${t})`;
}

/** An array type of `t`. */
export function arrayOf(t: string): string {
  return /^[\w$.]+$/.test(t) ? `${t}[]` : `Array<${t}>`;
}

/** Whether `{}` is a valid input: an object schema with no required property (so the argument may be omitted). */
export function acceptsEmptyInput(schema: JsonSchema): boolean {
  return isPlainObjectSchema(schema) && requiredOf(schema).length === 0;
}

/** The JSON Schema a tool's input types are built from: Markdown parameters (closed) or `inputSchema`. */
export function typeSchemaOf(tool: CatalogTool): Record<string, unknown> {
  return tool.parameters ? parametersToSchema(tool.parameters) : tool.inputSchema;
}
