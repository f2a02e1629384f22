/**
 * `field-type`: A value has the wrong YAML type.
 * Detected by the structural walker (src/compiler/structure/), which also gates the flagged values
 * for every other rule (rules.md §1.3); reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 field-type, §4
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `field-type` rule. */
export default defineRule({
  id: "field-type",
  defaultSeverity: "error",
  description: "A value has the wrong YAML type.",
  check(ctx) {
    reportStageFindings(ctx, "field-type", ctx.structure.findings);
  },
});
