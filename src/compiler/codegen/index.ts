/**
 * Code generation entry points: {@link generate} (in memory), {@link writeOutput} / {@link checkOutput} (the
 * disk), and {@link emit}, what `toolc compile` does with them: generate, reusing every file on disk that a
 * rebuild would reproduce, then write or (`--check`) compare. An unchanged project therefore only plans and
 * hashes: ts-morph, prettier and ajv are not even loaded.
 * @see ../../../../shared/spec/README.md §4, §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import { checkOutput, reuseFromDisk, writeOutput, type CheckResult, type WriteResult } from "./emit.js";
import { generate, type GenerateOptions } from "./generate.js";

export { checkOutput, reuseFromDisk, writeOutput, type CheckResult, type WriteResult } from "./emit.js";
export { generate, type GenerateOptions, type Reuse } from "./generate.js";
export { GENERATOR_REVISION } from "./hash.js";
export { HEADER_PREFIX, MANIFEST_FILE, type Manifest, type ManifestEntry } from "./header.js";

/** What {@link emit} did: the generated tree, and what writing changed (`write`) or how the disk differs (`check`). */
export interface EmitResult {
  files: ReadonlyMap<string, string>;
  written?: WriteResult;
  drift?: CheckResult;
}

/**
 * Generates the tree of `catalog` for `outDir` — rebuilding only the code files whose input hash or bytes
 * differ from what the manifest there records — and writes it (`write`), compares it with the disk (`check`,
 * which never writes) or only returns it (`memory`).
 */
export async function emit(outDir: string, catalog: Catalog, opts: GenerateOptions, mode: "write" | "check" | "memory"): Promise<EmitResult> {
  const files = await generate(catalog, { ...opts, reuse: await reuseFromDisk(outDir) });
  if (mode === "check") return { files, drift: await checkOutput(outDir, files) };
  if (mode === "write") return { files, written: await writeOutput(outDir, files) };
  return { files };
}
