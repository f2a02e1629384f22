/**
 * `frontmatter-unterminated`: The frontmatter is never closed.
 * Detected while splitting the frontmatter (src/compiler/parse/frontmatter.ts), because it gates the file; reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 frontmatter-unterminated
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `frontmatter-unterminated` rule. */
export default defineRule({
  id: "frontmatter-unterminated",
  defaultSeverity: "error",
  description: "The frontmatter is never closed.",
  check(ctx) {
    reportStageFindings(ctx, "frontmatter-unterminated", ctx.project.findings);
  },
});
