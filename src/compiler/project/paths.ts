/**
 * Path helpers for project-relative, `/`-separated paths and containment checks (symlinks included).
 */
import { realpathSync, statSync } from "node:fs";
import path from "node:path";

/** Joins project-relative parts into a normalised `/` path (`""` is the root). */
export function joinRel(...parts: string[]): string {
  const joined = path.posix.normalize(parts.filter((p) => p !== "").join("/"));
  return joined === "." ? "" : joined.replace(/\/$/, "");
}

/** True when `child` (absolute) stays inside `parent` (absolute) after resolving symlinks. */
export function staysInside(parent: string, child: string): boolean {
  const resolve = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const rel = path.relative(resolve(parent), resolve(child));
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
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
