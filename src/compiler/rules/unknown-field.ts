/**
 * `unknown-field`: A key that the object's schema does not define.
 * Detected by the structural walker (src/compiler/structure/), which also gates the flagged values
 * for every other rule (rules.md §1.3); reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 unknown-field, §4
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `unknown-field` rule. */
export default defineRule({
  id: "unknown-field",
  defaultSeverity: "error",
  description: "A key that the object's schema does not define.",
  check(ctx) {
    reportStageFindings(ctx, "unknown-field", ctx.structure.findings);
  },
});
