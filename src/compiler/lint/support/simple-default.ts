/**
 * A `default` checked against its subschema without ajv, for the keywords most defaults sit beside: `type`,
 * `const`, `enum`, the number bounds and the string lengths. Loading ajv and compiling one subschema cost more than
 * checking a thousand schemas (32 ms of a one-edit compile, for the bench's `{type: integer, minimum: 1,
 * default: 24}`). The answer is ajv's, under the options schema-meta.ts gives it (`strict: false`, so
 * `strictNumbers` is off: NaN and ±Infinity are numbers, and Infinity an integer), first error first and in
 * ajv's order: `type`, then the keywords of any type (`const`, `enum`), then those of numbers, then of strings —
 * except that a single `number` or `string` type with bounds or lengths of its own is checked in its group.
 * schema-default.test.ts holds it to ajv on random subschemas.
 */
import type { ErrorObject } from "ajv/dist/2020.js";
import { createRequire } from "node:module";
import type { SchemaObject } from "./input-schema.js";

/** ajv's first error, as much of it as schema-meta.ts words. */
export type SimpleError = Pick<ErrorObject, "keyword" | "params"> & { message?: string };

/** Keywords the fast path understands; any other keyword sends the check to ajv. */
const SIMPLE_KEYWORDS = new Set([
  ...["type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength"],
  ...["description", "title", "examples", "deprecated", "readOnly", "writeOnly", "$comment"],
]);

/** The types ajv knows by name. */
const TYPES = new Set(["object", "array", "string", "number", "integer", "boolean", "null"]);

/** The number bounds, in ajv's order, with the comparison a passing value makes. */
const BOUNDS: ReadonlyArray<{ keyword: string; okStr: string; ok: (value: number, limit: number) => boolean }> = [
  { keyword: "maximum", okStr: "<=", ok: (value, limit) => value <= limit },
  { keyword: "minimum", okStr: ">=", ok: (value, limit) => value >= limit },
  { keyword: "exclusiveMaximum", okStr: "<", ok: (value, limit) => value < limit },
  { keyword: "exclusiveMinimum", okStr: ">", ok: (value, limit) => value > limit },
];

// ajv's own deep equality (fast-deep-equal), which its `const` and `enum` use: NaN equals NaN, key order does not count.
const equal = (createRequire(import.meta.url)("ajv/dist/runtime/equal") as { default: (a: unknown, b: unknown) => boolean }).default;

/**
 * ajv's first error for `value` against `schema` (its `default` removed); undefined when the value passes, null
 * when the subschema holds a keyword or limit this path does not handle (ajv then decides).
 */
export function simpleFailure(value: unknown, schema: SchemaObject): SimpleError | undefined | null {
  if (!Object.keys(schema).every((key) => SIMPLE_KEYWORDS.has(key)) || hasLimitOfWrongShape(schema)) return null;
  // ajv compiles no subschema with an empty or non-list `enum`: left to it (the default then goes unchecked).
  if ("enum" in schema && !(Array.isArray(schema.enum) && schema.enum.length > 0)) return null;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.every((t) => typeof t === "string" && TYPES.has(t))) return null;
  const typeError: SimpleError = { keyword: "type", params: { type: types.join(",") } };
  const bounded = BOUNDS.some(({ keyword }) => keyword in schema);
  const lengthed = "minLength" in schema || "maxLength" in schema;
  // ajv checks a single type that has keywords of its own last, in that type's group; any other type first.
  const deferred = types.length === 1 && ((types[0] === "number" && bounded) || (types[0] === "string" && lengthed)) ? types[0] : undefined;
  if (!deferred && types.length > 0 && !types.some((t) => hasType(value, t as string))) return typeError;
  if ("const" in schema && !equal(schema.const, value)) return { keyword: "const", params: { allowedValue: schema.const } };
  if (Array.isArray(schema.enum) && !schema.enum.some((member) => equal(member, value))) return { keyword: "enum", params: { allowedValues: schema.enum } };
  // Each group runs only while no error was found; a value of another type passes it, unless its type was deferred to it.
  const bound = !bounded ? undefined : typeof value === "number" ? boundFailure(value, schema) : deferred === "number" ? typeError : undefined;
  if (bound) return bound;
  return !lengthed ? undefined : typeof value === "string" ? lengthFailure(value, schema) : deferred === "string" ? typeError : undefined;
}

function boundFailure(value: number, schema: SchemaObject): SimpleError | undefined {
  for (const { keyword, okStr, ok } of BOUNDS) {
    const limit = schema[keyword] as number | undefined;
    // ajv fails NaN on every bound (`value < limit || isNaN(value)`).
    if (limit !== undefined && (!ok(value, limit) || Number.isNaN(value))) return { keyword, params: { comparison: okStr, limit }, message: `must be ${okStr} ${limit}` };
  }
  return undefined;
}

function lengthFailure(value: string, schema: SchemaObject): SimpleError | undefined {
  // ajv counts code points (its `unicode` option is on by default), as the string iterator does.
  const length = [...value].length;
  if (typeof schema.maxLength === "number" && length > schema.maxLength) return lengthError("maxLength", "more", schema.maxLength);
  if (typeof schema.minLength === "number" && length < schema.minLength) return lengthError("minLength", "fewer", schema.minLength);
  return undefined;
}

function lengthError(keyword: string, comparison: string, limit: number): SimpleError {
  return { keyword, params: { limit }, message: `must NOT have ${comparison} than ${limit} characters` };
}

/** A bound that is not a finite number, or a length that is not a whole number ≥ 0: left to ajv. */
function hasLimitOfWrongShape(schema: SchemaObject): boolean {
  const bounds = BOUNDS.some(({ keyword }) => keyword in schema && !(typeof schema[keyword] === "number" && Number.isFinite(schema[keyword])));
  return bounds || ["minLength", "maxLength"].some((keyword) => keyword in schema && (!Number.isSafeInteger(schema[keyword]) || (schema[keyword] as number) < 0));
}

/** ajv's type check without `strictNumbers`. */
function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "integer":
      return typeof value === "number" && !(value % 1) && !Number.isNaN(value);
    case "number":
      return typeof value === "number";
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}
