/**
 * The `toolc.lock` file: JSON indented by two spaces, one field per line, tools and pinned files in
 * code-point order, so a change to one tool is a small, readable diff. `version` is bumped when the entry
 * fields change.
 */
import { readFileSync } from "../inputs/traced-fs.js";
import path from "node:path";
import type { Catalog } from "../../runtime/catalog.js";
import type { Project } from "../project/types.js";
import { byCodePoint } from "../discover/index.js";
import { setOwn } from "../own.js";
import { digest, lockEntries, type LockEntry } from "./entry.js";

/** The lock file's name, at the project root. */
export const LOCK_FILE = "toolc.lock";

/** The parsed `toolc.lock`. */
export interface LockFile {
  version: 1;
  tools: Record<string, LockEntry>;
  /** Pinned files outside the catalog (the `mcp.snapshot` file, MCP manifests): project-relative path → digest. */
  files: Record<string, string>;
}

/** The lock of a project and its catalog. */
export function lockOf(project: Project, catalog: Catalog): LockFile {
  return { version: 1, tools: lockEntries(catalog), files: pinnedFiles(project) };
}

/** The text of `toolc.lock`. */
export function renderLock(lock: LockFile): string {
  return `${JSON.stringify(lock, null, 2)}\n`;
}

/** Parses `text`; a string says why it is not a lock file. */
export function parseLock(text: string): LockFile | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `it is not JSON (${(error as Error).message})`;
  }
  const lock = value as Partial<LockFile> | null;
  if (typeof lock !== "object" || lock === null || lock.version !== 1) return "it has no `version: 1`";
  if (typeof lock.tools !== "object" || lock.tools === null || typeof lock.files !== "object" || lock.files === null) return "it has no `tools` and `files`";
  return lock as LockFile;
}

/**
 * The MCP snapshot (`mcp.snapshot`) and the cores' MCP manifests decide which MCP tools exist, so their
 * bytes are pinned; an unreadable snapshot is pinned as `missing` (the check reports it elsewhere).
 */
function pinnedFiles(project: Project): Record<string, string> {
  const files = new Map<string, string>();
  const snapshot = project.config.mcp.snapshot;
  if (snapshot) files.set(path.posix.normalize(snapshot.split(path.sep).join("/")), readDigest(path.resolve(project.root, snapshot)));
  for (const core of project.cores) for (const manifest of core.mcp) files.set(manifest.path, manifest.source ? digest(manifest.source.text) : "missing");
  const pinned: Record<string, string> = {};
  for (const file of [...files.keys()].sort(byCodePoint)) setOwn(pinned, file, files.get(file)!);
  return pinned;
}

function readDigest(file: string): string {
  try {
    return digest(readFileSync(file, "utf8"));
  } catch {
    return "missing";
  }
}
