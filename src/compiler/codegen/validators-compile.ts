/**
 * The ajv half of `validators.ts`: one Ajv instance (draft 2020-12, `strict: false`, `allErrors: true`,
 * ajv-formats when a schema uses `format`) and one `standaloneCode` call over all schemas. Free of ts-morph so
 * it can run in a worker thread.
 * @see ../../../../shared/spec/README.md §5, §6
 */
import { createRequire } from "node:module";
import type { JsonSchema } from "../../runtime/catalog.js";
import { setOwn } from "./own.js";
import { canonicalSchema } from "./tools-json.js";

/** One schema to compile: the catalog key, the export name and the schema. */
export interface ValidatorEntry {
  key: string;
  exportName: string;
  schema: JsonSchema;
}

/** The ajv options baked into the generated validators (documented on the `Validator` type, validators-types.ts). */
export const AJV_OPTIONS = { allErrors: true, strict: false, validateSchema: false, logger: false } as const;

/**
 * Compiles `entries` into the code part of `validators.ts` (after its header and types, validators-types.ts).
 * Self-contained and deterministic, so it can run in a worker thread. Helpers ajv's output `require`s
 * (ucs2length, equal, formats) are loaded through `createRequire(import.meta.url)`, which makes the module
 * valid ESM; every export is given its type (`Validator`), so the app sees typed validators although the
 * file is not type-checked.
 */
export function compileValidators(entries: readonly ValidatorEntry[]): string {
  const require = createRequire(import.meta.url);
  const Ajv2020 = (require("ajv/dist/2020") as { default: new (opts: object) => AjvLike }).default;
  const standaloneCode = (require("ajv/dist/standalone") as { default: (ajv: AjvLike, refs: Record<string, string>) => string }).default;
  const { _ } = require("ajv") as { _: (strings: TemplateStringsArray) => unknown };
  const usesFormats = entries.some((e) => JSON.stringify(e.schema).includes('"format"'));
  const ajv = new Ajv2020({
    ...AJV_OPTIONS,
    code: { source: true, esm: true, ...(usesFormats ? { formats: _`require("ajv-formats/dist/formats").fullFormats` } : {}) },
  });
  if (usesFormats) (require("ajv-formats") as { default: (ajv: AjvLike) => void }).default(ajv);
  const refs: Record<string, string> = {};
  for (const entry of entries) {
    const id = `toolc:${entry.key}`;
    try {
      ajv.addSchema(normalizeSchema(entry.schema), id);
      ajv.getSchema(id);
    } catch (error) {
      throw new Error(`cannot compile the input_schema of tool \`${entry.key}\` into a validator: ${(error as Error).message}`);
    }
    refs[entry.exportName] = id;
  }
  // An ES module is strict anyway; the directive would be a stray expression statement after the types.
  let code = entries.length > 0 ? standaloneCode(ajv, refs).replace(/^"use strict";/, "") : "";
  if (code.includes("require(")) code = `import { createRequire } from "node:module";const require = createRequire(import.meta.url);${code}`;
  for (const e of entries) code = code.replace(`export const ${e.exportName} = `, `export const ${e.exportName}: Validator = `);
  const record = entries.map((e) => `  ${JSON.stringify(e.key)}: ${e.exportName},`).join("\n");
  const recordType = "Readonly<Record<string, Validator>>";
  return `${code}\n\n/** Precompiled validators keyed by catalog tool key (schema-declared tools only). */\nexport const validators: ${recordType} = {\n${record}\n};\n`;
}

interface AjvLike {
  addSchema(schema: unknown, key: string): unknown;
  getSchema(key: string): unknown;
}

/**
 * The schema as draft 2020-12 sees it: root `$id` / `$schema` dropped (keys are assigned by us; two tools
 * may share an `$id`), draft-07 tuple `items: [...]` / `additionalItems` rewritten to `prefixItems` / `items`,
 * keys in canonical order (so the embedded schema does not depend on insertion order).
 */
export function normalizeSchema(schema: JsonSchema): JsonSchema {
  const { $id: _id, $schema: _s, ...rest } = schema;
  return canonicalSchema(rewriteTuples(rest)) as JsonSchema;
}

/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYWORDS = new Set(["enum", "const", "default", "examples", "required"]);

/** Keywords whose values map names to schemas (the names are not keywords). */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);

function rewriteTuples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteTuples);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  const src = value as Record<string, unknown>;
  for (const [k, v] of Object.entries(src)) {
    if (DATA_KEYWORDS.has(k)) setOwn(out, k, v);
    else if (SCHEMA_MAPS.has(k) && typeof v === "object" && v !== null && !Array.isArray(v)) {
      setOwn(out, k, Object.fromEntries(Object.entries(v).map(([name, sub]) => [name, rewriteTuples(sub)])));
    }
    else if (k === "items" && Array.isArray(v)) out.prefixItems = rewriteTuples(v);
    else if (k === "additionalItems" && Array.isArray(src.items)) out.items = rewriteTuples(v);
    else setOwn(out, k, rewriteTuples(v));
  }
  return out;
}
