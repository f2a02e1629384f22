/**
 * Code generation entry points for the compile command: {@link generate} (in memory), {@link writeOutput} /
 * {@link checkOutput} (disk), and {@link emitGenerated}, which adds the unchanged-input fast path. The
 * generator itself (ts-morph, prettier, ajv) is loaded only when something must be generated, so an
 * unchanged second run stays fast.
 * @see ../../../../shared/spec/README.md §4, §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import { checkOutput, isUpToDate, manifestPaths, writeOutput, type CheckResult, type WriteResult } from "./emit.js";
import type { GenerateOptions } from "./generate.js";
import { inputHash } from "./hash.js";

export { checkOutput, writeOutput, isUpToDate, type CheckResult, type WriteResult } from "./emit.js";
export { inputHash, GENERATOR_REVISION } from "./hash.js";
export type { GenerateOptions } from "./generate.js";
export { HEADER_PREFIX, MANIFEST_FILE, type Manifest } from "./header.js";

/** What {@link emitGenerated} did. `skipped`: the output was already up to date and nothing was generated. */
export type EmitResult = WriteResult & { skipped: boolean };

/**
 * Starts the formatting workers early, so they load and warm up prettier while the compiler parses and
 * checks the project. Call it at the start of a compile that will emit; harmless (released) otherwise.
 */
export async function prewarmGenerator(): Promise<void> {
  (await import("./workers.js")).prewarmPool();
}

/** Stops prewarmed workers when nothing will be generated (e.g. the project has errors). */
export async function releaseGenerator(): Promise<void> {
  await (await import("./workers.js")).releasePrewarmedPool();
}

/** Generates the output tree in memory (see generate.ts); loads the generator on first use. */
export async function generate(catalog: Catalog, opts: GenerateOptions): Promise<Map<string, string>> {
  return (await import("./generate.js")).generate(catalog, opts);
}

/**
 * Writes the generated tree for `catalog` into `outDir`. When the manifest there records the same input hash
 * and toolc version and every listed file is intact, nothing is generated or written (`skipped: true`).
 */
export async function emitGenerated(outDir: string, catalog: Catalog, opts: GenerateOptions): Promise<EmitResult> {
  if (await isUpToDate(outDir, inputHash(catalog, opts), opts.toolVersion)) {
    return { written: [], unchanged: await manifestPaths(outDir), removed: [], skipped: true };
  }
  return { ...(await writeOutput(outDir, await generate(catalog, opts))), skipped: false };
}

/** `--check`: regenerates in memory and compares with `outDir` (never writes). */
export async function checkGenerated(outDir: string, catalog: Catalog, opts: GenerateOptions): Promise<CheckResult> {
  return checkOutput(outDir, await generate(catalog, opts));
}
