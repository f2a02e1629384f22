/**
 * Rules whose detection happens in an earlier stage (parsing gates the file; the structural walker
 * gates values) surface those stage findings through here, so their severity, suppression and
 * `off` setting work exactly like every other rule's.
 */
import type { Finding } from "../diagnostics/finding.js";
import type { RuleContext } from "./rule.js";

/** Reports every finding of `findings` whose rule is `id`. */
export function reportStageFindings(ctx: RuleContext, id: string, findings: readonly Finding[]): void {
  for (const finding of findings) {
    if (finding.rule !== id) continue;
    const { rule: _rule, ...report } = finding;
    ctx.report(report);
  }
}
