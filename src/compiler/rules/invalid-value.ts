/**
 * `invalid-value`: A value of the right type that lies outside its allowed set or range.
 * Detected by the structural walker (src/compiler/structure/), which also gates the flagged values
 * for every other rule (rules.md §1.3); reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 invalid-value, §4
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `invalid-value` rule. */
export default defineRule({
  id: "invalid-value",
  defaultSeverity: "error",
  description: "A value of the right type that lies outside its allowed set or range.",
  check(ctx) {
    reportStageFindings(ctx, "invalid-value", ctx.structure.findings);
  },
});
