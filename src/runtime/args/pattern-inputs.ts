/**
 * Which argument strings a schema's validator tests against a pattern, over-approximated: a string value
 * under a subschema with `pattern`, and an object key where `patternProperties` or `propertyNames` apply.
 * Every subschema that can apply to a value is followed (combinators, local `$ref`s, every
 * `patternProperties` / `additionalProperties` schema), so nothing tested is missed; where a reference cannot
 * be followed, every string below counts.
 */
import { isPlainObject } from "./own.js";

type Schema = Record<string, unknown>;

const MAX_DEPTH = 64;
const COMBINATOR_LISTS = ["allOf", "anyOf", "oneOf"];
const COMBINATOR_VALUES = ["not", "if", "then", "else"];

/** True when `args` hold a string longer than `limit` that `root`'s validator may test against a pattern. */
export function hasLongPatternInput(root: Schema, args: unknown, limit: number): boolean {
  const visit = (schema: unknown, value: unknown, depth: number): boolean => {
    if (!isPlainObject(schema)) return false;
    if (depth > MAX_DEPTH) return longestString(value, limit) > limit;
    if (typeof value === "string" && typeof schema.pattern === "string" && value.length > limit) return true;
    const applying = [...COMBINATOR_LISTS.flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : [])), ...COMBINATOR_VALUES.map((k) => schema[k])];
    if (applying.some((sub) => visit(sub, value, depth + 1))) return true;
    for (const ref of [schema.$ref, schema.$dynamicRef]) {
      if (typeof ref !== "string") continue;
      const target = localTarget(root, ref);
      if (target === undefined ? longestString(value, limit) > limit : visit(target, value, depth + 1)) return true;
    }
    if (Array.isArray(value)) return value.some((item, i) => itemSchemas(schema, i).some((sub) => visit(sub, item, depth + 1)));
    if (!isPlainObject(value)) return false;
    if (Object.values(dependentSchemas(schema)).some((sub) => visit(sub, value, depth + 1))) return true;
    return Object.entries(value).some(([key, item]) => keyTested(schema, key, limit, depth, visit) || propertySchemas(schema, key).some((sub) => visit(sub, item, depth + 1)));
  };
  return visit(root, args, 0);
}

function keyTested(schema: Schema, key: string, limit: number, depth: number, visit: (s: unknown, v: unknown, d: number) => boolean): boolean {
  const patterns = isPlainObject(schema.patternProperties) ? Object.keys(schema.patternProperties) : [];
  return (patterns.length > 0 && key.length > limit) || visit(schema.propertyNames, key, depth + 1);
}

/** Every subschema that may apply to property `key` (all `patternProperties`: their patterns are not run here). */
function propertySchemas(schema: Schema, key: string): unknown[] {
  const own = isPlainObject(schema.properties) && Object.hasOwn(schema.properties, key) ? [schema.properties[key]] : [];
  const patterned = isPlainObject(schema.patternProperties) ? Object.values(schema.patternProperties) : [];
  return [...own, ...patterned, schema.additionalProperties, schema.unevaluatedProperties];
}

function dependentSchemas(schema: Schema): Record<string, unknown> {
  return isPlainObject(schema.dependentSchemas) ? schema.dependentSchemas : {};
}

/** Every subschema that may apply to item `index` (2020-12 and draft-07 tuple forms alike). */
function itemSchemas(schema: Schema, index: number): unknown[] {
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems[index] : undefined;
  const items = Array.isArray(schema.items) ? schema.items[index] : schema.items;
  return [prefix, items, schema.additionalItems, schema.contains, schema.unevaluatedItems];
}

/** The subschema a local `#`, `#/json/pointer` reference names; `undefined` when it cannot be followed. */
function localTarget(root: Schema, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let current: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    } catch {
      return undefined;
    }
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isPlainObject(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

/** Length of the longest string in `value` (keys included), stopping as soon as it passes `limit`. */
export function longestString(value: unknown, limit: number, depth = 0): number {
  if (typeof value === "string") return value.length;
  if (typeof value !== "object" || value === null) return 0;
  if (depth > 256) return limit + 1; // too deep to look at: counts as too long
  let longest = 0;
  const entries = Array.isArray(value) ? value.map((item) => ["", item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    longest = Math.max(longest, key.length, longestString(item, limit, depth + 1));
    if (longest > limit) break;
  }
  return longest;
}
