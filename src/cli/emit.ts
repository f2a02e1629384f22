/**
 * The generation half of `toolc compile`: build the catalog, then write the output tree (unchanged
 * files keep their mtime, stale generated files are removed) or, with `--check`, compare it.
 * The generation is begun as soon as the project is loaded ({@link beginEmitPlan}, from `check`'s
 * `onProjectLoaded`), so worker threads print and format while the rules run; it is cancelled when the
 * rules find errors. The code generator is imported only for compiles that emit.
 * @see ../../../shared/spec/README.md §5
 */
import { buildCatalog } from "../compiler/catalog/index.js";
import { cacheDir } from "../compiler/cache/store.js";
import type * as Codegen from "../compiler/codegen/index.js";
import { FormatCache } from "../compiler/codegen/format-cache.js";
import type { CheckResult } from "../compiler/index.js";
import { outDirOf } from "../compiler/project/paths.js";
import type { Model } from "../compiler/model/types.js";
import { toolVersion } from "../package-info.js";
import { EXIT, type CommandIo } from "./io.js";

/** Options for {@link emitOutput}. */
export interface EmitOptions {
  check: boolean;
  /** Suppress the one-line summary (non-text formats keep stdout machine-readable). */
  quiet: boolean;
  /** Reuse formatted output of unchanged files (`--no-cache` and `TOOLC_CACHE=off` turn it off). */
  cache: boolean;
}

/** A generation begun for a loaded project: where it goes, what it is built from, and the running work. */
export interface EmitPlan {
  outDir: string;
  relOut: string;
  catalog: ReturnType<typeof buildCatalog>["catalog"];
  opts: Codegen.GenerateOptions;
  formatMemo?: FormatCache;
  /** The running generation; `null` when writing and `out` is already up to date. */
  generation: Codegen.Generation | null;
}

/** Below this many tools, formatting is quick and a cache file would only be clutter. */
const MIN_TOOLS_FOR_FORMAT_CACHE = 100;

/**
 * Plans the generation for `project` and begins it (see module comment); `undefined` when `out` is not a
 * folder inside the project root (a usage error). Throws only if the catalog cannot be built, which the
 * early call (before the rules have vetted the project) must catch.
 */
export function beginEmitPlan(codegen: typeof Codegen, project: Model, options: EmitOptions): EmitPlan | undefined {
  const target = outDirOf(project.root, project.config.out);
  if (!target) return undefined;
  const { outDir, relOut } = target;
  const { catalog, sources } = buildCatalog(project);
  const useMemo = options.cache && Object.keys(catalog.tools).length >= MIN_TOOLS_FOR_FORMAT_CACHE;
  const formatMemo = useMemo ? FormatCache.open(cacheDir(project.root), toolVersion()) : undefined;
  const opts = { sources, toolVersion: toolVersion(), ...(formatMemo ? { formatMemo } : {}) };
  const generation = codegen.beginEmit(outDir, catalog, opts, options.check ? "check" : "write") ?? null;
  return { outDir, relOut, catalog, opts, ...(formatMemo ? { formatMemo } : {}), generation };
}

/** Generates (or checks) the output tree for a project that passed checking, finishing `plan` when given. */
export async function emitOutput(codegen: typeof Codegen, result: CheckResult, options: EmitOptions, io: CommandIo, plan?: EmitPlan): Promise<number> {
  const project = result.model!;
  try {
    plan ??= beginEmitPlan(codegen, project, options);
    if (!plan) {
      io.stderr(`toolc: \`out\` (${project.config.out}) must be a folder inside the project root\n`);
      return EXIT.usage;
    }
    const { outDir, relOut, catalog, opts, formatMemo, generation } = plan;
    if (options.check) return reportCheck(await codegen.checkGenerated(outDir, catalog, opts, generation ?? undefined), relOut, io);
    const written = await codegen.emitGenerated(outDir, catalog, opts, generation);
    formatMemo?.save();
    if (!options.quiet) {
      const state = written.skipped ? "up to date" : `${written.written.length} written, ${written.unchanged.length} unchanged, ${written.removed.length} removed`;
      io.stdout(`generated ${relOut}/: ${state}\n`);
    }
    return EXIT.ok;
  } catch (error) {
    io.stderr(`toolc: code generation failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.internal;
  }
}

function reportCheck(drift: { missing: string[]; stale: string[]; extra: string[] }, relOut: string, io: CommandIo): number {
  const lines = [
    ...drift.missing.map((file) => `missing: ${relOut}/${file}`),
    ...drift.stale.map((file) => `stale: ${relOut}/${file}`),
    ...drift.extra.map((file) => `extra: ${relOut}/${file}`),
  ];
  if (lines.length === 0) return EXIT.ok;
  io.stderr(`${lines.join("\n")}\ntoolc: ${relOut}/ is out of date; run \`toolc compile\` to regenerate\n`);
  return EXIT.findings;
}
