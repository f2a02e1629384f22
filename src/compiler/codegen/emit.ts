/**
 * The only codegen module that touches the disk. Writes a generated tree into `out/` (unchanged files are
 * not rewritten, so their mtime is kept; changed files are replaced atomically; the manifest goes last),
 * removes generated files that are no longer produced (only files that are ours: code files carrying the
 * header, or files listed in the previous manifest and unmodified since), and compares a tree with the disk
 * for `--check`. Foreign files are never touched.
 * @see ../../../../shared/spec/README.md §4 (`--check`), §5
 */
import { mkdir, readdir, readFile, rename, rmdir, unlink, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { hasHeader, isCodeFile, MANIFEST_FILE, MANIFEST_VERSION, sha256, type Manifest } from "./header.js";

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

const TEMP_MARK = ".toolc-tmp-";

/** Writes `files` (out-relative path → content) into `outDir` and removes our stale files. */
export async function writeOutput(outDir: string, files: ReadonlyMap<string, string>): Promise<WriteResult> {
  const paths = [...files.keys()].map(checkedPath).sort(manifestLast);
  const previous = await readManifest(outDir);
  const result: WriteResult = { written: [], unchanged: [], removed: [] };
  await mkdir(outDir, { recursive: true });
  for (const path of paths) {
    const content = files.get(path)!;
    const target = join(outDir, path);
    if ((await readText(target)) === content) {
      result.unchanged.push(path);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}${TEMP_MARK}${process.pid}`;
    await writeFile(temp, content, "utf8");
    await rename(temp, target);
    result.written.push(path);
  }
  const emptied = new Set<string>();
  for (const path of await listFiles(outDir)) {
    if (files.has(path) || !(await isOurs(outDir, path, previous))) continue;
    await unlink(join(outDir, path));
    result.removed.push(path);
    emptied.add(dirname(path));
  }
  await removeEmptyDirs(outDir, emptied);
  result.written.sort();
  result.unchanged.sort();
  result.removed.sort();
  return result;
}

/** Compares `files` with `outDir` without writing anything. */
export async function checkOutput(outDir: string, files: ReadonlyMap<string, string>): Promise<CheckResult> {
  const result: CheckResult = { missing: [], stale: [], extra: [] };
  const onDisk = await readManifest(outDir);
  for (const path of [...files.keys()].map(checkedPath).sort()) {
    const text = await readText(join(outDir, path));
    if (text === undefined) result.missing.push(path);
    else if (text !== files.get(path)) result.stale.push(path);
  }
  for (const path of await listFiles(outDir)) {
    if (!files.has(path) && (await isOurs(outDir, path, onDisk))) result.extra.push(path);
  }
  result.extra.sort();
  return result;
}

/**
 * Whether `outDir` already holds the output of a generation with `inputHash` by `toolVersion`, intact:
 * the manifest matches and every file it lists has the recorded hash. Lets an unchanged run skip generation.
 */
export async function isUpToDate(outDir: string, inputHash: string, toolVersion: string): Promise<boolean> {
  const manifest = await readManifest(outDir);
  if (!manifest || manifest.inputHash !== inputHash || manifest.toolVersion !== toolVersion) return false;
  const checks = Object.entries(manifest.files).map(async ([path, entry]) => {
    const text = await readText(join(outDir, checkedPath(path)));
    return text !== undefined && sha256(text) === entry.sha256;
  });
  return (await Promise.all(checks)).every(Boolean);
}

/** The paths listed in the manifest in `outDir` (empty when there is none). */
export async function manifestPaths(outDir: string): Promise<string[]> {
  const manifest = await readManifest(outDir);
  return manifest ? [...Object.keys(manifest.files), MANIFEST_FILE].sort() : [];
}

/** A generated path must be relative, `/`-separated and stay inside `out/`. */
function checkedPath(path: string): string {
  if (path === "" || path.startsWith("/") || path.includes("\\") || path.split("/").some((s) => s === "" || s === "." || s === "..")) {
    throw new Error(`internal error: invalid generated path ${JSON.stringify(path)}`);
  }
  return path;
}

function manifestLast(a: string, b: string): number {
  if (a === MANIFEST_FILE || b === MANIFEST_FILE) return a === MANIFEST_FILE ? (b === MANIFEST_FILE ? 0 : 1) : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Ours: a leftover temp file of an interrupted write; a code file whose first line is our header; or a file
 * listed in the manifest whose content still has the recorded hash (an edited `.md` / `.json` is left alone).
 */
async function isOurs(outDir: string, path: string, manifest: Manifest | null): Promise<boolean> {
  if (path.includes(TEMP_MARK)) return true;
  if (path === MANIFEST_FILE) return manifest !== null;
  const text = await readText(join(outDir, path));
  if (text === undefined) return false;
  if (isCodeFile(path) && hasHeader(text)) return true;
  const entry = manifest?.files[path];
  return entry !== undefined && sha256(text) === entry.sha256;
}

async function readManifest(outDir: string): Promise<Manifest | null> {
  const text = await readText(join(outDir, MANIFEST_FILE));
  if (text === undefined) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Manifest>;
    if (parsed.generator !== "toolc" || parsed.manifestVersion !== MANIFEST_VERSION || typeof parsed.files !== "object" || parsed.files === null) return null;
    return parsed as Manifest;
  } catch {
    return null;
  }
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (isNodeError(error) && (error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR")) return undefined;
    throw error;
  }
}

/** Every regular file under `dir` (symlinks are not followed), as sorted `/`-separated relative paths. */
async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (error) {
      if (isNodeError(error) && (error.code === "ENOENT" || error.code === "ENOTDIR")) return;
      throw error;
    }
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join("/"));
    }
  };
  await walk(dir);
  return out.sort();
}

/** Removes `dirs` (out-relative) and their parents while they are empty; never `outDir` itself. */
async function removeEmptyDirs(outDir: string, dirs: Set<string>): Promise<void> {
  const sorted = [...dirs].sort((a, b) => b.length - a.length);
  for (let dir of sorted) {
    while (dir !== "." && dir !== "") {
      try {
        await rmdir(join(outDir, dir));
      } catch {
        break;
      }
      dir = dirname(dir);
    }
  }
}

function isNodeError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && "code" in error;
}
