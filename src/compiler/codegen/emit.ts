/**
 * With out-dir.ts, the only codegen code that touches the disk: the write step (unchanged files are not
 * rewritten, so their mtime is kept; changed files are replaced atomically; the manifest goes last; generated
 * files that are no longer produced are removed, but only ours: code files carrying the header, or files
 * listed in the previous manifest and unmodified since), the `--check` comparison, and {@link reuseFromDisk} /
 * {@link keepFromDisk}, which offer generation the files on disk that a rebuild would reproduce. Foreign files are
 * never touched. Whether a file on disk holds given bytes is a sha256 comparison, answered by `stat` where an
 * earlier run recorded the file (disk-hashes.ts), so unchanged files are not read.
 * @see ../../../../shared/spec/README.md §4 (`--check`), §5
 */
import { mkdirSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DiskHashes } from "./disk-hashes.js";
import type { Reuse, ReuseOrKeep } from "./generate.js";
import { MANIFEST_FILE, sha256, type Manifest } from "./header.js";
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

/** What {@link writeOutput} and {@link checkOutput} may know besides `files` (all optional). */
export interface DiskOptions {
  /** The sha256 of the files in `outDir`, by `stat` where recorded (disk-hashes.ts); default: each read and hashed. */
  disk?: DiskHashes;
  /** Generated files left as they are in `outDir` (generateTree's `kept`): ours and up to date, not in `files`. */
  kept?: readonly string[];
  /** sha256 of the contents of `files` where known (generateTree's `hashes`), so they are not hashed again. */
  hashes?: ReadonlyMap<string, string>;
  /** The manifest `outDir` held before this run, when already read (null: none or unreadable); default: read here. */
  previous?: Manifest | null;
  /**
   * The files in `outDir` ({@link listFiles}) listed before this step, while the code was built; default: listed here.
   * Either way, what this run writes is generated, so only files that were there before can be ours and no longer made.
   */
  listing?: Promise<string[]>;
}

/**
 * A {@link Reuse} over `outDir`: a file is reused when the manifest there records the same input hash for it
 * (toolc version and generator revision are part of the hash) and its bytes still have the recorded sha256 —
 * a hand-edited or deleted file is rebuilt. Reading and hashing a thousand small files takes tens of
 * milliseconds; printing and formatting them, seconds.
 */
export async function reuseFromDisk(outDir: string, previous?: Manifest | null): Promise<Reuse> {
  const manifest = await manifestOf(outDir, previous);
  return (path, input) => {
    const entry = manifest?.files[path];
    if (!entry || entry.input !== input) return undefined;
    const text = readTextSync(join(outDir, checkedPath(path)));
    return text !== undefined && sha256(text) === entry.sha256 ? text : undefined;
  };
}

/**
 * {@link reuseFromDisk} for a caller that needs no texts (`toolc compile`): a file that a rebuild would
 * reproduce is kept where it is, unread when `disk` has a record of it that still holds.
 */
export async function keepFromDisk(outDir: string, disk: DiskHashes, previous?: Manifest | null): Promise<ReuseOrKeep> {
  const manifest = await manifestOf(outDir, previous);
  return (path, input) => {
    const entry = manifest?.files[path];
    if (!entry || entry.input !== input) return undefined;
    const onDisk = disk.sha256(checkedPath(path));
    return onDisk !== undefined && onDisk === entry.sha256 ? { sha256: onDisk } : undefined;
  };
}

/**
 * Writes `files` (out-relative path → content) into `outDir`, the manifest last (an interrupted run never
 * leaves a manifest that vouches for missing files), and removes our files that `files` no longer has. Writes
 * are synchronous on purpose: for a thousand small files the thread pool's round trips made the async version
 * several times slower.
 */
export async function writeOutput(outDir: string, files: ReadonlyMap<string, string | Uint8Array>, opts: DiskOptions = {}): Promise<WriteResult> {
  const disk = opts.disk ?? DiskHashes.open(outDir, undefined);
  const kept = (opts.kept ?? []).map(checkedPath);
  const previous = await manifestOf(outDir, opts.previous);
  const result: WriteResult = { written: [], unchanged: [...kept], removed: [] };
  mkdirSync(outDir, { recursive: true });
  const paths = [...files.keys()].filter((p) => p !== MANIFEST_FILE).map(checkedPath);
  // Whether a file's hash differs from the one the last manifest lists: then so does the manifest, which lists it.
  let listedChanged = false;
  for (const path of files.has(MANIFEST_FILE) ? [...paths, MANIFEST_FILE] : paths) {
    const content = files.get(path)!;
    const hash = opts.hashes?.get(path) ?? sha256(content);
    const recorded = previous?.files[path]?.sha256;
    const differs: boolean = path === MANIFEST_FILE ? previous !== null && listedChanged : recorded !== undefined && recorded !== hash;
    listedChanged ||= differs;
    (writeFile(outDir, path, content, hash, disk, differs) ? result.written : result.unchanged).push(path);
  }
  const generated = new Set([...files.keys(), ...kept]);
  const emptied = new Set<string>();
  for (const path of await (opts.listing ?? listFiles(outDir))) {
    if (generated.has(path) || !(await isOurs(outDir, path, previous, disk))) continue;
    unlinkSync(join(outDir, path));
    disk.forget(path);
    result.removed.push(path);
    emptied.add(dirname(path));
  }
  await removeEmptyDirs(outDir, emptied);
  return { written: result.written.sort(), unchanged: result.unchanged.sort(), removed: result.removed.sort() };
}

/**
 * Writes `content` (sha256 `hash`) to out-relative `path` unless it is there already; true when written. `differs`:
 * the last run's manifest lists another hash for the file (or, for the manifest, for a file it lists), so the file is
 * written without reading what is there first: that is what the last run wrote, or the user's edit of it, and either
 * way not `content` (but for an edit that made it exactly that, which is written again). On 10,000 tools a one-edit
 * compile read and hashed catalog.json (17 MB) and the manifest (5.5 MB) only to find they differ.
 */
function writeFile(outDir: string, path: string, content: string | Uint8Array, hash: string, disk: DiskHashes, differs: boolean): boolean {
  const target = join(outDir, path);
  let exists: boolean;
  if (differs) exists = statSync(target, { throwIfNoEntry: false })?.isFile() === true;
  else {
    const existing = disk.sha256(path);
    if (existing === hash) return false;
    exists = existing !== undefined;
  }
  mkdirSync(dirname(target), { recursive: true });
  disk.forget(path);
  if (!exists) {
    // A new file: no reader can see a half-written old version, so no temp file and rename.
    writeFileSync(target, content);
  } else {
    const temp = `${target}${TEMP_MARK}${process.pid}`;
    writeFileSync(temp, content);
    renameSync(temp, target);
  }
  return true;
}

/** Compares `files` with `outDir` without writing anything (`opts.kept`: up to date, by their check when kept). */
export async function checkOutput(outDir: string, files: ReadonlyMap<string, string | Uint8Array>, opts: DiskOptions = {}): Promise<CheckResult> {
  const disk = opts.disk ?? DiskHashes.open(outDir, undefined);
  const result: CheckResult = { missing: [], stale: [], extra: [] };
  const onDisk = await manifestOf(outDir, opts.previous);
  for (const path of [...files.keys()].map(checkedPath)) {
    const hash = disk.sha256(path);
    if (hash === undefined) result.missing.push(path);
    else if (hash !== (opts.hashes?.get(path) ?? sha256(files.get(path)!))) result.stale.push(path);
  }
  const generated = new Set([...files.keys(), ...(opts.kept ?? [])]);
  for (const path of await (opts.listing ?? listFiles(outDir))) {
    if (!generated.has(path) && (await isOurs(outDir, path, onDisk, disk))) result.extra.push(path);
  }
  return { missing: result.missing.sort(), stale: result.stale.sort(), extra: result.extra.sort() };
}

/** `known` when the caller has read `outDir`'s manifest already (null included), else the manifest read now. */
async function manifestOf(outDir: string, known: Manifest | null | undefined): Promise<Manifest | null> {
  return known === undefined ? readManifest(outDir) : known;
}
