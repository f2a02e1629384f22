/**
 * `yaml-alias-limit`: Anchors and aliases expand too far.
 * Detected while parsing (src/compiler/parse/aliases.ts), because it gates the file; reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 yaml-alias-limit
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `yaml-alias-limit` rule. */
export default defineRule({
  id: "yaml-alias-limit",
  defaultSeverity: "error",
  description: "Anchors and aliases expand too far.",
  check(ctx) {
    reportStageFindings(ctx, "yaml-alias-limit", ctx.project.findings);
  },
});
