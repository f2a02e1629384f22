/**
 * The input hash a manifest records for each built file: hash of exactly what the file's builder reads (its
 * code job, slot texts, validator schemas), the toolc version, {@link GENERATOR_REVISION} and the versions of
 * prettier, ts-morph and ajv. Light on purpose
 * (no ts-morph, no prettier), so `--check` and an unchanged re-run only hash.
 */
import { createRequire } from "node:module";
import { sortingReplacer, writtenDigest } from "../catalog/sorted-json.js";
import type { CodeJob } from "./code-jobs.js";
import type { ToolNames } from "./names.js";
import { sha256 } from "./header.js";

/**
 * Bumped whenever generated output changes for the same input and toolc version: it is part of every input
 * hash, so outputs of an older generator are rebuilt instead of reused. 8: the manifest records per-file input
 * hashes and this revision instead of one whole-catalog hash. 9: `prompts/<agent>.tools.json` / `.tools.ts` list
 * tools by name, no schemas (the catalog holds them). 10: `index.ts` re-exports no tool or agent (module maps and
 * lazy loaders instead). 11: an agent client's job holds what the client prints of each tool (agent-tools.ts
 * ClientMethod), not the tool, and its prompt slots are named after the rest of the job: the same files, other input
 * hashes (without the bump, the plan records of the last run would carry the old ones over). 12: a tool's call JSDoc
 * (its description) is a slot, written by doc-comment.ts: a comment line's trailing space is gone.
 */
export const GENERATOR_REVISION = 12;

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
  return inputHashOf(path, canonicalJson(input, memo), toolVersion);
}

/** The keys of a tool file's job ({@link toolFileInputHash} writes exactly these). */
const TOOL_JOB_KEYS = new Set(["path", "header", "kind", "tool", "names"]);

/**
 * {@link fileInputHash} of a tool file's job as plan.ts hashes it (`[job, no slots, no validators]`), its tool and
 * names written as their digests in `memo`: the same canonical JSON, written directly (hash.test.ts compares the
 * two), since 10,000 tool jobs through the sorting replacer were a sixth of planning. Any other job shape, or a
 * tool or names without a digest, takes the general way.
 */
export function toolFileInputHash(job: Extract<CodeJob, { kind: "tool" }>, toolVersion: string, memo: HashMemo): string {
  const tool = memo.get(job.tool);
  const names = memo.get(job.names);
  const keys = Object.keys(job);
  if (tool === undefined || names === undefined || keys.length !== TOOL_JOB_KEYS.size || !keys.every((key) => TOOL_JOB_KEYS.has(key))) {
    return fileInputHash(job.path, [job, undefined, undefined], toolVersion, memo);
  }
  const json = `[{"header":${JSON.stringify(job.header)},"kind":"tool","names":${JSON.stringify(names)},"path":${JSON.stringify(job.path)},"tool":${JSON.stringify(tool)}},null,null]`;
  return inputHashOf(job.path, json, toolVersion);
}

/** The keys of a tool's names, in code-point order (names.ts ToolNames): all strings. */
const NAME_KEYS = ["file", "fn", "input", "key", "meta", "module", "output", "pascal", "validator"] as const;

/**
 * The digest {@link rememberDigest} takes of a tool's names, `writtenDigest(canonicalJson(names))`, written directly
 * (hash.test.ts compares the two); undefined, for the general way, when the names are not exactly those string keys.
 */
export function namesDigest(names: ToolNames): string | undefined {
  const record = names as unknown as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== NAME_KEYS.length || !NAME_KEYS.every((key) => Object.hasOwn(record, key) && typeof record[key] === "string")) return undefined;
  return writtenDigest(`{${NAME_KEYS.map((key) => `"${key}":${JSON.stringify(record[key])}`).join(",")}}`);
}

/**
 * What every input hash of toolc `toolVersion` holds besides its file's path and job: generator revision and
 * builder versions. Records of input hashes (plan-records.ts) are valid only in the same context.
 */
export function hashContext(toolVersion: string): string {
  return sha256(`${GENERATOR_REVISION}\u0000${toolVersion}\u0000${builderVersions()}`);
}

function inputHashOf(path: string, json: string, toolVersion: string): string {
  return sha256(`${GENERATOR_REVISION}\u0000${toolVersion}\u0000${builderVersions()}\u0000${path}\u0000${json}`);
}

/**
 * Remembers the digest of `value`, which stands for it in every later job: `digest` when given (a tool's,
 * from its catalog.json line: {@link writtenDigest}), else that of `value` written canonically here.
 */
export function rememberDigest(value: object, memo: HashMemo, digest?: string): void {
  if (!memo.has(value)) memo.set(value, digest ?? writtenDigest(canonicalJson(value, memo)));
}

/**
 * Canonical JSON: object keys sorted, except the members of a schema's `properties` (their order shows in
 * the output; arrays keep theirs too) — catalog.json's order (catalog-json.ts); Maps and Sets written as
 * arrays (plain JSON would write `{}` and lose them); an object in `memo` written as its digest.
 */
export function canonicalJson(value: unknown, memo: HashMemo = new WeakMap()): string {
  return JSON.stringify(value, sortingReplacer((v) => (v instanceof Map || v instanceof Set ? [...v] : memo.get(v))));
}

let versions: string | undefined;

/**
 * The installed prettier, ts-morph and ajv versions: their output is part of the files, and a toolc install
 * may get newer ones without a toolc version change. Read from package.json (loading them would defeat the point).
 */
function builderVersions(): string {
  // Asked for by every input hash: the require function is made once, with the answer (it was a tenth of planning 10,000 tools).
  versions ??= readBuilderVersions(createRequire(import.meta.url));
  return versions;
}

function readBuilderVersions(require: NodeRequire): string {
  return ["prettier", "ts-morph", "ajv"].map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`).join(" ");
}
