/**
 * The whole compile, top to bottom: check (config → load → structure → rules, index.ts) → catalog → code
 * generation → write, or compare with `--check`. Returns data; `src/cli/` only turns argv into options,
 * prints and maps exit codes, and the public `compile()` of `src/index.ts` shapes the same result.
 * @see ../../../shared/spec/README.md §2, §4, §5
 */
import { buildCatalog } from "./catalog/index.js";
import type { EmitResult } from "./codegen/index.js";
import { withLockCheck } from "./lock/index.js";
import { check, type CheckOptions, type CheckResult } from "./index.js";
import { outDirOf } from "./project/paths.js";
import type { Catalog } from "../runtime/catalog.js";
import { toolVersion } from "../package-info.js";

/** Options of {@link compile}. */
export interface CompileOptions extends CheckOptions {
  /** `write` (default): write `out`; `check`: compare with `out`, never write; `memory`: only return the files; `none`: check only. */
  emit?: "write" | "check" | "memory" | "none";
  /** More warnings than this fail the check like an error (`--max-warnings`): nothing is generated. */
  maxWarnings?: number;
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

/** The outcome of {@link compile}: the check, then what generation did. */
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
}

/** Checks the project and, unless the check fails, generates its output tree (see {@link CompileOptions.emit}). */
export async function compile(options: CompileOptions): Promise<CompileResult> {
  const mode = options.emit ?? "write";
  // `--check` also holds the project to its toolc.lock, when it has one.
  const checked = mode === "check" ? withLockCheck(check(options)) : check(options);
  if (mode === "none") return checked;
  if (!checked.project || !checkPassed(checked, options.maxWarnings)) return { ...checked, notGenerated: "check" };
  if (checked.summary.files === 0) return { ...checked, notGenerated: "empty" };
  const target = outDirOf(checked.project.root, checked.project.config.out);
  if (!target) return { ...checked, notGenerated: "out" };
  try {
    const { catalog, sources } = buildCatalog(checked.model!);
    // Imported here: a compile that does not generate never loads the generator.
    const codegen = await import("./codegen/index.js");
    const emitted = await codegen.emit(target.outDir, catalog, { sources, toolVersion: toolVersion() }, mode);
    return { ...checked, ...target, catalog, emitted };
  } catch (error) {
    return { ...checked, ...target, notGenerated: "internal", error: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether a check lets generation run: no failure, no error, no crashed rule, at most `maxWarnings` warnings. */
export function checkPassed(result: CheckResult, maxWarnings?: number): boolean {
  if (result.failure || result.internalError || result.summary.errors > 0) return false;
  return maxWarnings === undefined || result.summary.warnings <= maxWarnings;
}
