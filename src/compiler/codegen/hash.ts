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
 * Digests of tools already written in one planning: a tool is part of its own file's job and of the job of
 * every agent that enables it, and is written once; the agents' jobs hold its digest instead. One per
 * planning, so a tool changed between two plannings is read anew.
 */
export type HashMemo = WeakMap<object, string>;

/**
 * The input hash of the file at `path` built from `input` (JSON values, Maps and Sets) by toolc `toolVersion`:
 * the same definitions read in another key order hash the same (see {@link canonicalJson}).
 */
export function fileInputHash(path: string, input: unknown, toolVersion: string, memo: HashMemo): string {
  return sha256(`${GENERATOR_REVISION}\u0000${toolVersion}\u0000${builderVersions()}\u0000${path}\u0000${canonicalJson(input, memo)}`);
}

/**
 * Remembers the digest of `value`, which stands for it in every later job: of `written` when given, which
 * must be `value`'s canonical JSON already written elsewhere (a tool's line of catalog.json), else of
 * `value` written canonically here.
 */
export function rememberDigest(value: object, memo: HashMemo, written?: string): void {
  if (!memo.has(value)) memo.set(value, `#${sha256(written ?? canonicalJson(value, memo))}`);
}

/**
 * Canonical JSON: object keys sorted, except the members of a schema's `properties` (their order shows in
 * the output; arrays keep theirs too); Maps and Sets written as arrays (plain JSON would write `{}` and lose
 * them); an object in `memo` written as its digest. By a `JSON.stringify` replacer, so the writing is
 * native: on the 10,000-tool bench catalog about half the time of a recursive writer.
 */
export function canonicalJson(value: unknown, memo: HashMemo = new WeakMap()): string {
  return JSON.stringify(value, (key: string, v: unknown): unknown => {
    if (v instanceof Map || v instanceof Set) return [...v];
    if (typeof v !== "object" || v === null || Array.isArray(v)) return v;
    const digest = memo.get(v);
    if (digest !== undefined) return digest;
    if (key === "properties") return v;
    const keys = Object.keys(v);
    if (keys.every((k, i) => i === 0 || keys[i - 1]! < k)) return v;
    // No prototype, so a `__proto__` key becomes a property like any other instead of setting the prototype.
    const sorted = Object.create(null) as Record<string, unknown>;
    for (const k of keys.sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
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
