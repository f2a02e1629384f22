/**
 * With out-dir.ts, the only codegen code that touches the disk: the write step (unchanged files are not
 * rewritten, so their mtime is kept; changed files are replaced atomically; the manifest goes last; generated
 * files that are no longer produced are removed, but only ours: code files carrying the header, or files
 * listed in the previous manifest and unmodified since), the `--check` comparison, and {@link reuseFromDisk},
 * which offers generation the files on disk that a rebuild would reproduce. Foreign files are never touched.
 * @see ../../../../shared/spec/README.md §4 (`--check`), §5
 */
import { mkdirSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Reuse } from "./generate.js";
import { MANIFEST_FILE, sha256 } from "./header.js";
import { checkedPath, isOurs, listFiles, readManifest, readTextSync, removeEmptyDirs, TEMP_MARK } from "./out-dir.js";

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

/**
 * A {@link Reuse} over `outDir`: a file is reused when the manifest there records the same input hash for it
 * (toolc version and generator revision are part of the hash) and its bytes still have the recorded sha256 —
 * a hand-edited or deleted file is rebuilt. Reading and hashing a thousand small files takes tens of
 * milliseconds; printing and formatting them, seconds.
 */
export async function reuseFromDisk(outDir: string): Promise<Reuse> {
  const manifest = await readManifest(outDir);
  return (path, input) => {
    const entry = manifest?.files[path];
    if (!entry || entry.input !== input) return undefined;
    const text = readTextSync(join(outDir, checkedPath(path)));
    return text !== undefined && sha256(text) === entry.sha256 ? text : undefined;
  };
}

/**
 * Writes `files` (out-relative path → content) into `outDir`, the manifest last (an interrupted run never
 * leaves a manifest that vouches for missing files), and removes our files that `files` no longer has. Writes
 * are synchronous on purpose: for a thousand small files the thread pool's round trips made the async version
 * several times slower.
 */
export async function writeOutput(outDir: string, files: ReadonlyMap<string, string>): Promise<WriteResult> {
  const previous = await readManifest(outDir);
  const result: WriteResult = { written: [], unchanged: [], removed: [] };
  mkdirSync(outDir, { recursive: true });
  const paths = [...files.keys()].filter((p) => p !== MANIFEST_FILE).map(checkedPath);
  for (const path of files.has(MANIFEST_FILE) ? [...paths, MANIFEST_FILE] : paths) {
    (writeFile(join(outDir, path), files.get(path)!) ? result.written : result.unchanged).push(path);
  }
  const emptied = new Set<string>();
  for (const path of await listFiles(outDir)) {
    if (files.has(path) || !(await isOurs(outDir, path, previous))) continue;
    unlinkSync(join(outDir, path));
    result.removed.push(path);
    emptied.add(dirname(path));
  }
  await removeEmptyDirs(outDir, emptied);
  return { written: result.written.sort(), unchanged: result.unchanged.sort(), removed: result.removed.sort() };
}

/** Writes `content` to `target` unless it is there already; true when written. */
function writeFile(target: string, content: string): boolean {
  const existing = readTextSync(target);
  if (existing === content) return false;
  mkdirSync(dirname(target), { recursive: true });
  if (existing === undefined) {
    // A new file: no reader can see a half-written old version, so no temp file and rename.
    writeFileSync(target, content, "utf8");
  } else {
    const temp = `${target}${TEMP_MARK}${process.pid}`;
    writeFileSync(temp, content, "utf8");
    renameSync(temp, target);
  }
  return true;
}

/** Compares `files` with `outDir` without writing anything. */
export async function checkOutput(outDir: string, files: ReadonlyMap<string, string>): Promise<CheckResult> {
  const result: CheckResult = { missing: [], stale: [], extra: [] };
  const onDisk = await readManifest(outDir);
  for (const path of [...files.keys()].map(checkedPath)) {
    const text = readTextSync(join(outDir, path));
    if (text === undefined) result.missing.push(path);
    else if (text !== files.get(path)) result.stale.push(path);
  }
  for (const path of await listFiles(outDir)) {
    if (!files.has(path) && (await isOurs(outDir, path, onDisk))) result.extra.push(path);
  }
  return { missing: result.missing.sort(), stale: result.stale.sort(), extra: result.extra.sort() };
}
