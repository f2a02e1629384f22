/**
 * `yaml-not-mapping`: The document root is not a mapping.
 * Detected while parsing (src/compiler/parse/yaml.ts), because it gates the file; reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 yaml-not-mapping
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `yaml-not-mapping` rule. */
export default defineRule({
  id: "yaml-not-mapping",
  defaultSeverity: "error",
  description: "The document root is not a mapping.",
  check(ctx) {
    reportStageFindings(ctx, "yaml-not-mapping", ctx.project.findings);
  },
});
