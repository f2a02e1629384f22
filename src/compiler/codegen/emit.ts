/**
 * With out-dir.ts, the only codegen code that touches the disk. Writes a generated tree into `out/` (unchanged files are
 * not rewritten, so their mtime is kept; changed files are replaced atomically; the manifest goes last),
 * removes generated files that are no longer produced (only files that are ours: code files carrying the
 * header, or files listed in the previous manifest and unmodified since), and compares a tree with the disk
 * for `--check`. Foreign files are never touched.
 * @see ../../../../shared/spec/README.md §4 (`--check`), §5
 */
import { mkdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { MANIFEST_FILE, type Manifest } from "./header.js";
import { checkedPath, isOurs, isSafePath, listFiles, parseManifest, readManifest, readText, readTextSync, removeEmptyDirs, TEMP_MARK } from "./out-dir.js";

/** What {@link writeOutput} did, each list sorted by out-relative path. */
export interface WriteResult {
  written: string[];
  unchanged: string[];
  removed: string[];
}

/** What {@link checkOutput} found, each list sorted. Everything empty means up to date. */
export interface CheckResult {
  /** Generated but absent on disk. */
  missing: string[];
  /** On disk with different content. */
  stale: string[];
  /** Ours on disk but no longer generated. */
  extra: string[];
}

/** File operations in flight at once. */
const IO_CONCURRENCY = 32;

/** Runs `fn` over `items` with at most `limit` calls pending. */
async function forEachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Writes `files` (out-relative path → content) into `outDir` and removes our stale files. */
export async function writeOutput(outDir: string, files: ReadonlyMap<string, string>): Promise<WriteResult> {
  return new OutputWriter(outDir).finish(files);
}

/**
 * Writes a generated tree file by file as the files become ready ({@link write}; generation streams them
 * while the formatter works on the rest), then the remaining files, the manifest and the removal of stale
 * files ({@link finish}). Writes are synchronous on purpose: for a thousand small files the thread pool's
 * round trips made the async version several times slower.
 */
export class OutputWriter {
  private readonly result: WriteResult = { written: [], unchanged: [], removed: [] };
  private readonly done = new Set<string>();
  private readonly dirs = new Set<string>();
  /** The manifest of the previous generation, read before anything is written. */
  private readonly previous: Manifest | null;

  constructor(private readonly outDir: string) {
    this.previous = parseManifest(readTextSync(join(outDir, MANIFEST_FILE)));
    mkdirSync(outDir, { recursive: true });
  }

  /** Writes one generated file now, unless its content is already on disk. The manifest waits for {@link finish}. */
  write(path: string, content: string): void {
    if (path === MANIFEST_FILE || this.done.has(path)) return;
    this.writeFile(checkedPath(path), content);
  }

  /** Writes what {@link write} has not, the manifest last, and removes our files that `files` no longer has. */
  async finish(files: ReadonlyMap<string, string>): Promise<WriteResult> {
    for (const [path, content] of files) this.write(path, content);
    // The manifest goes last: an interrupted run never leaves a manifest that vouches for missing files.
    if (files.has(MANIFEST_FILE)) this.writeFile(MANIFEST_FILE, files.get(MANIFEST_FILE)!);
    const emptied = new Set<string>();
    for (const path of await listFiles(this.outDir)) {
      if (files.has(path) || !(await isOurs(this.outDir, path, this.previous))) continue;
      await unlink(join(this.outDir, path));
      this.result.removed.push(path);
      emptied.add(dirname(path));
    }
    await removeEmptyDirs(this.outDir, emptied);
    this.result.written.sort();
    this.result.unchanged.sort();
    this.result.removed.sort();
    return this.result;
  }

  private writeFile(path: string, content: string): void {
    this.done.add(path);
    const target = join(this.outDir, path);
    const existing = readTextSync(target);
    if (existing === content) {
      this.result.unchanged.push(path);
      return;
    }
    const dir = dirname(target);
    if (!this.dirs.has(dir)) mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
    if (existing === undefined) {
      // A new file: no reader can see a half-written old version, so no temp file and rename.
      writeFileSync(target, content, "utf8");
    } else {
      const temp = `${target}${TEMP_MARK}${process.pid}`;
      writeFileSync(temp, content, "utf8");
      renameSync(temp, target);
    }
    this.result.written.push(path);
  }
}

/** Compares `files` with `outDir` without writing anything. */
export async function checkOutput(outDir: string, files: ReadonlyMap<string, string>): Promise<CheckResult> {
  const result: CheckResult = { missing: [], stale: [], extra: [] };
  const onDisk = await readManifest(outDir);
  await forEachLimited([...files.keys()].map(checkedPath), IO_CONCURRENCY, async (path) => {
    const text = await readText(join(outDir, path));
    if (text === undefined) result.missing.push(path);
    else if (text !== files.get(path)) result.stale.push(path);
  });
  result.missing.sort();
  result.stale.sort();
  for (const path of await listFiles(outDir)) {
    if (!files.has(path) && (await isOurs(outDir, path, onDisk))) result.extra.push(path);
  }
  result.extra.sort();
  return result;
}

/**
 * Whether `outDir` already holds the output of a generation with `inputHash` (or what the function returns) by `toolVersion`, intact:
 * the manifest matches and no file it lists is missing or was modified after it (the manifest is
 * written last, so an edit to a generated file makes that file newer). Like make, this trusts mtimes:
 * it stats files instead of reading and hashing all of them, which kept an unchanged run over budget.
 * `--check` never takes this shortcut: it always regenerates and compares contents.
 */
export function isUpToDate(outDir: string, inputHash: string | (() => string), toolVersion: string): boolean {
  const manifest = parseManifest(readTextSync(join(outDir, MANIFEST_FILE)));
  // The hash may be a function: hashing a large catalog is not free, and a first run has no manifest.
  if (!manifest || manifest.toolVersion !== toolVersion) return false;
  if (manifest.inputHash !== (typeof inputHash === "string" ? inputHash : inputHash())) return false;
  const written = statSync(join(outDir, MANIFEST_FILE), { throwIfNoEntry: false })?.mtimeMs;
  if (written === undefined) return false;
  for (const path of Object.keys(manifest.files)) {
    if (!isSafePath(path)) return false;
    const stat = statSync(join(outDir, path), { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.mtimeMs > written) return false;
  }
  return true;
}

/** The paths listed in the manifest in `outDir` (empty when there is none). */
export async function manifestPaths(outDir: string): Promise<string[]> {
  const manifest = await readManifest(outDir);
  return manifest ? [...Object.keys(manifest.files), MANIFEST_FILE].sort() : [];
}
