/**
 * The whole compile, top to bottom: check (config → load → structure → rules, index.ts) → catalog → code
 * generation → write, or compare with `--check`. Returns data; `src/cli/` only turns argv into options,
 * prints and maps exit codes, and the public `compile()` of `src/index.ts` shapes the same result.
 * @see ../../../shared/spec/README.md §2, §4, §5
 */
import path from "node:path";
import { cacheDir, cachesEnabled } from "./cache/store.js";
import type { EmitResult } from "./codegen/index.js";
import type { Ahead } from "./codegen/prewarm.js";
import type { BuiltCatalog } from "./catalog/index.js";
import type { CheckOptions, CheckResult } from "./index.js";
import type { MdTool, Model } from "./model/types.js";
import type { PlanRecords } from "./codegen/plan-records.js";
import { textHash } from "./cache/store.js";
import type { Project } from "./project/types.js";
import { Trace, traced } from "./inputs/traced-fs.js";
import { keepResult, outStateOf, reusableResult, sourcesOf, type KeptResult, type RunKey } from "./results/index.js";
import type { Catalog } from "../runtime/catalog.js";
import { toolVersion } from "../package-info.js";
import { timed } from "./timing/index.js";

/** Options of {@link compile}. */
export interface CompileOptions extends CheckOptions {
  /** `write` (default): write `out`; `check`: compare with `out`, never write; `memory`: only return the files; `none`: check only. */
  emit?: "write" | "check" | "memory" | "none";
  /** More warnings than this fail the check like an error (`--max-warnings`): nothing is generated. */
  maxWarnings?: number;
  /**
   * Reuse the result of an earlier run with the same options when nothing it depended on changed (results/;
   * the CLI's default, off with `cache: false`). A reused result has no project, model or catalog, and its
   * `emitted.files` is empty: the programmatic API, which returns those, never asks for it.
   */
  reuseResults?: boolean;
  /**
   * Leave each code file `out` holds as a rebuild would make it unread (`write`, `check`): `emitted.files` lacks
   * its text, `emitted.kept` lists it. The CLI's way, which reports paths only; the programmatic API returns texts.
   */
  keepUnread?: boolean;
}

/** Why a compile that was asked to generate did not. */
export type NotGenerated =
  /** The check failed (config, root, errors, a rule crashed, or more warnings than `maxWarnings`). */
  | "check"
  /** There is not a single definition file. */
  | "empty"
  /** `out` is not a folder inside the project root. */
  | "out"
  /** Building the catalog or generating threw (a bug): `error` says what. */
  | "internal";

/**
 * The outcome of {@link compile}: the check, then what generation did. Once generation ran, `project`'s
 * Markdown files carry no YAML document (released for memory: the model holds what anything after reads).
 */
export interface CompileResult extends CheckResult {
  notGenerated?: NotGenerated;
  /** With `notGenerated: "internal"`: the error's message. */
  error?: string;
  /** The catalog generation ran from. */
  catalog?: Catalog;
  /** The absolute `out` folder, and as written in the config (relative to the root). */
  outDir?: string;
  relOut?: string;
  /** The generated tree and what writing changed (`write`) or how the disk differs (`check`). */
  emitted?: EmitResult;
  /** True when this is an earlier run's result, reused because nothing it depended on changed. */
  reused?: boolean;
}

/** Checks the project and, unless the check fails, generates its output tree (see {@link CompileOptions.emit}). */
export async function compile(options: CompileOptions): Promise<CompileResult> {
  const mode = options.emit ?? "write";
  const key = options.reuseResults && mode !== "memory" && cachesEnabled(options.cache) ? runKeyOf(options, mode) : undefined;
  if (key) {
    const kept = await timed("result cache: look up", () => reusableResult(key));
    const reused = kept && reuse(kept, mode, options.maxWarnings);
    if (reused) return reused;
  }
  if (!key) return compileAfresh(options, mode);
  // Traced only when the result may be kept: recording every read's fingerprint has its cost.
  const trace = new Trace();
  const result = await traced(trace, () => compileAfresh(options, mode));
  const kept = keepable(result, mode);
  if (kept) timed("result cache: keep", () => keepResult(key, trace, kept));
  return result;
}

/** The whole compile, every stage run. */
async function compileAfresh(options: CompileOptions, mode: NonNullable<CompileOptions["emit"]>): Promise<CompileResult> {
  if (mode !== "write" && mode !== "check") return generateChecked(options, mode, undefined);
  // A large project's code builder loads on the second core while the project is checked, when the build looks large
  // (codegen/prewarm.ts Ahead); with the caches on, the `stat`s of the generated files are taken there too.
  const { Ahead } = await import("./codegen/prewarm.js");
  const ahead = new Ahead((root) => (cachesEnabled(options.cache) ? cacheDir(root) : undefined));
  const discovered = (files: number, root: string) => ahead.discovered(files, root);
  const loaded = (read: number, root: string) => ahead.loaded(read, root);
  try {
    return await generateChecked({ ...options, discovered, loaded }, mode, ahead);
  } finally {
    await ahead.stop();
  }
}

/** Checks, then generates unless the check failed; `ahead`: what was started ahead of generation, if anything. */
async function generateChecked(options: CompileOptions, mode: NonNullable<CompileOptions["emit"]>, ahead: Ahead | undefined): Promise<CompileResult> {
  // Imported here: a run whose result is reused loads none of the compiler.
  const { check } = await import("./index.js");
  // `--check` also holds the project to its toolc.lock, when it has one.
  const checkNow = () => timed("check", () => check(options));
  const checked = mode === "check" ? (await import("./lock/index.js")).withLockCheck(checkNow()) : checkNow();
  if (mode === "none") return checked;
  if (!checked.project || !checkPassed(checked, options.maxWarnings)) return { ...checked, notGenerated: "check" };
  if (checked.summary.files === 0) return { ...checked, notGenerated: "empty" };
  const { outDirOf } = await import("./project/paths.js");
  const target = outDirOf(checked.project.root, checked.project.config.out);
  if (!target) return { ...checked, notGenerated: "out" };
  // The model holds everything generation reads: Markdown documents a check kept (`keepDocuments`) can go.
  releaseMarkdownDocuments(checked.project);
  try {
    const cacheRoot = cachesEnabled(options.cache) ? checked.project.root : undefined;
    // A compile that does not generate never loads the generator.
    const codegen = await import("./codegen/index.js");
    // With the caches on, files in `out` are hashed by their recorded `stat` where it still holds (codegen/disk-hashes.ts).
    const { builder: started, outStats } = ahead ?? {};
    const model = checked.model!;
    // With the caches on: the project root, and what Markdown tools' entries are built in (their cache's and the records' context).
    const cache = cacheRoot === undefined ? undefined : { root: cacheRoot, context: await entriesContextOf(model) };
    const onDisk = { ...(cacheRoot ? { cacheRoot: checked.root } : {}), ...(options.keepUnread ? { keepUnread: true } : {}), ...(started ? { builder: started } : {}), ...(outStats ? { outStats } : {}) };
    const given = { toolVersion: toolVersion(), ...onDisk, ...(cache ? { sourcesContext: cache.context, sourceHash: sourceHashes(model) } : {}) };
    if (cache !== undefined && options.keepUnread && mode === "write") {
      // Planned from the last generation where only tool descriptions changed (codegen/delta.ts).
      const { carriedFrom } = await import("./codegen/delta.js");
      const catalogFor = (records: PlanRecords | undefined) => catalogOf(model, cache, records && carriedFrom(records, cache.context, model.mdTools));
      const { catalog, ...emitted } = await timed("generate", () => codegen.emitDelta(target.outDir, given, catalogFor));
      return { ...checked, ...target, ...(catalog ? { catalog: catalog.catalog } : {}), emitted };
    }
    const { catalog, sources, written } = await catalogOf(model, cache);
    const emitted = await timed("generate", () => codegen.emit(target.outDir, catalog, { sources, written, ...given }, mode));
    return { ...checked, ...target, catalog, emitted };
  } catch (error) {
    return { ...checked, ...target, notGenerated: "internal", error: error instanceof Error ? error.message : String(error) };
  }
}

/** What a Markdown tool's catalog entry is built in besides its file (catalog/tool-entries.ts entriesContext). */
async function entriesContextOf(model: Model): Promise<string> {
  const [{ entriesContext }, { toolcFingerprint }] = await Promise.all([import("./catalog/tool-entries.js"), import("./results/fingerprint.js")]);
  return entriesContext(model.config, toolcFingerprint());
}

/** The text hash of the file of each Markdown tool, by its catalog key (its name). */
function sourceHashes(model: Model): (key: string) => string | undefined {
  const byKey = new Map(model.mdTools.map((file) => [file.label, file]));
  return (key) => {
    const file = byKey.get(key);
    return file && textHash(file.source);
  };
}

/**
 * The catalog of a checked model; with `cache` (caches on: the project root and the entries' context), Markdown tools
 * whose file is unchanged come from the entries the last run at that project root kept (catalog/tool-entries.ts), and
 * those `carry` says yes to are carried from the last generation (catalog/index.ts).
 */
async function catalogOf(model: Model, cache: { root: string; context: string } | undefined, carry?: (file: MdTool) => boolean): Promise<BuiltCatalog> {
  const { buildCatalog } = await import("./catalog/index.js");
  if (cache === undefined) return timed("catalog", () => buildCatalog(model));
  const { ToolEntries } = await import("./catalog/tool-entries.js");
  const entries = ToolEntries.openIn(cache.root, cache.context);
  const built = timed("catalog", () => buildCatalog(model, entries, carry));
  timed("catalog: save entries", () => entries.save());
  return built;
}

function runKeyOf(options: CompileOptions, mode: RunKey["mode"]): RunKey {
  return { given: path.resolve(options.root), ...(options.configPath ? { configPath: path.resolve(options.configPath) } : {}), mode };
}

/** What of `result` the result cache keeps; undefined when it must not be kept (a failure, a crash, drift). */
function keepable(result: CompileResult, mode: NonNullable<CompileOptions["emit"]>): KeptResult | undefined {
  if (result.failure || result.internalError || result.notGenerated === "internal") return undefined;
  const kept: KeptResult = { root: result.root, diagnostics: result.diagnostics, summary: result.summary, files: [...result.sources.keys()] };
  if (mode === "none" || result.notGenerated === "check") return kept;
  if (result.notGenerated) return { ...kept, notGenerated: result.notGenerated };
  const { emitted, outDir, relOut } = result;
  const drift = emitted?.drift;
  if (!emitted || !outDir || relOut === undefined || (drift && drift.missing.length + drift.stale.length + drift.extra.length > 0)) return undefined;
  const out = outStateOf(outDir, relOut, emitted.files, [...emitted.kept, ...(emitted.bytes?.keys() ?? [])]);
  return out && { ...kept, out };
}

/** A kept result as this run's, or undefined when it does not answer this run (it did not generate, this one would). */
function reuse(kept: KeptResult, mode: NonNullable<CompileOptions["emit"]>, maxWarnings: number | undefined): CompileResult | undefined {
  const base: CompileResult = { root: kept.root, diagnostics: kept.diagnostics, summary: kept.summary, sources: sourcesOf(kept), internalError: false, reused: true };
  if (mode === "none") return base;
  if (!checkPassed(base, maxWarnings)) return { ...base, notGenerated: "check" };
  if (kept.notGenerated) return { ...base, notGenerated: kept.notGenerated };
  if (!kept.out) return undefined;
  const { outDir, relOut, files } = kept.out;
  const emitted: EmitResult = mode === "check" ? { files: new Map(), kept: [], drift: { missing: [], stale: [], extra: [] } } : { files: new Map(), kept: [], written: { written: [], unchanged: files, removed: [] } };
  return { ...base, outDir, relOut, emitted };
}

/** Drops the YAML documents of `project`'s Markdown files (the result of a compile that generated has none). */
function releaseMarkdownDocuments(project: Project): void {
  for (const file of [...project.mdTools, ...project.mdAgents]) delete file.doc;
}

/** Whether a check lets generation run: no failure, no error, no crashed rule, at most `maxWarnings` warnings. */
export function checkPassed(result: CheckResult, maxWarnings?: number): boolean {
  if (result.failure || result.internalError || result.summary.errors > 0) return false;
  return maxWarnings === undefined || result.summary.warnings <= maxWarnings;
}
