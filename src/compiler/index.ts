/**
 * The checking half of the compiler, top to bottom: config → discover + parse → structure → model → rules → diagnostics.
 * (pipeline.ts runs this, then catalog and code generation, when there are no errors.)
 * @see ../../../shared/spec/README.md §2
 */
import { definitionsUnvouched } from "./discover/read.js";
import { existsSync, statSync } from "./inputs/traced-fs.js";
import path from "node:path";
import { cachesEnabled } from "./cache/store.js";
import { loadConfig } from "./config/load.js";
import { findConfigFolder } from "./config/locate.js";
import type { ToolcConfig } from "./config/types.js";
import type { Finding } from "./diagnostics/finding.js";
import { finalize } from "./diagnostics/finalize.js";
import { scanSuppressions, type Suppressions } from "./diagnostics/suppress.js";
import type { Diagnostic, Severity, Summary } from "./diagnostics/types.js";
import { buildModel } from "./model/build.js";
import type { Model } from "./model/types.js";
import { Helper, type ParallelOptions } from "./parallel/helper.js";
import { loadProject } from "./project/load.js";
import type { MarkdownFile, Project } from "./project/types.js";
import { activeRules, runRules } from "./lint/engine.js";
import { EarlyChecks } from "./lint/early.js";
import { FileResults } from "./lint/file-results.js";
import { bodiesAside, ProjectResults } from "./lint/project-results.js";
import { Summaries } from "./lint/summaries.js";
import { prefetchJsFacts, warmJsParser } from "./lint/support/js-prefetch.js";
import { allRuleDocs } from "./lint/docs.js";
import { ALL_RULES, ruleDefaults } from "./rules/index.js";
import type { Rule } from "./lint/rule.js";
import type { SourceText } from "./source/text.js";
import { checkStructure } from "./structure/index.js";
import { toolVersion } from "../package-info.js";
import { timed } from "./timing/index.js";

/** Projects smaller than this are checked whole: checking them is faster than loading the per-file results. */
const MIN_FILES_FOR_FILE_RESULTS = 100;

/** Options of {@link check}. */
export interface CheckOptions {
  /**
   * Project root (absolute or relative to the cwd). Without `configPath`, a root with no config file of its
   * own becomes the nearest parent folder that has one (see config/locate.ts); `CheckResult.root` says which.
   */
  root: string;
  /** `--config FILE`. */
  configPath?: string;
  /** Reuse parse results of unchanged files across runs (default true; `--no-cache`, `TOOLC_CACHE=off`). */
  cache?: boolean;
  /** Read (never write) the parse cache of this project root: for a copy of it (see LoadOptions.parseCacheRoot). */
  parseCacheOf?: string;
  /** The rules to run (default: every registered rule). Tests pass one rule to isolate it. */
  rules?: readonly Rule[];
  /** Internal: when and how to use a second thread (tests force it on; the defaults are measured). */
  parallel?: ParallelOptions;
  /**
   * Keep every parsed YAML document on the result's `project` (for tests that run rules on it again). By
   * default a Markdown file's document is dropped as soon as that file is checked (lint/early.ts).
   */
  keepDocuments?: boolean;
  /**
   * Called once discovery has counted the definition files under the project `root`, before any is read (compile()
   * may start work ahead).
   */
  discovered?: (files: number, root: string) => void;
  /**
   * Called once the definition files under `root` are loaded, with how many of them had to be read because no stat
   * record vouched for them: changed or new since the records, or every one when there are none (compile() may then
   * start work ahead).
   */
  loaded?: (read: number, root: string) => void;
}

/** The outcome of checking a project. */
export interface CheckResult {
  /** `config`: the configuration is invalid (exit 2); `root`: the root is missing (exit 2). */
  failure?: "config" | "root";
  /** The absolute project root that was checked: the given root, or the parent folder its config was found in. */
  root: string;
  diagnostics: Diagnostic[];
  summary: Summary;
  sources: ReadonlyMap<string, SourceText>;
  project?: Project;
  /** The typed definition model the rules read; the catalog and code generation are built from it. */
  model?: Model;
  config?: ToolcConfig;
  /** True when a rule threw (exit 3). */
  internalError: boolean;
}

/** Checks every definition under `options.root`. Never throws on user input. */
export function check(options: CheckOptions): CheckResult {
  const given = path.resolve(options.root);
  if (!existsSync(given) || !statSync(given).isDirectory()) {
    return { failure: "root", root: given, diagnostics: [], summary: emptySummary(), sources: new Map(), internalError: false };
  }
  // Like tsc: the folder that holds the config is the root its paths (`out`, `ignore`, `markdown.*`) are relative to.
  const root = options.configPath ? given : (findConfigFolder(given) ?? given);
  const defaults = ruleDefaults();
  for (const rule of options.rules ?? []) defaults.set(rule.id, rule.defaultSeverity);
  const loaded = loadConfig(root, options.configPath, allRuleDocs().map((doc) => doc.id));
  if (loaded.findings.length > 0) {
    const sources = new Map(loaded.source ? [[loaded.source.path, loaded.source]] : []);
    const diagnostics = finalize(loaded.findings, { sources, defaults, settings: {}, suppressions: new Map() }).map((d) => ({ ...d, severity: "error" as const }));
    return { failure: "config", root, diagnostics, summary: summarise(diagnostics, 1), sources, internalError: false };
  }
  // The second thread of this check, started only when there is enough work for it (parallel/helper.ts).
  const helper = new Helper(options.parallel);
  try {
    return checkLoaded(root, options, loaded.config, defaults, helper);
  } finally {
    helper.close();
  }
}

function checkLoaded(root: string, options: CheckOptions, config: ToolcConfig, defaults: Map<string, Severity>, helper: Helper): CheckResult {
  const cacheVersion = cachesEnabled(options.cache) ? toolVersion() : undefined;
  const caching = cacheVersion ? { cacheVersion, ...(options.parseCacheOf ? { parseCacheRoot: options.parseCacheOf } : {}) } : {};
  const rules = options.rules ?? ALL_RULES;
  // Opened once the files are counted, before any is read: the early checks skip what it answers.
  let fileResults: FileResults | undefined;
  // With the per-file results: unchanged Markdown tools stand in the model by their summaries (lint/summaries.ts).
  let summaries: Summaries | undefined;
  // With the per-file results too: the whole-project rules that read no tool body, from the last run (lint/project-results.ts).
  let projectResults: ProjectResults | undefined;
  const active = activeRules(rules, config.rules);
  const fileScoped = active.filter((rule) => rule.scope === "file");
  const discovered = (files: number, authored: boolean) => {
    options.discovered?.(files, root);
    if (cacheVersion) fileResults = openFileResults(root, config, files, fileScoped, options.parseCacheOf);
    if (fileResults) {
      summaries = Summaries.open(options.parseCacheOf ?? root, config, options.parseCacheOf !== undefined);
      projectResults = openProjectResults(root, config, active, options.parseCacheOf);
    }
    if (authored) warmJsParser(root, cacheVersion, files, helper);
  };
  const documentRules = fileScoped.filter((rule) => rule.reads === "documents");
  const modelRules = fileScoped.filter((rule) => rule.reads !== "documents");
  const answered = (rel: string, source: SourceText) => fileResults?.answers(rel, source) ?? false;
  const early = options.keepDocuments ? undefined : new EarlyChecks({ root, config }, documentRules, answered, () => summaries, modelRules);
  const hooks = early ? { parsedMarkdown: (file: MarkdownFile, clean: boolean) => early.take(file, clean), summarised: (file: MarkdownFile) => early.summarised(file), spare: () => early.spare() } : {};
  const unvouched = definitionsUnvouched();
  const project = timed("load", () => loadProject(root, config, { ...caching, helper, discovered, ...hooks }));
  options.loaded?.(definitionsUnvouched() - unvouched, root);
  if (helper.started) prefetchJsFacts(project, helper);
  const structure = timed("structure", () => checkStructure(project, early?.results));
  const model = timed("model", () => buildModel(project, structure, early?.results));
  const whole = projectResults && { results: projectResults, digest: timed("rules: project digest", () => bodiesAside(project, model, (rel) => early?.results.get(rel)?.head)) };
  const findings: Finding[] = timed("rules", () => runRules(project, structure, model, rules, config.rules, fileResults, early?.results, whole));
  timed("rules: save results", () => {
    fileResults?.save();
    summaries?.save();
    whole?.results.save(whole.digest);
  });
  const diagnostics = timed("diagnostics", () => finalize(findings, { sources: project.sources, defaults, settings: config.rules, suppressions: suppressionsOf(project) }));
  return {
    root,
    diagnostics,
    summary: summarise(diagnostics, project.fileCount),
    sources: project.sources,
    project,
    model,
    config,
    internalError: findings.some((f) => f.rule === "internal-error"),
  };
}

/**
 * The per-file results cache of a project of `files` definition files, for the active file-scoped rules `fileScoped`,
 * when large enough for it (smaller ones check faster than the cache loads, as with the parse cache); read-only for a
 * copy of the project (`parseCacheOf`).
 */
function openFileResults(root: string, config: ToolcConfig, files: number, fileScoped: readonly Rule[], cacheOf: string | undefined): FileResults | undefined {
  if (files < MIN_FILES_FOR_FILE_RESULTS) return undefined;
  return FileResults.open(cacheOf ?? root, config, fileScoped.map((rule) => rule.id), cacheOf !== undefined);
}

/** The project results cache for the active whole-project rules of `active` (opened with the per-file results; read-only for a copy). */
function openProjectResults(root: string, config: ToolcConfig, active: readonly Rule[], cacheOf: string | undefined): ProjectResults {
  const ids = active.filter((rule) => rule.scope !== "file").map((rule) => rule.id);
  return ProjectResults.open(cacheOf ?? root, config, ids, cacheOf !== undefined);
}

/** The inline `# toolc-ignore` directives of every YAML file and Markdown frontmatter of `project` (or of the files `only`). */
export function suppressionsOf(project: Project, only?: ReadonlySet<string>): Map<string, Suppressions> {
  const map = new Map<string, Suppressions>();
  for (const file of [...project.mdTools, ...project.mdAgents]) {
    if (only && !only.has(file.path)) continue;
    if (file.source && file.split) map.set(file.path, scanSuppressions(file.source, file.split.yamlStart, file.split.yamlEnd));
  }
  for (const [rel, source] of project.sources) {
    if (!map.has(rel) && /\.ya?ml$/.test(rel) && (!only || only.has(rel))) map.set(rel, scanSuppressions(source));
  }
  return map;
}

/** Counts diagnostics by severity. */
export function summarise(diagnostics: readonly Diagnostic[], files: number): Summary {
  const count = (severity: Diagnostic["severity"]) => diagnostics.filter((d) => d.severity === severity).length;
  return { errors: count("error"), warnings: count("warn"), infos: count("info"), files };
}

function emptySummary(): Summary {
  return { errors: 0, warnings: 0, infos: 0, files: 0 };
}
