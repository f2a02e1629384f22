/**
 * `missing-field`: A required key is absent or empty.
 * Detected by the structural walker (src/compiler/structure/), which also gates the flagged values
 * for every other rule (rules.md §1.3); reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 missing-field, §4
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `missing-field` rule. */
export default defineRule({
  id: "missing-field",
  defaultSeverity: "error",
  description: "A required key is absent or empty.",
  check(ctx) {
    reportStageFindings(ctx, "missing-field", ctx.structure.findings);
  },
});
