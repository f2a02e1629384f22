/**
 * String coercion: the XML protocol delivers every value as a string, so declared scalar types are
 * recovered here. Only strings are touched; anything that does not parse stays a string and is rejected
 * by validation with a type message. Stricter than the reference on purpose: no `nan`, `inf` or `1_000`.
 * @see ../../../../shared/spec/README.md §6
 */
import type { CatalogParameter, CatalogTool, JsonSchema } from "../catalog.js";
import { isPlainObject } from "./own.js";

/** Scalar types coercion knows. */
export type CoercibleType = "integer" | "number" | "boolean";

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE_WORDS = new Set(["true", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "no", "0"]);

/** Coerces one string to `type`; returns the string unchanged when it is not a valid literal. */
export function coerceString(value: string, type: CoercibleType): unknown {
  const text = value.trim();
  if (type === "integer") {
    if (!INTEGER.test(text)) return value;
    const parsed = Number(text);
    // Beyond 2^53 the number would silently change: keep the string and let validation say so.
    return Number.isSafeInteger(parsed) ? parsed : value;
  }
  if (type === "number") {
    if (!DECIMAL.test(text)) return value;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : value;
  }
  const word = text.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

/** Name → coercible type, from Markdown parameters (last definition wins, like validation). */
function typesFromParameters(parameters: readonly CatalogParameter[]): Map<string, CoercibleType> {
  const types = new Map<string, CoercibleType>();
  for (const parameter of parameters) {
    if (parameter.type === "string") types.delete(parameter.name);
    else types.set(parameter.name, parameter.type);
  }
  return types;
}

/** The coercible type a JSON Schema property accepts, if it accepts no string at all. */
function typeOfSchema(schema: unknown): CoercibleType | null {
  if (!isPlainObject(schema)) return null;
  const declared = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (declared.includes("string")) return null;
  for (const type of ["integer", "number", "boolean"] as const) if (declared.includes(type)) return type;
  return null;
}

/** Name → coercible type, from the root `properties` of a JSON Schema. */
function typesFromSchema(schema: JsonSchema): Map<string, CoercibleType> {
  const types = new Map<string, CoercibleType>();
  const properties = schema.properties;
  if (!isPlainObject(properties)) return types;
  for (const [name, property] of Object.entries(properties)) {
    const type = typeOfSchema(property);
    if (type) types.set(name, type);
  }
  return types;
}

const typeCache = new WeakMap<CatalogTool, Map<string, CoercibleType>>();

/** The coercion plan of a tool, computed once per catalog object. */
export function coercionTypes(tool: CatalogTool): Map<string, CoercibleType> {
  let types = typeCache.get(tool);
  if (!types) {
    types = tool.parameters ? typesFromParameters(tool.parameters) : typesFromSchema(tool.inputSchema);
    typeCache.set(tool, types);
  }
  return types;
}

/** Returns a copy of `args` with declared scalar strings coerced; undefined values are dropped. */
export function coerceArgs(tool: CatalogTool, args: Record<string, unknown>): Record<string, unknown> {
  const types = coercionTypes(tool);
  const entries: Array<[string, unknown]> = [];
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    const type = types.get(name);
    entries.push([name, type && typeof value === "string" ? coerceString(value, type) : value]);
  }
  // fromEntries defines own data properties, so a `__proto__` key stays a plain key.
  return Object.fromEntries(entries);
}
