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
import { fileSpan } from "../source/text.js";
import type { StructureResult } from "../structure/types.js";
import type { Report, Rule, RuleContext } from "./rule.js";

/** Runs `rules` (those not configured `off`) and returns their findings. */
export function runRules(project: Project, structure: StructureResult, model: Model, rules: readonly Rule[], settings: Record<string, SeveritySetting>): Finding[] {
  const findings: Finding[] = [];
  for (const rule of rules) {
    if ((settings[rule.id] ?? rule.defaultSeverity) === "off") continue;
    const ctx = contextFor(rule, project, structure, model, findings);
    try {
      rule.check(ctx);
    } catch (error) {
      findings.push(internalError(rule.id, firstFile(project), error));
    }
  }
  return findings;
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
