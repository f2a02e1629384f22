/**
 * toolc's public API, `import { check, compile } from "toolc"`: check a project for its diagnostics and
 * resolved catalog, or compile it for the generated files (written to `out` unless `write: false`).
 * Nothing here prints, exits or throws on user input: problems are diagnostics, and a project that cannot
 * be checked at all says why in `failure`. The `toolc` command is built on the same compiler.
 * @see ../../shared/spec/README.md §2, §3, §5
 */
import path from "node:path";
import { buildCatalog } from "./compiler/catalog/index.js";
import { check as checkProject, type CheckOptions as InternalCheckOptions, type CheckResult as InternalCheckResult } from "./compiler/index.js";
import { compile as compileProject } from "./compiler/pipeline.js";
import type { Diagnostic, Summary } from "./compiler/diagnostics/types.js";
import type { Catalog } from "./runtime/catalog.js";

export type { Diagnostic, RelatedLocation, Severity, Summary } from "./compiler/diagnostics/types.js";
export type * from "./runtime/catalog.js";

/** Options of {@link check}. */
export interface CheckOptions {
  /** A configuration file to use instead of `toolc.config.yaml` (relative to the working directory). */
  config?: string;
  /** Reuse parse results of unchanged files across runs (default true; `TOOLC_CACHE=off` also turns it off). */
  cache?: boolean;
}

/**
 * Why a project could not be checked or compiled: `root` the root is not a directory, `config` the
 * configuration is invalid (its diagnostics say where), `out` the `out` setting is not a folder inside the root.
 */
export type Failure = "root" | "config" | "out";

/** The outcome of {@link check}. */
export interface CheckResult {
  /** True when nothing failed and there is no error diagnostic (warnings do not count). */
  ok: boolean;
  failure?: Failure;
  /** The absolute project root: paths in `diagnostics` are relative to it. */
  root: string;
  /** Sorted by file, line and column. */
  diagnostics: Diagnostic[];
  summary: Summary;
  /** The resolved catalog (what `catalog.json` holds and the runtime executes); only when `ok`. */
  catalog?: Catalog;
}

/** Options of {@link compile}. */
export interface CompileOptions extends CheckOptions {
  /** Write the generated files to `out` (default true); `false` only returns them. */
  write?: boolean;
}

/** What writing changed under `out`, each list of `out`-relative paths sorted. */
export interface WrittenFiles {
  written: string[];
  unchanged: string[];
  removed: string[];
}

/** The outcome of {@link compile}. */
export interface CompileResult extends CheckResult {
  /** The absolute `out` folder. */
  outDir?: string;
  /** The generated tree (`out`-relative path → content, sorted); absent when not `ok` or there are no definition files. */
  files?: ReadonlyMap<string, string>;
  /** What was written; absent with `write: false` and whenever `files` is absent. */
  written?: WrittenFiles;
}

/** Checks every definition under `root` (absolute or relative to the working directory). */
export async function check(root: string, options: CheckOptions = {}): Promise<CheckResult> {
  const checked = checkProject(checkOptions(root, options));
  const result = publicResult(checked);
  return result.ok && checked.model ? { ...result, catalog: buildCatalog(checked.model).catalog } : result;
}

/**
 * Checks the project and, when it is `ok` and has definition files, generates its output tree and (unless
 * `write: false`) writes it to `out`: unchanged files are left alone, stale generated files are removed.
 */
export async function compile(root: string, options: CompileOptions = {}): Promise<CompileResult> {
  const compiled = await compileProject({ ...checkOptions(root, options), emit: options.write === false ? "memory" : "write" });
  const result = publicResult(compiled);
  if (!result.ok) return result;
  if (compiled.notGenerated === "empty") return { ...result, catalog: buildCatalog(compiled.model!).catalog };
  if (compiled.notGenerated === "out") return { ...result, ok: false, failure: "out" };
  if (compiled.notGenerated === "internal") throw new Error(`code generation failed: ${compiled.error}`);
  const { files, written } = compiled.emitted!;
  return { ...result, catalog: compiled.catalog!, outDir: compiled.outDir!, files, ...(written ? { written } : {}) };
}

function checkOptions(root: string, options: CheckOptions): InternalCheckOptions {
  return {
    root: path.resolve(root),
    ...(options.config !== undefined ? { configPath: path.resolve(options.config) } : {}),
    ...(options.cache !== undefined ? { cache: options.cache } : {}),
  };
}

/** The public shape of the compiler's check result (without the catalog). */
function publicResult(checked: InternalCheckResult): CheckResult {
  return {
    ok: !checked.failure && !checked.internalError && checked.summary.errors === 0,
    ...(checked.failure ? { failure: checked.failure } : {}),
    root: checked.root,
    diagnostics: checked.diagnostics,
    summary: checked.summary,
  };
}
