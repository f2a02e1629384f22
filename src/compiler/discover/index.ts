/**
 * Discovery: the fast-glob walk that finds every definition file, by kind. Never reads `node_modules`,
 * `.git`, `_`/`.`-prefixed names (but `_` agent files, which the reference loads), the output folder or the configured `ignore` globs.
 * @see ../../../../shared/spec/README.md §1, ../../../docs/rules.md §1.6
 */
import path from "node:path";
import { escapePath, globEntriesSync, globSync } from "../inputs/traced-fs.js";
import type { ToolcConfig } from "../config/types.js";

/** Project-relative paths found by discovery, sorted in code-point order. */
export interface Discovered {
  mdTools: string[];
  mdAgents: string[];
  /** Every `agent.yaml` (cores and global fallbacks). */
  manifests: string[];
  /** Every `tool.yaml` path (file or directory) anywhere; the loader decides which belong to cores. */
  toolYamls: string[];
}

/** Sorts strings by code point, as the reference loaders do (no locale collation). */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The glob patterns never read. */
export function ignoreGlobs(config: ToolcConfig): string[] {
  const out = config.out.replace(/\\/g, "/").replace(/^\.\/|\/$/g, "");
  return ["**/node_modules/**", "**/.git/**", "**/_*/**", "**/_*", `${out}/**`, ...config.ignore];
}

/**
 * Lists the Markdown definitions directly in `dir` (non-recursive; `.` skipped; `.md` exact). `_` names are
 * skipped for tools only: the reference agent loader reads `_lead_agent.md` too [MD §1.1, §2.1]. Dangling
 * links and link loops are listed too (fast-glob reports them as links, not files): reading them gives
 * a finding instead of silence.
 */
function listMarkdown(root: string, dir: string, ignore: string[], skipUnderscore: boolean): string[] {
  const pattern = dir === "." ? "*.md" : `${escapePath(dir)}/*.md`;
  const globs = skipUnderscore ? ignore : ignore.filter((glob) => glob !== "**/_*");
  return globEntriesSync(pattern, { cwd: root, ignore: globs, dot: false, onlyFiles: false, followSymbolicLinks: true, suppressErrors: true })
    .filter((entry) => !entry.dirent.isDirectory() && !(skipUnderscore && entry.name.startsWith("_")))
    .map((entry) => entry.path)
    .sort(byCodePoint);
}

/** Walks `root` once for manifests and tool.yaml files, and lists the Markdown folders. */
export function discover(root: string, config: ToolcConfig): Discovered {
  const ignore = ignoreGlobs(config);
  const found = globSync(["**/agent.yaml", "**/tool.yaml"], {
    cwd: root,
    ignore,
    dot: false,
    onlyFiles: false,
    followSymbolicLinks: false,
    suppressErrors: true,
    unique: true,
  });
  return {
    mdTools: listMarkdown(root, normalise(config.markdown.toolsDir), ignore, true),
    mdAgents: listMarkdown(root, normalise(config.markdown.agentsDir), ignore, false),
    manifests: found.filter((p) => p.endsWith("agent.yaml")).sort(byCodePoint),
    toolYamls: found.filter((p) => p.endsWith("tool.yaml")).sort(byCodePoint),
  };
}

function normalise(dir: string): string {
  return dir.replace(/\\/g, "/").replace(/^\.\/|\/$/g, "") || ".";
}
