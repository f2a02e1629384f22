/**
 * `bom`: The Markdown file starts with a UTF-8 byte order mark.
 * Detected while splitting the frontmatter (src/compiler/parse/frontmatter.ts); reported here so configuration and suppression apply.
 * @see ../../../docs/rules.md §5 bom
 */
import { defineRule } from "../lint/rule.js";
import { reportStageFindings } from "../lint/stage-findings.js";

/** The `bom` rule. */
export default defineRule({
  id: "bom",
  defaultSeverity: "error",
  description: "The Markdown file starts with a UTF-8 byte order mark.",
  check(ctx) {
    reportStageFindings(ctx, "bom", ctx.project.findings);
  },
});
