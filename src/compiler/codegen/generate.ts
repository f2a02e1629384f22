/**
 * Code generation: catalog in, the complete output tree out (out-relative path → content), in memory, in
 * three steps that read top to bottom: plan every file (plan.ts: paths, sources, plain texts, the code jobs
 * and their input hashes), build the code files that cannot be reused (print each job with its pure builder,
 * print-jobs.ts, and format it in batches, format.ts, on two threads from 300 files, build-code.ts; fill in
 * the slots; compile the validators), and list everything in the manifest. Nothing here reads the environment
 * or touches the disk: a file is reused only through `opts.reuse` (emit.ts offers the files on disk whose
 * recorded input hash and bytes match: their text, or only their sha256 when the file may stay unread).
 * @see ../../../../shared/spec/README.md §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import { timed } from "../timing/index.js";
import { buildCode } from "./build-code.js";
import { GENERATOR_REVISION } from "./hash.js";
import { MANIFEST_FILE, MANIFEST_VERSION, sha256, type Manifest } from "./header.js";
import { planOutput, type OutputPlan, type PlannedCode, type PlanOptions } from "./plan.js";
import type { PlanRecords } from "./plan-records.js";
import { hasSkeleton, type Skeletons } from "./skeleton-store.js";
import type { WarmBuilder } from "./prewarm.js";
import type { ValidatorEntry } from "./validators.js";

/** Returns the text of the file at `path` when one built from the input hash `input` is at hand. */
export type Reuse = (path: string, input: string) => string | undefined;

/**
 * A {@link Reuse} that may also answer with only the sha256 of the file on disk at `path`, which a rebuild
 * would reproduce: the file is then left there, unread ({@link GeneratedTree.kept}).
 */
export type ReuseOrKeep = (path: string, input: string) => string | { sha256: string } | undefined;

/** Options of {@link generate}. */
export interface GenerateOptions extends Omit<PlanOptions, "lastCatalog"> {
  /** Texts of code files built before from the same input; only the others are printed and formatted. */
  reuse?: Reuse;
}

/** What {@link generateTree} returns. */
export interface GeneratedTree {
  /** Out-relative path → content, the manifest included, sorted by path: every file but the kept ones and `bytes`. */
  files: Map<string, string>;
  /** Files made as bytes (catalog.json spliced from the last one, with `lastCatalog`): written like `files`, not in it. */
  bytes: Map<string, Uint8Array>;
  /** Files left as they are on disk (see {@link ReuseOrKeep}), sorted: listed in the manifest, not in `files`. */
  kept: string[];
  /** Out-relative path → sha256 of every generated file but the manifest (what the manifest records). */
  hashes: Map<string, string>;
  /** What this planning decided per tool and agent, for the next one (plan-records.ts). */
  records: PlanRecords;
}

/**
 * Generates every output file for `catalog`: `types.ts`, `tools/*.ts`, `agents/*.ts`, `prompts/*.md`,
 * `prompts/*.tools.json`, `prompts/*.tools.ts`, `validators.ts`, `catalog.json`, `index.ts` and the manifest
 * `.toolc-manifest.json`. Returns them sorted by path. ts-morph, prettier and ajv are loaded only when a
 * file has to be built.
 */
export async function generate(catalog: Catalog, opts: GenerateOptions): Promise<Map<string, string>> {
  // A Reuse only ever answers with texts, so nothing is kept and `files` is the whole tree.
  return (await generateTree(catalog, opts)).files;
}

/** {@link generate}, where `opts.reuse` may keep files on disk unread; with every file's sha256. */
export async function generateTree(catalog: Catalog, opts: PlanOptions & BuildOptions): Promise<GeneratedTree> {
  const plan = timed("generate: plan", () => planOutput(catalog, opts));
  return treeOf(plan, opts, [], (files, hashes) => manifestOf(plan, files, hashes, opts.toolVersion));
}

/** How {@link treeOf} builds: what to take from `out` instead, the builder started ahead, the skeletons. */
export interface BuildOptions {
  reuse?: ReuseOrKeep;
  builder?: WarmBuilder;
  skeletons?: Skeletons;
}

/**
 * The tree of a plan: each file taken from `opts.reuse` or built, then the manifest `manifest` writes of them
 * (`kept`: files left on disk that the plan does not list, delta.ts).
 */
export async function treeOf(plan: OutputPlan, opts: BuildOptions, kept: string[], manifest: (files: Map<string, string>, hashes: Map<string, string>) => string): Promise<GeneratedTree> {
  const files = new Map<string, string>();
  const bytes = new Map<string, Uint8Array>();
  const hashes = new Map<string, string>();
  // Whether the file at `path`, built from `input`, is taken as it is: its text from `reuse`, or kept on disk unread.
  const taken = (path: string, input: string | undefined): boolean => {
    const reused = input === undefined ? undefined : opts.reuse?.(path, input);
    if (reused === undefined) return false;
    if (typeof reused === "string") files.set(path, reused);
    else {
      kept.push(path);
      hashes.set(path, reused.sha256);
    }
    return true;
  };
  const toBuild = timed("generate: reuse", () =>
    plan.code.filter((code) => {
      if (!taken(code.path, code.input)) return true;
      // A file not built leaves its skeleton for a later build.
      opts.skeletons?.keep(code.path);
      return false;
    }),
  );
  const building = timed("generate: build", () => build(toBuild, opts.builder, opts.skeletons));
  // Settled below; a failure here first must not leave its rejection unhandled.
  building.catch(() => undefined);
  // While the code builds (on the second core, with a builder started ahead), the texts are made and hashed for the manifest.
  for (const text of plan.texts) {
    if (taken(text.path, text.input)) continue;
    const content = typeof text.content === "function" ? text.content() : text.content;
    if (typeof content === "string") files.set(text.path, content);
    else bytes.set(text.path, content);
    hashes.set(text.path, text.sha256 ?? sha256(content));
  }
  for (const [path, content] of await building) files.set(path, content);
  timed("generate: manifest", () => files.set(MANIFEST_FILE, manifest(files, hashes)));
  return { files: new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), bytes, kept: kept.sort(), hashes, records: plan.records };
}

/**
 * Prints, formats (one step for all files; in `builder`'s worker when one was started ahead) and completes the
 * planned code files. A file whose skeleton (its formatted text before its slots are filled) `skeletons` holds is
 * only filled in; the skeletons of the others are kept there. Synchronous up to handing the jobs to the worker
 * (build-code.ts loads no builder itself), so that the caller's work after the call overlaps the build.
 */
async function build(code: readonly PlannedCode[], builder: WarmBuilder | undefined, skeletons: Skeletons | undefined): Promise<Map<string, string>> {
  if (code.length === 0) return new Map();
  const made = code.map((c) => c.make());
  const kept = made.map((m) => (skeletons && hasSkeleton(m) ? skeletons.get(m.job.path, m.skeleton) : undefined));
  const formatted = await buildCode(made.filter((_, i) => kept[i] === undefined).map((m) => m.job), builder);
  const built = new Map<string, string>();
  let next = 0;
  for (const [i, m] of made.entries()) {
    const { job, slots, validators } = m;
    const text = kept[i] ?? formatted[next++]!;
    if (kept[i] === undefined && skeletons && hasSkeleton(m)) skeletons.set(job.path, m.skeleton, text);
    const filled = slots ? slots.fill(text) : text;
    built.set(job.path, validators ? `${filled}\n${await validatorCode(validators)}` : filled);
  }
  return built;
}

/** The ajv part of validators.ts (ajv is loaded only here). */
async function validatorCode(entries: readonly ValidatorEntry[]): Promise<string> {
  return (await import("./validators-compile.js")).compileValidators(entries);
}

/** The manifest's text: every planned file with its sha256 (hashed here unless `hashes` has it), input hash and sources. */
function manifestOf(plan: OutputPlan, files: ReadonlyMap<string, string>, hashes: Map<string, string>, toolVersion: string): string {
  return manifestJson(manifestEntries(plan, files, hashes), toolVersion);
}

/** The manifest's entry of each planned file (see {@link manifestOf}); a file given as bytes has its hash in `hashes`. */
export function manifestEntries(plan: Pick<OutputPlan, "texts" | "code">, files: ReadonlyMap<string, string>, hashes: Map<string, string>): Manifest["files"] {
  const entries: Manifest["files"] = {};
  const hashOf = (path: string): string => hashes.get(path) ?? hashes.set(path, sha256(files.get(path)!)).get(path)!;
  // index.ts, types.ts and catalog.json share one list of every source: sorted once.
  const sortedLists = new Map<readonly string[], string[]>();
  const sortedOf = (sources: readonly string[]): string[] => sortedLists.get(sources) ?? sortedLists.set(sources, sorted(sources)).get(sources)!;
  for (const { path, sources, input } of plan.texts) entries[path] = { sha256: hashOf(path), ...(input === undefined ? {} : { input }), sources: sortedOf(sources) };
  for (const { path, sources, input } of plan.code) entries[path] = { sha256: hashOf(path), input, sources: sortedOf(sources) };
  return entries;
}

/** The manifest listing `files` (any order: written sorted by path). */
export function manifestJson(files: Manifest["files"], toolVersion: string): string {
  const manifest: Manifest = {
    generator: "toolc",
    manifestVersion: MANIFEST_VERSION,
    toolVersion,
    generatorRevision: GENERATOR_REVISION,
    note: "Generated by toolc. Do not edit. Lists every generated file (code files also carry a header line; .md and .json files cannot).",
    files: Object.fromEntries(Object.keys(files).sort().map((path) => [path, files[path]!])),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function sorted(sources: readonly string[]): string[] {
  // A tool's file has one source (10,000 of them): nothing to dedupe or sort.
  return sources.length === 1 ? [sources[0]!] : [...new Set(sources)].sort();
}
