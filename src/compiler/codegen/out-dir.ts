/**
 * Reading a generated `out/` folder: the manifest, the files in it, which of them are ours (a leftover temp
 * file, a code file with our header, or a file the manifest lists with its recorded hash), and safe paths.
 * Used by emit.ts, which writes.
 */
import { readFileSync, statSync } from "node:fs";
import { readdir, readFile, rmdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { DiskHashes } from "./disk-hashes.js";
import { hasHeader, isCodeFile, MANIFEST_FILE, MANIFEST_VERSION, type Manifest } from "./header.js";

/** Marks the temp file of a replace in progress (`<file>.toolc-tmp-<pid>`). */
export const TEMP_MARK = ".toolc-tmp-";

/** A generated path must be relative, `/`-separated and stay inside `out/`. */
export function checkedPath(path: string): string {
  if (!isSafePath(path)) throw new Error(`internal error: invalid generated path ${JSON.stringify(path)}`);
  return path;
}

/**
 * Whether `path` is relative, `/`-separated and stays inside `out/`: no backslash or NUL, and no segment empty, `.`
 * or `..`. Walked segment by segment without splitting: every generated path is checked (10,500 per compile of
 * 10,000 tools).
 */
export function isSafePath(path: string): boolean {
  if (path === "" || path.includes("\\") || path.includes("\0")) return false;
  for (let start = 0; ; ) {
    const slash = path.indexOf("/", start);
    const end = slash === -1 ? path.length : slash;
    const length = end - start;
    // An empty segment (a leading, doubled or trailing `/`), `.` or `..`.
    if (length === 0 || (path.charCodeAt(start) === 46 && (length === 1 || (length === 2 && path.charCodeAt(start + 1) === 46)))) return false;
    if (slash === -1) return true;
    start = slash + 1;
  }
}

/**
 * Ours: a leftover temp file of an interrupted write; a file listed in the manifest whose content still has
 * the recorded hash (an edited `.md` / `.json` is left alone; `disk` answers by `stat` where it can); or a code
 * file whose first line is our header (read: the text itself is the mark).
 */
export async function isOurs(outDir: string, path: string, manifest: Manifest | null, disk: DiskHashes = DiskHashes.open(outDir, undefined)): Promise<boolean> {
  if (path.includes(TEMP_MARK)) return true;
  if (path === MANIFEST_FILE) return manifest !== null;
  const entry = manifest?.files[path];
  if (entry !== undefined && typeof entry.sha256 === "string" && disk.sha256(path) === entry.sha256) return true;
  if (!isCodeFile(path)) return false;
  const text = await readText(join(outDir, path));
  return text !== undefined && hasHeader(text);
}

/** The manifest in `outDir`, or null when there is none or it is not ours. */
export async function readManifest(outDir: string): Promise<Manifest | null> {
  return (await readManifestText(outDir)).manifest;
}

/** {@link readManifest}, with the manifest's text when it is ours. */
export async function readManifestText(outDir: string): Promise<{ manifest: Manifest | null; text?: string }> {
  const text = await readText(join(outDir, MANIFEST_FILE));
  const manifest = parseManifest(text);
  return manifest ? { manifest, text: text! } : { manifest };
}

/**
 * A manifest's text parsed, or null when it is not a toolc manifest. Version 1 (no input hashes) is read too,
 * so files an older toolc listed stay ours to replace or remove.
 */
export function parseManifest(text: string | undefined): Manifest | null {
  if (text === undefined) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Manifest>;
    if (parsed.generator !== "toolc" || (parsed.manifestVersion !== MANIFEST_VERSION && parsed.manifestVersion !== 1) || typeof parsed.files !== "object" || parsed.files === null) return null;
    return parsed as Manifest;
  } catch {
    return null;
  }
}

/** A file's text, or undefined when it is not a regular file. */
export function readTextSync(path: string): string | undefined {
  // Checked first: a thrown ENOENT per file (every file, on a first run) cost more than the write itself.
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return undefined;
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if (isNodeError(error) && (error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR")) return undefined;
    throw error;
  }
}

/**
 * A file's bytes, or undefined when it is not a regular file no larger than `limit`, or cannot be read: for what only
 * saves work when it is there (catalog-base.ts), so that any failure is only its absence.
 */
export function readBytesSync(path: string, limit: number): Buffer | undefined {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat?.isFile() && stat.size <= limit ? readFileSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/** A file's text, or undefined when it is not a regular file (async). */
export async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (isNodeError(error) && (error.code === "ENOENT" || error.code === "ENOTDIR" || error.code === "EISDIR")) return undefined;
    throw error;
  }
}

/** Every regular file under `dir` (symlinks are not followed), as sorted `/`-separated relative paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  // `prefix`: the folder's out-relative path with a final `/`, so that a file's path is one concatenation (on 10,000
  // tools, taking each file's `relative` path was most of the listing's 30-40 ms of main thread).
  const walk = async (current: string, prefix: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (error) {
      if (isNodeError(error) && (error.code === "ENOENT" || error.code === "ENOTDIR")) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(current, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) out.push(prefix + entry.name);
    }
  };
  await walk(dir, "");
  return out.sort();
}

/** Removes `dirs` (out-relative) and their parents while they are empty; never `outDir` itself. */
export async function removeEmptyDirs(outDir: string, dirs: Set<string>): Promise<void> {
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
