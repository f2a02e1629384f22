/**
 * `frontmatter-delimiter-in-value`: Three hyphens inside the frontmatter end it early for the reference loader.
 * Scans the raw text, so it also runs when the YAML does not parse (often precisely because of the cut).
 * @see ../../../docs/rules.md §5 frontmatter-delimiter-in-value, ../../../../shared/reference/markdown-tools-reference.md §1.2
 */
import type { MarkdownText } from "../model/types.js";
import { positionAt } from "../source/text.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `frontmatter-delimiter-in-value` rule. */
export default defineRule({
  id: "frontmatter-delimiter-in-value",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.markdownTexts, (file) => checkFile(ctx, file));
  },
});

function checkFile(ctx: RuleContext, file: MarkdownText): void {
  const { source, split } = file;
  const text = source.text;
  // The reference searches from offset 3 of the (BOM-less) text, up to the real closing line.
  let at = text.indexOf("---", split.contentStart + 3);
  while (at !== -1 && at + 3 <= split.yamlEnd) {
    const line = positionAt(source, at).line;
    ctx.report({
      at: { file: file.path, start: at, end: at + 3 },
      message: `\`---\` on line ${line} ends the frontmatter early for the reference loader, which takes the first \`---\` anywhere as the closing delimiter: everything after it would be read as body text`,
      hint: "reword without three consecutive hyphens (e.g. `—`)",
    });
    // Once per line: continue after the end of this line.
    const newline = text.indexOf("\n", at);
    if (newline === -1) break;
    at = text.indexOf("---", newline + 1);
  }
}
