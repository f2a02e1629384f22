/**
 * Path helpers for project-relative, `/`-separated paths and containment checks (symlinks included).
 */
import { statSync } from "../inputs/traced-fs.js";
import path from "node:path";
import { isWithin, realOrSelf } from "../discover/root-guard.js";

/** Joins project-relative parts into a normalised `/` path (`""` is the root). */
export function joinRel(...parts: string[]): string {
  const joined = path.posix.normalize(parts.filter((p) => p !== "").join("/"));
  return joined === "." ? "" : joined.replace(/\/$/, "");
}

/**
 * True when `child` (absolute) stays inside `parent` (absolute) after resolving symlinks. Both sides are
 * real paths, a missing path through its nearest existing ancestor: a project reached through a symlinked
 * path must not make a missing `slots.tools` folder look outside its core.
 */
export function staysInside(parent: string, child: string): boolean {
  return isWithin(realOrSelf(parent), realOrSelf(child));
}

/**
 * Where `compile` writes: `out` resolved against the project root, and that folder relative to the root with
 * `/` separators; `undefined` unless it is a folder strictly inside the root (writing the root itself or
 * outside it is a usage error).
 */
export function outDirOf(root: string, out: string): { outDir: string; relOut: string } | undefined {
  const outDir = path.resolve(root, out);
  const relOut = path.relative(root, outDir).split(path.sep).join("/");
  if (relOut === "" || relOut.startsWith("..") || path.isAbsolute(relOut)) return undefined;
  return { outDir, relOut };
}

/** The kind of filesystem entry at `abs`, following symlinks; `missing` on any error (loops included). */
export function entryKind(abs: string): "file" | "directory" | "missing" | "other" {
  try {
    const stat = statSync(abs);
    return stat.isDirectory() ? "directory" : stat.isFile() ? "file" : "other";
  } catch {
    return "missing";
  }
}
