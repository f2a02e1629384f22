/**
 * The rule interface. A rule reads the project (and the structure-check results) and reports findings at
 * spans it takes from nodes — never line numbers. Severity, suppression and positions are the engine's job.
 * @see ../../../docs/rules.md
 */
import type { ToolcConfig } from "../config/types.js";
import type { Finding, RelatedFinding } from "../diagnostics/finding.js";
import type { Severity } from "../diagnostics/types.js";
import type { YamlDoc } from "../parse/nodes.js";
import type { Model } from "../model/types.js";
import type { Project } from "../project/types.js";
import type { Span } from "../source/text.js";
import type { StructureResult } from "../structure/types.js";

/** What a rule passes to `report`. */
export interface Report {
  at: Span;
  message: string;
  hint?: string;
  related?: RelatedFinding[];
  /** Only for rules with two default severities; configuration in `rules:` overrides it. */
  severity?: Severity;
}

/** Everything a rule can see, plus the reporting and isolation helpers. */
export interface RuleContext {
  /** The typed definition model: what rules read (see model/README.md). */
  readonly model: Model;
  /** The loaded files with their YAML documents: only for the lexical rules, which are about the text itself. */
  readonly project: Project;
  readonly config: ToolcConfig;
  /** Findings and gating of the four structural rules (computed once, before every rule). */
  readonly structure: StructureResult;
  /** Reports a finding for the running rule. */
  report(report: Report): void;
  /**
   * Runs `fn` for each item; an exception becomes an `internal-error` on that item's file and the rule
   * goes on with the next item, so one bad file never hides the results for the others.
   */
  each<T extends { path: string }>(items: readonly T[], fn: (item: T) => void): void;
  /** The span of a YAML node in its original file: only for the lexical rules (duplicate keys, boolean spelling). */
  span(doc: YamlDoc, node: unknown): Span;
}

/** A rule: its id, default severity and check (its description lives in docs/rules.md, read by lint/docs.ts). */
export interface Rule {
  id: string;
  defaultSeverity: Severity;
  /**
   * `file`: the rule's findings on a Markdown tool or agent file depend only on that file's text and the
   * configuration, and its findings elsewhere on no Markdown file; the engine may then take a file's findings
   * from the per-file results cache (lint/file-results.ts) and run the rule on the changed files alone.
   * test/compiler/lint/file-scope.test.ts holds every such rule to it. Unset: the rule sees the whole project.
   */
  scope?: "file";
  /**
   * `documents`: the rule reads YAML documents (`ctx.project`), not the model; it must be file-scoped. A
   * Markdown file's document is kept only until that file is checked, so the engine runs such a rule on each
   * Markdown file as soon as it is parsed (lint/early.ts), and on the YAML files with the other rules.
   */
  reads?: "documents";
  /**
   * `frontmatter`: a whole-project rule that reads of a Markdown tool only what its frontmatter gives (its fields,
   * label, stem, path), never its body or its text, and of the project nothing but the model (no `ctx.project`,
   * `ctx.structure`, `model.sources` or `model.markdownTexts`). A run whose project differs from the last one's in
   * Markdown tool bodies at most then takes the rule's findings from that run (lint/project-results.ts).
   * test/compiler/lint/tool-text.test.ts holds every such rule to it.
   */
  toolText?: "frontmatter";
  check(ctx: RuleContext): void;
}

/** Identity helper that type-checks a rule definition. */
export function defineRule(rule: Rule): Rule {
  return rule;
}

/** A finding as the engine collects it. */
export type RuleFinding = Finding;
