/**
 * `frontmatter-missing`: The Markdown file does not open with a `---` line.
 * Detected while splitting the frontmatter (src/compiler/parse/frontmatter.ts), because it gates the file; reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 frontmatter-missing
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `frontmatter-missing` rule. */
export default defineRule({
  id: "frontmatter-missing",
  defaultSeverity: "error",
  description: "The Markdown file does not open with a `---` line.",
  check(ctx) {
    reportStageFindings(ctx, "frontmatter-missing", ctx.project.findings);
  },
});
