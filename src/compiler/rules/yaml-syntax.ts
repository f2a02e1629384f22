/**
 * `yaml-syntax`: YAML that cannot be parsed.
 * Detected while parsing (src/compiler/parse/yaml.ts, discover/read.ts), because it gates the file; reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 yaml-syntax
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `yaml-syntax` rule. */
export default defineRule({
  id: "yaml-syntax",
  defaultSeverity: "error",
  description: "YAML that cannot be parsed.",
  check(ctx) {
    reportStageFindings(ctx, "yaml-syntax", ctx.project.findings);
  },
});
