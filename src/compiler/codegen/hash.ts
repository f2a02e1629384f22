/**
 * The input hash a manifest records for each built file: hash of exactly what the file's builder reads (its
 * code job, hash-identified slot texts), the toolc version and {@link GENERATOR_REVISION}. Light on purpose
 * (no ts-morph, no prettier), so `--check` and an unchanged re-run only hash.
 */
import { sha256 } from "./header.js";
import { canonicalSchema } from "./tools-json.js";

/**
 * Bumped whenever generated output changes for the same input and toolc version: it is part of every input
 * hash, so outputs of an older generator are rebuilt instead of reused. 8: the manifest records per-file input
 * hashes and this revision instead of one whole-catalog hash.
 */
export const GENERATOR_REVISION = 8;

/**
 * The input hash of the file at `path` built from `input` (JSON values, Maps and Sets) by toolc `toolVersion`.
 * Object keys are sorted first, except where their order means something (a schema's `properties`; arrays
 * and Maps keep theirs), so the same definitions read in another order hash the same.
 */
export function fileInputHash(path: string, input: unknown, toolVersion: string): string {
  const plain: unknown = JSON.parse(JSON.stringify(input ?? null, mapsAsEntries));
  return sha256(JSON.stringify([GENERATOR_REVISION, toolVersion, path, canonicalSchema(plain)]));
}

/** JSON has no Map or Set: without this, the names of `index.ts` (Maps) would hash as `{}`. */
function mapsAsEntries(_key: string, value: unknown): unknown {
  return value instanceof Map || value instanceof Set ? [...value] : value;
}
