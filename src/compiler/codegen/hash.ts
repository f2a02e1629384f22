/**
 * The input hash a manifest records for each built file: hash of exactly what the file's builder reads (its
 * code job, slot texts, validator schemas), the toolc version, {@link GENERATOR_REVISION} and the versions of
 * prettier, ts-morph and ajv. Light on purpose
 * (no ts-morph, no prettier), so `--check` and an unchanged re-run only hash.
 */
import { createRequire } from "node:module";
import { sha256 } from "./header.js";

/**
 * Bumped whenever generated output changes for the same input and toolc version: it is part of every input
 * hash, so outputs of an older generator are rebuilt instead of reused. 8: the manifest records per-file input
 * hashes and this revision instead of one whole-catalog hash. 9: `prompts/<agent>.tools.json` / `.tools.ts` list
 * tools by name, no schemas (the catalog holds them). 10: `index.ts` re-exports no tool or agent (module maps and
 * lazy loaders instead).
 */
export const GENERATOR_REVISION = 10;

/**
 * The input hash of the file at `path` built from `input` (JSON values, Maps and Sets) by toolc `toolVersion`:
 * the same definitions read in another key order hash the same (see {@link canonical}).
 */
export function fileInputHash(path: string, input: unknown, toolVersion: string): string {
  return sha256(`${GENERATOR_REVISION}\u0000${toolVersion}\u0000${builderVersions()}\u0000${path}\u0000${JSON.stringify(input, canonical)}`);
}

/**
 * `JSON.stringify` replacer for canonical JSON: object keys sorted, except the members of a schema's
 * `properties` (their order shows in the output; arrays keep theirs too); Maps and Sets written as arrays
 * (plain JSON would write `{}` and lose them). An object already in order is written as it is. Measured on
 * the 10,000-tool bench catalog: 0.11 s for every tool job, against 0.3–0.5 s for the same canonical text
 * built by a recursive function.
 */
function canonical(key: string, value: unknown): unknown {
  if (value instanceof Map || value instanceof Set) return [...value];
  if (typeof value !== "object" || value === null || Array.isArray(value) || key === "properties") return value;
  const keys = Object.keys(value);
  if (keys.every((k, i) => i === 0 || keys[i - 1]! < k)) return value;
  // No prototype, so a `__proto__` key becomes a property like any other instead of setting the prototype.
  const sorted = Object.create(null) as Record<string, unknown>;
  for (const k of keys.sort()) sorted[k] = (value as Record<string, unknown>)[k];
  return sorted;
}

let versions: string | undefined;

/**
 * The installed prettier, ts-morph and ajv versions: their output is part of the files, and a toolc install
 * may get newer ones without a toolc version change. Read from package.json (loading them would defeat the point).
 */
function builderVersions(): string {
  const require = createRequire(import.meta.url);
  versions ??= ["prettier", "ts-morph", "ajv"].map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`).join(" ");
  return versions;
}
