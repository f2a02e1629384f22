/**
 * `default-type`: a parameter `default` that is not of the parameter's `type`. The reference inserts
 * defaults as written, so a call that omits the argument fails validation or sends the wrong type.
 * @see ../../../docs/rules.md §8 default-type
 */
import { defineRule } from "../lint/rule.js";
import { defaultMismatch } from "../lint/support/parameters.js";
import { checkedValue, eachMdTool, kindWords, parameterEntries, writtenText } from "../lint/support/markdown-tool.js";

const HINTS: Record<string, string> = {
  string: "a quoted string",
  integer: "an unquoted number",
  number: "an unquoted number",
  boolean: "`true`/`false`",
};

/** The `default-type` rule. */
export default defineRule({
  id: "default-type",
  defaultSeverity: "error",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      for (const entry of parameterEntries(ctx, tool)) {
        const type = defaultMismatch(ctx, tool.doc, entry);
        if (!type) continue;
        const node = checkedValue(ctx, tool.doc, entry.node, "default");
        ctx.report({
          at: ctx.span(tool.doc, node),
          message: `default \`${writtenText(tool, node)}\` of \`${entry.label}\` is ${kindWords(tool.doc, node)}, but the parameter is \`${type}\`: defaults are used as written, never converted`,
          hint: `write the default as ${HINTS[type]}`,
        });
      }
    });
  },
});
