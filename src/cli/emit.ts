/**
 * The generation half of `toolc compile`: build the catalog, then write the output tree (unchanged
 * files keep their mtime, stale generated files are removed) or, with `--check`, compare it.
 * The code generator is imported only here, so `--no-emit` never loads ts-morph or prettier.
 * @see ../../../shared/spec/README.md §5
 */
import path from "node:path";
import { buildCatalog } from "../compiler/catalog/index.js";
import { FormatCache } from "../compiler/codegen/format-cache.js";
import { cacheDir } from "../compiler/cache/store.js";
import type { CheckResult } from "../compiler/index.js";
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

/** Below this many tools, formatting is quick and a cache file would only be clutter. */
const MIN_TOOLS_FOR_FORMAT_CACHE = 100;

/** Generates (or checks) the output tree for a project that passed checking. */
export async function emitOutput(result: CheckResult, options: EmitOptions, io: CommandIo): Promise<number> {
  const project = result.project!;
  const outDir = path.resolve(project.root, project.config.out);
  const relOut = path.relative(project.root, outDir).split(path.sep).join("/");
  if (relOut === "" || relOut.startsWith("..") || path.isAbsolute(relOut)) {
    io.stderr(`toolc: \`out\` (${project.config.out}) must be a folder inside the project root\n`);
    return EXIT.usage;
  }
  const codegen = await import("../compiler/codegen/index.js");
  const { catalog, sources } = buildCatalog(project);
  const useMemo = options.cache && Object.keys(catalog.tools).length >= MIN_TOOLS_FOR_FORMAT_CACHE;
  const formatMemo = useMemo ? await FormatCache.open(cacheDir(project.root), toolVersion()) : undefined;
  const opts = { sources, toolVersion: toolVersion(), ...(formatMemo ? { formatMemo } : {}) };
  try {
    if (options.check) return reportCheck(await codegen.checkGenerated(outDir, catalog, opts), relOut, io);
    const written = await codegen.emitGenerated(outDir, catalog, opts);
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
