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
 * Canonical texts of objects already hashed in one planning (a tool is part of its own file's job and of the job
 * of every agent that enables it); one per planning, so an object changed between two plannings is read anew.
 */
export type HashMemo = WeakMap<object, string>;

/**
 * The input hash of the file at `path` built from `input` (JSON values, Maps and Sets) by toolc `toolVersion`.
 * `memo` must not outlive the objects' current contents.
 */
export function fileInputHash(path: string, input: unknown, toolVersion: string, memo: HashMemo): string {
  return sha256(`${GENERATOR_REVISION}\u0000${toolVersion}\u0000${builderVersions()}\u0000${path}\u0000${canonicalJson(input, memo)}`);
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

/**
 * JSON with object keys sorted, except the members of a schema's `properties` (their order shows in the
 * output; arrays and Maps keep theirs too), so the same definitions read in another order hash the same.
 * Maps and Sets are written as arrays (plain JSON would write `{}` and lose them).
 */
export function canonicalJson(value: unknown, memo: HashMemo, keepOrder = false): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  const known = keepOrder ? undefined : memo.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value) || value instanceof Set) text = `[${[...value].map((v) => canonicalJson(v, memo)).join(",")}]`;
  else if (value instanceof Map) text = canonicalJson([...value], memo);
  else {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!keepOrder) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    text = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, memo, !keepOrder && k === "properties")}`).join(",")}}`;
  }
  if (!keepOrder) memo.set(value, text);
  return text;
}
