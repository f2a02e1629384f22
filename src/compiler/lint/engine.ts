/**
 * Runs every registered rule over a project. Each rule runs isolated: an exception becomes an
 * `internal-error` finding (never a crash), and the other rules and files are still checked.
 * @see ../../../docs/rules.md §11
 */
import type { Finding } from "../diagnostics/finding.js";
import type { SeveritySetting } from "../diagnostics/types.js";
import type { Model } from "../model/types.js";
import { nodeSpan } from "../parse/nodes.js";
import type { Project } from "../project/types.js";
import { fileSpan, type SourceText } from "../source/text.js";
import type { StructureResult } from "../structure/types.js";
import type { FileResults } from "./file-results.js";
import type { ProjectResults } from "./project-results.js";
import type { Report, Rule, RuleContext } from "./rule.js";
import { markdownOnly, sliceOf, type Slice } from "./slice.js";
import { timedRule } from "../timing/index.js";

/** The last run's whole-project findings (project-results.ts) and the digest of this run's project with bodies aside. */
export interface WholeProject {
  readonly results: ProjectResults;
  readonly digest: string;
}

/** What the file-scoped rules found in Markdown files checked as they were parsed (lint/early.ts), by path. */
export type EarlyFindings = ReadonlyMap<string, { readonly findings: readonly Finding[]; readonly fileScoped?: boolean }>;

/**
 * Runs `rules` (those not configured `off`) and returns their findings. With `cache`, the file-scoped rules
 * check only the Markdown files it cannot answer, and take the others' findings from it. The Markdown files
 * in `early` have no document left: the document rules' findings there are taken from it, and every file-scoped
 * rule's where it says it ran them all. With `whole`, a rule that reads no Markdown tool body takes its findings from
 * the last run when the project differs from that run's in those bodies at most, and offers them for the next; so does
 * each file-scoped rule for its findings outside Markdown files (which depend on no Markdown file).
 */
export function runRules(
  project: Project,
  structure: StructureResult,
  model: Model,
  rules: readonly Rule[],
  settings: Record<string, SeveritySetting>,
  cache?: FileResults,
  early?: EarlyFindings,
  whole?: WholeProject,
): Finding[] {
  const active = activeRules(rules, settings);
  const findings: Finding[] = [];
  const split = cache !== undefined || early !== undefined;
  if (split) runFileScoped(active.filter((rule) => rule.scope === "file"), project, structure, model, findings, cache, early, whole);
  for (const rule of split ? active.filter((rule) => rule.scope !== "file") : active) {
    if (whole && rule.toolText === "frontmatter") runRecorded(rule, project, structure, model, findings, whole);
    else runRule(rule, project, structure, model, findings);
  }
  return findings;
}

/** Takes the findings of `rule` from the last run when `whole` says they hold, else runs it; either way offers them on. */
function runRecorded(rule: Rule, project: Project, structure: StructureResult, model: Model, sink: Finding[], whole: WholeProject): void {
  const kept = whole.results.reuse(rule.id, whole.digest);
  const found = kept ?? [];
  if (!kept) runRule(rule, project, structure, model, found);
  sink.push(...found);
  // A crash is not a result to keep: the next run tries the rule again.
  if (!found.some((finding) => finding.rule === "internal-error")) whole.results.record(rule.id, found);
}

function markdownFiles(project: Project): Project["mdTools"] {
  return [...project.mdTools, ...project.mdAgents];
}

/** The rules of `rules` not configured `off`. */
export function activeRules(rules: readonly Rule[], settings: Record<string, SeveritySetting>): Rule[] {
  return rules.filter((rule) => (settings[rule.id] ?? rule.defaultSeverity) !== "off");
}

/**
 * Runs the file-scoped `rules` on the slice of the Markdown files neither `cache` nor `early` answers for, adds
 * the others' findings, and records the fresh ones in `cache` (unless a rule crashed: a crash is not a result to keep).
 */
function runFileScoped(rules: readonly Rule[], project: Project, structure: StructureResult, model: Model, sink: Finding[], cache?: FileResults, early?: EarlyFindings, whole?: WholeProject): void {
  // Path → source, or undefined for a file that could not be read (checked every run, never recorded).
  const fresh = new Map<string, SourceText | undefined>();
  const unchecked = new Set<string>();
  const found: Finding[] = [];
  for (const file of markdownFiles(project)) {
    const cached = cache && file.source && cache.reuse(file.path, file.source);
    if (cached) {
      sink.push(...cached);
      continue;
    }
    fresh.set(file.path, file.source);
    const checked = early?.get(file.path);
    if (checked) found.push(...checked.findings);
    if (!checked?.fileScoped) unchecked.add(file.path);
  }
  const slice = sliceOf(project, model, unchecked);
  const markdown = new Set(markdownFiles(project).map((file) => file.path));
  let only: Slice | undefined;
  const outside = whole && { whole, markdown, markdownOnly: () => (only ??= markdownOnly(slice)) };
  for (const rule of rules) {
    if (outside) runOutsideRecorded(rule, slice, structure, found, outside);
    else runRule(rule, slice.project, structure, slice.model, found);
  }
  sink.push(...found);
  if (!cache || found.some((finding) => finding.rule === "internal-error")) return;
  const byFile = new Map<string, Finding[]>();
  for (const finding of found) {
    if (fresh.has(finding.at.file)) (byFile.get(finding.at.file) ?? byFile.set(finding.at.file, []).get(finding.at.file)!).push(finding);
  }
  for (const [rel, source] of fresh) if (source !== undefined) cache.record(rel, source, byFile.get(rel) ?? []);
}

/**
 * Runs the file-scoped `rule` on `slice`, taking its findings outside the Markdown files (cores, package tools,
 * fallbacks) from the last run when `whole` says they hold, and offering them on. A file-scoped rule's findings
 * there depend on no Markdown file (its `scope`), and read nothing but those files' texts and the model's folder facts
 * (test/compiler/lint/file-scope.test.ts), all of which the digest covers; so with the same digest they are the same.
 * On 10,000 tools with a hundred core tools, after one edit, this was most of the file-scoped rules' time.
 */
function runOutsideRecorded(rule: Rule, slice: Slice, structure: StructureResult, sink: Finding[], outside: Outside): void {
  const { whole, markdown } = outside;
  const kept = whole.results.reuse(rule.id, whole.digest);
  if (kept) {
    const only = outside.markdownOnly();
    runRule(rule, only.project, structure, only.model, sink);
    sink.push(...kept);
    whole.results.record(rule.id, kept);
    return;
  }
  const found: Finding[] = [];
  runRule(rule, slice.project, structure, slice.model, found);
  sink.push(...found);
  // A crash is not a result to keep: the next run tries the rule again.
  if (!found.some((finding) => finding.rule === "internal-error")) whole.results.record(rule.id, found.filter((finding) => !markdown.has(finding.at.file)));
}

/** What {@link runOutsideRecorded} goes by: the project results, the project's Markdown paths, the slice without the rest. */
interface Outside {
  whole: WholeProject;
  markdown: ReadonlySet<string>;
  markdownOnly: () => Slice;
}

/** Runs one rule into `sink`: an exception becomes an `internal-error` finding. */
function runRule(rule: Rule, project: Project, structure: StructureResult, model: Model, sink: Finding[]): void {
  const ctx = contextFor(rule, project, structure, model, sink);
  try {
    timedRule(rule.id, () => rule.check(ctx));
  } catch (error) {
    sink.push(internalError(rule.id, firstFile(project), error));
  }
}

function contextFor(rule: Rule, project: Project, structure: StructureResult, model: Model, sink: Finding[]): RuleContext {
  const report = (r: Report) => sink.push({ rule: rule.id, ...r });
  return {
    model,
    project,
    config: project.config,
    structure,
    report,
    each(items, fn) {
      for (const item of items) {
        try {
          fn(item);
        } catch (error) {
          sink.push(internalError(rule.id, item.path, error));
        }
      }
    },
    span: nodeSpan,
  };
}

function firstFile(project: Project): string {
  return project.sources.keys().next().value ?? ".";
}

function internalError(ruleId: string, file: string, error: unknown): Finding {
  const text = error instanceof Error ? error.message : String(error);
  return {
    rule: "internal-error",
    at: fileSpan(file),
    message: `rule \`${ruleId}\` failed on this file: ${text.split("\n")[0]}; its results for this file are missing`,
    hint: "report this toolc bug with the input file; other rules' diagnostics are still valid",
  };
}
