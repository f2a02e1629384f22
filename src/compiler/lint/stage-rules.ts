/**
 * Rules whose detection happens in an earlier stage: parsing gates the file (`project.findings`), the
 * structural walker gates values (`structure.findings`, rules.md §1.3). They have no rule file: each is a
 * row here, and the engine runs it as a rule that reports that stage's findings of its id, so severity,
 * suppression and the `off` setting work exactly like every other rule's.
 * @see ../../../docs/rules.md §5
 */
import type { Finding } from "../diagnostics/finding.js";
import type { Severity } from "../diagnostics/types.js";
import { defineRule, type Rule, type RuleContext } from "./rule.js";

/** The stage that detects a stage rule: `parse` (discover + parse, `project.findings`) or `structure`. */
export type Stage = "parse" | "structure";

/** A rule detected by an earlier stage: its id, default severity and the stage that raises it. */
export interface StageRule {
  id: string;
  defaultSeverity: Severity;
  stage: Stage;
}

/** Every stage rule, alphabetical by id; the comment names the module that detects it. */
export const STAGE_RULES: readonly StageRule[] = [
  { id: "bom", defaultSeverity: "error", stage: "parse" }, // parse/frontmatter.ts
  { id: "field-type", defaultSeverity: "error", stage: "structure" },
  { id: "frontmatter-missing", defaultSeverity: "error", stage: "parse" }, // parse/frontmatter.ts
  { id: "frontmatter-unterminated", defaultSeverity: "error", stage: "parse" }, // parse/frontmatter.ts
  { id: "invalid-value", defaultSeverity: "error", stage: "structure" },
  { id: "missing-field", defaultSeverity: "error", stage: "structure" },
  { id: "unknown-field", defaultSeverity: "error", stage: "structure" },
  { id: "value-no-op", defaultSeverity: "warn", stage: "structure" },
  { id: "yaml-alias-limit", defaultSeverity: "error", stage: "parse" }, // parse/aliases.ts
  { id: "yaml-not-mapping", defaultSeverity: "error", stage: "parse" }, // parse/yaml.ts
  { id: "yaml-syntax", defaultSeverity: "error", stage: "parse" }, // parse/yaml.ts, discover/read.ts
];

/** Every stage rule as the rule the engine runs, alphabetical by id. */
export const STAGE_CHECKS: readonly Rule[] = STAGE_RULES.map(toRule);

/** The rule the engine runs for stage rule `id` (tests run one alone); throws for an id not in the table. */
export function stageRule(id: string): Rule {
  const rule = STAGE_CHECKS.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`toolc: \`${id}\` is not a stage rule`);
  return rule;
}

function toRule(row: StageRule): Rule {
  return defineRule({
    id: row.id,
    defaultSeverity: row.defaultSeverity,
    check(ctx) {
      reportStageFindings(ctx, row.id, row.stage === "parse" ? ctx.project.findings : ctx.structure.findings);
    },
  });
}

/** Reports every finding of `findings` whose rule is `id`. */
function reportStageFindings(ctx: RuleContext, id: string, findings: readonly Finding[]): void {
  for (const finding of findings) {
    if (finding.rule !== id) continue;
    const { rule: _rule, ...report } = finding;
    ctx.report(report);
  }
}
