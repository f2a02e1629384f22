/**
 * `value-no-op`: a value the reference reads as unset and replaces with its default (`risk: null`,
 * `capabilities: {}`, `input_schema: []`). Detected by the structural walker, which also gates the value.
 * @see ../../../docs/rules.md §5 value-no-op, ../../../../shared/reference/agent-core-reference.md §1.2
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `value-no-op` rule. */
export default defineRule({
  id: "value-no-op",
  defaultSeverity: "warn",
  description: "A value the reference replaces with its default.",
  check(ctx) {
    reportStageFindings(ctx, "value-no-op", ctx.structure.findings);
  },
});
