/**
 * Code generation entry points for the compile command: {@link generate} (in memory), {@link writeOutput} /
 * {@link checkOutput} (disk), {@link emitGenerated}, which adds the unchanged-input fast path, and
 * {@link beginEmit}, which starts a generation early so the worker threads print and format while the
 * compiler still runs its rules. ts-morph and prettier are loaded only where code is printed and formatted
 * (the worker threads, or this thread for small projects), so an unchanged second run stays fast.
 * @see ../../../../shared/spec/README.md §4, §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import { checkOutput, isUpToDate, manifestPaths, OutputWriter, type CheckResult, type WriteResult } from "./emit.js";
import { startGeneration, type GenerateOptions, type Generation } from "./generate.js";
import { inputHash } from "./hash.js";

export { checkOutput, writeOutput, isUpToDate, type CheckResult, type WriteResult } from "./emit.js";
export { generate, type GenerateOptions, type Generation } from "./generate.js";
export { inputHash, GENERATOR_REVISION } from "./hash.js";
export { HEADER_PREFIX, MANIFEST_FILE, type Manifest } from "./header.js";

/** What {@link emitGenerated} did. `skipped`: the output was already up to date and nothing was generated. */
export type EmitResult = WriteResult & { skipped: boolean };

/** Stops prewarmed workers when nothing will be generated (e.g. the project has errors). */
export async function releaseGenerator(): Promise<void> {
  await (await import("./workers.js")).releasePrewarmedWorkers();
}

/**
 * Begins what {@link emitGenerated} (`write`) or {@link checkGenerated} (`check`) does, without waiting:
 * `undefined` when writing and `outDir` is already up to date (nothing to generate), else the running
 * generation, to be passed to them or cancelled.
 */
export function beginEmit(outDir: string, catalog: Catalog, opts: GenerateOptions, mode: "write" | "check"): Generation | undefined {
  if (mode === "write" && isUpToDate(outDir, () => inputHash(catalog, opts), opts.toolVersion)) return undefined;
  return startGeneration(catalog, opts);
}

/**
 * Writes the generated tree for `catalog` into `outDir`. When the manifest there records the same input hash
 * and toolc version and every listed file is intact, nothing is generated or written (`skipped: true`).
 * `begun` is a generation {@link beginEmit} started for the same arguments (`null`: it found `outDir` up to date).
 */
export async function emitGenerated(outDir: string, catalog: Catalog, opts: GenerateOptions, begun?: Generation | null): Promise<EmitResult> {
  const generation = begun === undefined ? beginEmit(outDir, catalog, opts, "write") : begun;
  if (!generation) return { written: [], unchanged: await manifestPaths(outDir), removed: [], skipped: true };
  // Files are written as they become final, while the formatter works on the rest.
  const writer = new OutputWriter(outDir);
  const files = await generation.finish((path, content) => writer.write(path, content));
  return { ...(await writer.finish(files)), skipped: false };
}

/** `--check`: regenerates in memory (or finishes `begun`) and compares with `outDir` (never writes). */
export async function checkGenerated(outDir: string, catalog: Catalog, opts: GenerateOptions, begun?: Generation): Promise<CheckResult> {
  return checkOutput(outDir, await (begun ?? startGeneration(catalog, opts)).finish());
}
