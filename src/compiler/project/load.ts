/**
 * The load stage: discovery, reading and parsing of every definition file into a Project.
 * Never throws on user input: unreadable or malformed files become findings.
 */
import path from "node:path";
import type { ToolcConfig } from "../config/types.js";
import { discover } from "../discover/index.js";
import { RootGuard } from "../discover/root-guard.js";
import { SourceRecords } from "../cache/source-records.js";
import { ParseCache } from "../parse/cache.js";
import { keyText, pairsOf } from "../parse/nodes.js";
import type { Helper } from "../parallel/helper.js";
import { loadCore, loadTool } from "./load-core.js";
import { loadMarkdown, loadYaml, type LoadSink } from "./load-file.js";
import { ParseQueue } from "./parse-queue.js";
import { joinRel } from "./paths.js";
import type { DefinitionFile, MarkdownFile, Project } from "./types.js";

const FALLBACK_KEYS = new Set(["model", "ui", "approval"]);

/** Projects smaller than this parse faster than a cache file loads. */
const MIN_FILES_FOR_CACHE = 100;

/** Options of {@link loadProject}. */
export interface LoadOptions {
  /** The toolc version, when the parse cache may be used (it keys the cache file). */
  cacheVersion?: string;
  /**
   * Read parse results from this project root's cache instead of `root`'s, and never write it: for a copy of
   * that project (the baseline of `toolc breaking`), whose unchanged files then need no parsing.
   */
  parseCacheRoot?: string;
  /** A second thread that may parse a share of the files (started only when there are enough to parse). */
  helper?: Helper;
  /**
   * Called once discovery has counted the definition files, before any is read: `authored` when there are
   * `agent.yaml` or `tool.yaml` files, whose tools may have JavaScript modules (check() then may have the
   * second thread load TypeScript meanwhile).
   */
  discovered?: (files: number, authored: boolean) => void;
  /**
   * Called with each Markdown tool or agent file once its frontmatter is parsed, in no particular order: it
   * may check the file and drop its document (lint/early.ts), so that not every document is held at once.
   */
  parsedMarkdown?: (file: MarkdownFile, clean: boolean) => void;
  /**
   * Asked of each Markdown file once read and split, before its parse is queued: true when it needs none (its
   * definition comes from a summary, lint/early.ts), so its document is never set.
   */
  summarised?: (file: MarkdownFile) => boolean;
  /**
   * Work only this thread can do, a piece per call, done while the second thread still has files to parse instead
   * of taking some of its parses (lint/early.ts: the file-scoped rules, a batch of files at a time): true when a
   * piece was done, false when none is waiting.
   */
  spare?: () => boolean;
}

/** Discovers and parses the project under `root` (absolute). */
export function loadProject(root: string, config: ToolcConfig, options: LoadOptions = {}): Project {
  const found = discover(root, config);
  const fileCount = found.mdTools.length + found.mdAgents.length + found.manifests.length + found.toolYamls.length;
  options.discovered?.(fileCount, found.manifests.length + found.toolYamls.length > 0);
  const cache = options.cacheVersion && fileCount >= MIN_FILES_FOR_CACHE ? ParseCache.open(options.parseCacheRoot ?? root, options.cacheVersion, options.parseCacheRoot !== undefined) : undefined;
  // A copy of another project (parseCacheRoot) has files of its own stats: its reads trust no record.
  const records = cache && options.parseCacheRoot === undefined ? SourceRecords.open(root, options.cacheVersion!) : undefined;
  const parses = new ParseQueue(cache, options.helper, options.spare);
  const sink: LoadSink = { root, guard: new RootGuard(root), aliasLimit: config.limits.yamlAliasNodes, sources: new Map(), findings: [], parses, ...(records ? { records } : {}) };
  if (options.parsedMarkdown) sink.parsedMarkdown = options.parsedMarkdown;
  if (options.summarised) sink.summarised = options.summarised;
  const project: Project = {
    root,
    config,
    sources: sink.sources,
    mdTools: found.mdTools.map((rel) => loadMarkdown(sink, rel, "md-tool")),
    mdAgents: found.mdAgents.map((rel) => loadMarkdown(sink, rel, "md-agent")),
    cores: [],
    fallbacks: [],
    packageTools: [],
    findings: sink.findings,
    fileCount: 0,
    ...(options.cacheVersion ? { cacheVersion: options.cacheVersion } : {}),
  };
  for (const rel of found.manifests) {
    const manifest = loadYaml(sink, rel, "core-manifest", true);
    if (isFallback(manifest)) project.fallbacks.push(manifest);
    else project.cores.push(loadCore(sink, manifest));
  }
  const claimed = new Set(project.cores.flatMap((core) => core.tools.map((tool) => tool.yamlPath)));
  const claimedRoots = project.cores.flatMap((core) => (core.toolsRoot === undefined ? [] : [core.toolsRoot + "/"]));
  for (const rel of found.toolYamls) {
    if (claimed.has(rel) || claimedRoots.some((prefix) => rel.startsWith(prefix))) continue;
    const dir = joinRel(path.posix.dirname(rel));
    if (dir === "") continue;
    project.packageTools.push(loadTool(sink, dir, undefined));
  }
  sink.findings.push(...parses.settle());
  cache?.save();
  records?.save();
  project.fileCount = sink.sources.size + sink.findings.filter((f) => !sink.sources.has(f.at.file)).length;
  return project;
}

function isFallback(manifest: DefinitionFile): boolean {
  const doc = manifest.doc;
  if (!doc) return false;
  const keys = pairsOf(doc, doc.root).map(keyText);
  return keys.length > 0 && !keys.includes("agent") && keys.every((key) => FALLBACK_KEYS.has(key));
}
