/**
 * JSON Schema 2020-12 checks with ajv. The meta-schema validator is compiled once per process and
 * user schemas are validated as data against it, so a project with thousands of tools never compiles
 * a user schema just to check it. Only subschemas whose `default` sits beside keywords that
 * simple-default.ts does not check are compiled (rare), through a small cache.
 * @see ../../../../docs/rules.md input-schema-invalid
 */
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findPackageRoot } from "../../../package-info.js";
import { nearest } from "../../diagnostics/nearest.js";
import { firstUnsafePattern } from "../../../runtime/regex/schema-patterns.js";
import { decodePointer } from "./json-pointer.js";
import { simpleFailure, type SimpleError } from "./simple-default.js";
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
  // Most defaults sit beside keywords checked without loading ajv (simple-default.ts).
  const simple = simpleFailure(value, rest);
  if (simple !== null) return simple && describe(simple);
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
function describe(error: SimpleError): string {
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
