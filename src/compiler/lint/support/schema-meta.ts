/**
 * JSON Schema 2020-12 checks with ajv. The meta-schema validator is compiled once per process and
 * user schemas are validated as data against it, so a project with thousands of tools never compiles
 * a user schema just to check it. Only subschemas that carry a `default` are compiled (rare), through
 * a small cache.
 * @see ../../../../docs/rules.md input-schema-invalid
 */
import type { Ajv2020, ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findPackageRoot } from "../../../package-info.js";
import { nearest } from "../../diagnostics/nearest.js";
import { firstUnsafePattern } from "../../../runtime/regex/schema-patterns.js";
import { decodePointer } from "./json-pointer.js";
import { isSchemaObject, type SchemaObject } from "./input-schema.js";
import { ownValue } from "../../own.js";

/** The JSON Schema 2020-12 meta-schema id. */
export const META_ID = "https://json-schema.org/draft/2020-12/schema";
const ACCEPTED_SCHEMA_URIS = new Set([META_ID, `${META_ID}#`, "http://json-schema.org/draft/2020-12/schema", "http://json-schema.org/draft/2020-12/schema#"]);
const CACHE_LIMIT = 512;

/** The ajv-formats plugin as a function (it is CommonJS: under NodeNext the default import is its `module.exports`). */
type FormatsPlugin = (ajv: Ajv2020) => unknown;

let ajv: Ajv2020 | undefined;
let metaValidator: ValidateFunction | undefined;
const defaultValidators = new Map<string, ValidateFunction | null>();

// ajv is loaded only when a schema must really be compiled (a `default` to check, or a build without
// the precompiled meta-schema): loading it costs more than the whole check of a small project.
const load = createRequire(import.meta.url);

function instance(): Ajv2020 {
  if (!ajv) {
    const { Ajv2020: AjvClass } = load("ajv/dist/2020.js") as { Ajv2020: new (options: object) => Ajv2020 };
    const formats = load("ajv-formats") as { default?: FormatsPlugin } & FormatsPlugin;
    ajv = new AjvClass({ strict: false, allErrors: false, logger: false, validateSchema: false });
    (formats.default ?? formats)(ajv);
  }
  return ajv;
}

function meta(): ValidateFunction {
  metaValidator ??= precompiledMeta() ?? instance().getSchema(META_ID);
  if (!metaValidator) throw new Error("ajv has no JSON Schema 2020-12 meta-schema");
  return metaValidator;
}

/** The build's precompiled meta-schema validator (scripts/precompile-schemas.ts), when present. */
function precompiledMeta(): ValidateFunction | undefined {
  try {
    const file = path.join(findPackageRoot(fileURLToPath(import.meta.url)), "dist/precompiled/meta-2020.cjs");
    return (load(file) as { meta2020?: ValidateFunction }).meta2020;
  } catch {
    return undefined;
  }
}

/** A schema problem: where (pointer segments from the schema root) and why. */
export interface SchemaProblem {
  segments: string[];
  reason: string;
  /** A "did you mean" candidate for an unknown value (rules.md §1.5). */
  suggestion?: string;
}

/** The first way `schema` fails the 2020-12 meta-schema (or names another draft in `$schema`). */
export function metaSchemaProblem(schema: SchemaObject): SchemaProblem | undefined {
  const declared = schema.$schema;
  if (typeof declared === "string" && !ACCEPTED_SCHEMA_URIS.has(declared)) {
    return { segments: ["$schema"], reason: `\`$schema\` names \`${declared}\`, not JSON Schema 2020-12 (\`${META_ID}\`)` };
  }
  const validate = meta();
  if (validate(schema)) return undefined;
  const error = validate.errors?.[0];
  if (!error) return undefined;
  const segments = decodePointer(error.instancePath);
  const data = valueAt(schema, segments);
  const problem: SchemaProblem = { segments, reason: `${subject(segments)} ${describe(error)}` };
  const allowed = error.params.allowedValues;
  if (error.keyword === "enum" && typeof data === "string" && Array.isArray(allowed)) {
    const suggestion = nearest(data, allowed.map(String));
    if (suggestion) problem.suggestion = suggestion;
  }
  return problem;
}

/**
 * Why `value` fails `subschema` (its `default` aside), or undefined when it passes or the subschema
 * cannot be compiled on its own (e.g. a `$ref` that does not resolve, which has its own finding).
 * Local `$defs`/`definitions` of `root` are made available to `$ref`s.
 */
export function defaultProblem(value: unknown, subschema: SchemaObject, root: SchemaObject): string | undefined {
  const { default: _ignored, ...rest } = subschema;
  const simple = simpleProblem(value, rest);
  if (simple !== null) return simple;
  const standalone: SchemaObject = { ...rest };
  if (JSON.stringify(rest).includes('"$ref"')) {
    for (const key of ["$defs", "definitions"]) if (!(key in standalone) && isSchemaObject(root[key])) standalone[key] = root[key];
  }
  // A pattern that backtracks catastrophically could hang the compiler on the default itself; it is
  // pattern-unsafe's finding, and the value is not checked against it.
  if (firstUnsafePattern(standalone)) return undefined;
  const validate = compiled(standalone);
  if (!validate || validate(value)) return undefined;
  const error = validate.errors?.[0];
  if (!error) return undefined;
  const segments = decodePointer(error.instancePath);
  return segments.length === 0 ? describe(error) : `\`${segments.join(".")}\` ${describe(error)}`;
}

/** Keywords the fast path understands; any other keyword sends the check to ajv. */
const SIMPLE_KEYWORDS = new Set(["type", "enum", "const", "description", "title", "examples", "deprecated", "readOnly", "writeOnly", "$comment"]);

/**
 * The common default checks (`type`, `enum`, `const` only) without loading ajv, whose load and
 * compile cost more than checking a thousand schemas. Returns `null` when the subschema needs ajv,
 * `undefined` when the value passes, else ajv's wording of the first failure.
 */
function simpleProblem(value: unknown, schema: SchemaObject): string | undefined | null {
  if (!Object.keys(schema).every((key) => SIMPLE_KEYWORDS.has(key))) return null;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.every((t) => typeof t === "string" && Object.hasOwn(TYPE_WORDS, t))) return null;
  if (types.length > 0 && !types.some((t) => hasType(value, t as string))) {
    return describe({ keyword: "type", params: { type: types.join(",") } } as unknown as ErrorObject);
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((member) => sameJson(member, value))) {
    return describe({ keyword: "enum", params: { allowedValues: schema.enum } } as unknown as ErrorObject);
  }
  if ("const" in schema && !sameJson(schema.const, value)) {
    return describe({ keyword: "const", params: { allowedValue: schema.const } } as unknown as ErrorObject);
  }
  return undefined;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
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

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function compiled(schema: SchemaObject): ValidateFunction | null {
  const key = JSON.stringify(schema);
  const cached = defaultValidators.get(key);
  if (cached !== undefined) return cached;
  if (defaultValidators.size >= CACHE_LIMIT) defaultValidators.clear();
  let validate: ValidateFunction | null = null;
  const ajvInstance = instance();
  try {
    validate = ajvInstance.compile(schema);
  } catch {
    validate = null;
  } finally {
    // ajv caches every compiled schema object forever; ours is bounded, so drop its copy.
    ajvInstance.removeSchema(schema);
  }
  defaultValidators.set(key, validate);
  return validate;
}

/** The plain value at `segments` below `root`. */
export function valueAt(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function subject(segments: readonly string[]): string {
  if (segments.length === 0) return "the schema";
  const last = segments[segments.length - 1]!;
  const parent = segments[segments.length - 2];
  if (/^\d+$/.test(last) && parent !== undefined) return `item ${last} of \`${parent}\``;
  return `\`${last}\``;
}

const TYPE_WORDS: Record<string, string> = {
  object: "a mapping",
  array: "a list",
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean",
  null: "null",
};

/** One ajv error as YAML-minded words: types are mappings and lists, enums list their values. */
function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "type") {
    const types = (Array.isArray(params.type) ? params.type : String(params.type).split(",")).map((t) => ownValue(TYPE_WORDS, String(t)) ?? String(t));
    return `must be ${types.join(" or ")}`;
  }
  if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
    return `must be one of ${params.allowedValues.map((v) => `\`${typeof v === "string" ? v : JSON.stringify(v)}\``).join(", ")}`;
  }
  if (error.keyword === "const") return `must be \`${JSON.stringify(params.allowedValue)}\``;
  return error.message ?? `fails \`${error.keyword}\``;
}
