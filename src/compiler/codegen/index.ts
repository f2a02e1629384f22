/**
 * Code generation entry points: {@link generate} (in memory), {@link writeOutput} / {@link checkOutput} (the
 * disk), and {@link emit}, what `toolc compile` does with them: generate, reusing every file on disk that a
 * rebuild would reproduce, then write or (`--check`) compare. An unchanged project therefore only plans and
 * hashes: ts-morph, prettier and ajv are not even loaded.
 * @see ../../../../shared/spec/README.md §4, §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import { DiskHashes } from "./disk-hashes.js";
import { checkOutput, keepFromDisk, reuseFromDisk, writeOutput, type CheckResult, type WriteResult } from "./emit.js";
import { generateTree } from "./generate.js";
import { listFiles, readManifest } from "./out-dir.js";
import { PlanRecordsStore } from "./plan-records-store.js";
import { SkeletonStore } from "./skeleton-store.js";
import { timed } from "../timing/index.js";
import type { WarmBuilder } from "./prewarm.js";
import type { PlanOptions } from "./plan.js";

export { checkOutput, keepFromDisk, reuseFromDisk, writeOutput, type CheckResult, type DiskOptions, type WriteResult } from "./emit.js";
export { generate, generateTree, type GeneratedTree, type GenerateOptions, type Reuse, type ReuseOrKeep } from "./generate.js";
export { GENERATOR_REVISION } from "./hash.js";
export { HEADER_PREFIX, MANIFEST_FILE, type Manifest, type ManifestEntry } from "./header.js";

/** Options of {@link emit}. */
export interface EmitOptions extends PlanOptions {
  /**
   * The project root whose cache folder keeps the `stat` records of `outDir`'s files (disk-hashes.ts); without it
   * (caches off) every file compared with the disk is read and hashed.
   */
  cacheRoot?: string;
  /**
   * With `write` and `check`: leave each code file and prompt block `outDir` holds as a rebuild would make it where it is, unread;
   * `files` then lacks its text and `kept` lists it. For callers that report paths only (the CLI).
   */
  keepUnread?: boolean;
  /** A build worker started ahead, which then builds the files to build (prewarm.ts); the caller stops it. */
  builder?: WarmBuilder;
}

/** What {@link emit} did: the generated tree, and what writing changed (`write`) or how the disk differs (`check`). */
export interface EmitResult {
  /** Out-relative path → content of every generated file but the `kept` ones. */
  files: ReadonlyMap<string, string>;
  /** Generated files left unread in `out` (only with `keepUnread`), sorted. */
  kept: readonly string[];
  written?: WriteResult;
  drift?: CheckResult;
}

/**
 * Generates the tree of `catalog` for `outDir` — rebuilding only the code files whose input hash or bytes
 * differ from what the manifest there records — and writes it (`write`), compares it with the disk (`check`,
 * which never writes) or only returns it (`memory`).
 */
export async function emit(outDir: string, catalog: Catalog, opts: EmitOptions, mode: "write" | "check" | "memory"): Promise<EmitResult> {
  const { cacheRoot, keepUnread, builder, ...plan } = opts;
  // `memory` compares nothing with the disk: no records to read.
  // Only a run that writes may take new records: measuring the file system's clock writes a probe file in `out`.
  // The files' `stat`s, when the builder started ahead took them (out-stats.ts).
  const ahead = builder?.outStats && (() => builder.outStats!.take(outDir));
  const disk = timed("generate: disk records", () => DiskHashes.open(outDir, mode === "memory" ? undefined : cacheRoot, mode === "write", ahead));
  // Read once: what reuse and the write or compare step both go by (on 10,000 tools, 5.5 MB of JSON).
  const previous = await timed("generate: read manifest", () => readManifest(outDir));
  const reuse = keepUnread && mode !== "memory" ? await keepFromDisk(outDir, disk, previous) : await reuseFromDisk(outDir, previous);
  // Listed while generation plans and builds (the folders are read on the thread pool, the entries taken while the build is awaited).
  const listing = mode === "memory" ? undefined : listFiles(outDir);
  listing?.catch(() => undefined);
  // The last planning's records of the same folder: unchanged files' input hashes are taken from them (plan-records.ts).
  const store = mode === "memory" || cacheRoot === undefined ? undefined : new PlanRecordsStore(cacheRoot, outDir);
  const records = store?.read();
  // The formatted texts of code files before their slots are filled: a prompt change only fills them in again.
  const skeletons = store && new SkeletonStore(cacheRoot!, outDir);
  const { files, kept, hashes, records: planned } = await generateTree(catalog, {
    ...plan,
    reuse,
    ...(records ? { records } : {}),
    ...(builder ? { builder } : {}),
    ...(skeletons ? { skeletons } : {}),
  });
  if (mode === "memory") return { files, kept };
  const known = { disk, kept, hashes, previous, ...(listing ? { listing } : {}) };
  const result: EmitResult = mode === "check" ? { files, kept, drift: await timed("generate: compare", () => checkOutput(outDir, files, known)) } : { files, kept, written: await timed("generate: write", () => writeOutput(outDir, files, known)) };
  // Records of files no longer generated are dropped.
  timed("generate: save records", () => {
    disk.save([...files.keys(), ...kept]);
    store?.save(planned);
    skeletons?.save();
  });
  return result;
}
