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
import { generateTree, type GeneratedTree } from "./generate.js";
import { generateDelta } from "./delta.js";
import type { PlanRecords } from "./plan-records.js";
import type { Manifest } from "./header.js";
import type { BuiltCatalog } from "../catalog/index.js";
import { listFiles, readBytesSync, readManifestText } from "./out-dir.js";
import { PlanRecordsStore } from "./plan-records-store.js";
import { SkeletonStore } from "./skeleton-store.js";
import { timed } from "../timing/index.js";
import type { WarmBuilder } from "./prewarm.js";
import type { OutStatsAhead } from "./out-stats.js";
import type { PlanOptions } from "./plan.js";
import { join } from "node:path";

export { checkOutput, keepFromDisk, reuseFromDisk, writeOutput, type CheckResult, type DiskOptions, type WriteResult } from "./emit.js";
export { generate, generateTree, type GeneratedTree, type GenerateOptions, type Reuse, type ReuseOrKeep } from "./generate.js";
export { GENERATOR_REVISION } from "./hash.js";
export { HEADER_PREFIX, MANIFEST_FILE, type Manifest, type ManifestEntry } from "./header.js";

/** Options of {@link emit}. */
export interface EmitOptions extends Omit<PlanOptions, "lastCatalog"> {
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
  /** The `stat`s of the generated files taken ahead by a worker of their own (prewarm.ts outStatsAhead), when the builder does not take them. */
  outStats?: OutStatsAhead;
}

/** A catalog.json larger than this is not read as a base (a 100,000-tool catalog is about 170 MB). */
const MAX_BASE_BYTES = 1 << 30;

/** What {@link emit} did: the generated tree, and what writing changed (`write`) or how the disk differs (`check`). */
export interface EmitResult {
  /** Out-relative path → content of every generated file but the `kept` ones and `bytes`. */
  files: ReadonlyMap<string, string>;
  /** With `keepUnread`: files made as bytes (catalog.json, spliced from the last one), written or compared like `files`. */
  bytes?: ReadonlyMap<string, Uint8Array>;
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
  return emitOpened(outDir, catalog, opts, mode, await openOut(outDir, opts, mode));
}

/**
 * {@link emit} (`write`, with `keepUnread` and the caches on) that may plan from the last generation (delta.ts):
 * `catalogFor` builds the catalog, given the last generation's records to carry unchanged Markdown tools from
 * (carriedFrom); when it carried some, only the changed tools' files and those of the agents enabling them are
 * planned. When the delta does not hold, `catalogFor` builds the catalog in full (no records) and it is generated
 * as {@link emit} does. Returns the catalog built in full, if one was.
 */
export async function emitDelta(outDir: string, opts: Omit<EmitOptions, "sources" | "written">, catalogFor: (records: PlanRecords | undefined) => Promise<BuiltCatalog>): Promise<EmitResult & { catalog?: BuiltCatalog }> {
  const out = await openOut(outDir, opts, "write");
  const built = await catalogFor(out.records);
  const full = async (catalog: BuiltCatalog) => ({ ...(await emitOpened(outDir, catalog.catalog, { ...opts, sources: catalog.sources, written: catalog.written }, "write", out)), catalog });
  if (built.carried.size === 0) return full(built);
  const lastCatalog = out.lastCatalog();
  const { toolVersion, sourceHash, builder } = opts;
  const given = { sources: built.sources, toolVersion, ...(sourceHash ? { sourceHash } : {}), ...(builder ? { builder } : {}), ...(out.skeletons ? { skeletons: out.skeletons } : {}) };
  const delta = await generateDelta(built, { ...given, records: out.records!, lastCatalog, previous: out.previous, ...(out.previousText !== undefined ? { previousText: out.previousText } : {}), disk: out.disk, outDir });
  if (delta) return finish(outDir, delta, out, "write");
  return full(await catalogFor(undefined));
}

/** What generating into `outDir` starts from: the disk's hashes, the last manifest and planning, the skeletons, the listing. */
interface OpenedOut {
  disk: DiskHashes;
  previous: Manifest | null;
  previousText?: string;
  store: PlanRecordsStore | undefined;
  readonly records: PlanRecords | undefined;
  skeletons: SkeletonStore | undefined;
  listing: Promise<string[]> | undefined;
  /** The bytes of the catalog.json in `out`, read on first ask, when the records name one (the new one is spliced from it: catalog-base.ts). */
  lastCatalog: () => Buffer | undefined;
}

async function openOut(outDir: string, opts: Pick<EmitOptions, "cacheRoot" | "builder" | "outStats">, mode: "write" | "check" | "memory"): Promise<OpenedOut> {
  const { cacheRoot, builder } = opts;
  const statsAhead = opts.outStats ?? builder?.outStats;
  // `memory` compares nothing with the disk: no records to read.
  // Only a run that writes may take new records: measuring the file system's clock writes a probe file in `out`.
  // The files' `stat`s, when the builder started ahead or a worker of their own took them (out-stats.ts).
  const ahead = statsAhead && (() => statsAhead.take(outDir));
  const disk = timed("generate: disk records", () => DiskHashes.open(outDir, mode === "memory" ? undefined : cacheRoot, mode === "write", ahead));
  // Read once: what reuse and the write or compare step both go by (on 10,000 tools, 5.5 MB of JSON).
  const { manifest: previous, text: previousText } = await timed("generate: read manifest", () => readManifestText(outDir));
  // Listed while generation plans and builds (the folders are read on the thread pool, the entries taken while the build is awaited).
  const listing = mode === "memory" ? undefined : listFiles(outDir);
  listing?.catch(() => undefined);
  // The last planning's records of the same folder: unchanged files' input hashes are taken from them (plan-records.ts).
  const store = mode === "memory" || cacheRoot === undefined ? undefined : new PlanRecordsStore(cacheRoot, outDir);
  // The formatted texts of code files before their slots are filled: a prompt change only fills them in again.
  const skeletons = store && new SkeletonStore(cacheRoot!, outDir);
  const records = store?.read();
  let read: { bytes: Buffer | undefined } | undefined;
  const lastCatalog = () => (read ??= { bytes: records?.catalog ? readBytesSync(join(outDir, "catalog.json"), MAX_BASE_BYTES) : undefined }).bytes;
  return { disk, previous, ...(previousText !== undefined ? { previousText } : {}), store, records, skeletons, listing, lastCatalog };
}

async function emitOpened(outDir: string, catalog: Catalog, opts: EmitOptions, mode: "write" | "check" | "memory", out: OpenedOut): Promise<EmitResult> {
  const { cacheRoot: _root, keepUnread, builder, outStats: _stats, ...plan } = opts;
  const { disk, previous, records, skeletons } = out;
  const reuse = keepUnread && mode !== "memory" ? await keepFromDisk(outDir, disk, previous) : await reuseFromDisk(outDir, previous);
  // Spliced as bytes only for a caller that takes files so (catalog-base.ts).
  const lastCatalog = keepUnread && mode !== "memory" ? out.lastCatalog() : undefined;
  const tree = await generateTree(catalog, {
    ...plan,
    reuse,
    ...(records ? { records } : {}),
    ...(lastCatalog ? { lastCatalog } : {}),
    ...(builder ? { builder } : {}),
    ...(skeletons ? { skeletons } : {}),
  });
  return mode === "memory" ? { files: tree.files, kept: tree.kept } : finish(outDir, tree, out, mode);
}

/** Writes (or compares) a generated tree, then keeps the disk's records, the planning's and the skeletons. */
async function finish(outDir: string, tree: GeneratedTree, out: OpenedOut, mode: "write" | "check"): Promise<EmitResult> {
  const { files, bytes, kept, hashes } = tree;
  const { disk, previous, listing } = out;
  const known = { disk, kept, hashes, previous, ...(listing ? { listing } : {}) };
  const all: ReadonlyMap<string, string | Uint8Array> = bytes.size === 0 ? files : new Map<string, string | Uint8Array>([...files, ...bytes]);
  const made = { files, kept, ...(bytes.size > 0 ? { bytes } : {}) };
  const result: EmitResult = mode === "check" ? { ...made, drift: await timed("generate: compare", () => checkOutput(outDir, all, known)) } : { ...made, written: await timed("generate: write", () => writeOutput(outDir, all, known)) };
  // Records of files no longer generated are dropped.
  timed("generate: save records", () => {
    disk.save([...all.keys(), ...kept]);
    out.store?.save(tree.records);
    out.skeletons?.save();
  });
  return result;
}
