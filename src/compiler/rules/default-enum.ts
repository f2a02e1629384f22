/**
 * `default-enum`: a `default` that is none of the `enum` members. Calls that omit the argument then
 * fail the enum check with the tool's own default.
 * @see ../../../docs/rules.md §8 default-enum
 */
import { itemsOf, kindOf, scalarValue } from "../parse/nodes.js";
import { defineRule } from "../lint/rule.js";
import { checkedValue, eachMdTool, parameterEntries, writtenText } from "../lint/support/markdown-tool.js";
import { defaultMismatch, enumProblems } from "../lint/support/parameters.js";

/** The `default-enum` rule. */
export default defineRule({
  id: "default-enum",
  defaultSeverity: "error",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      const { doc } = tool;
      for (const entry of parameterEntries(ctx, tool)) {
        const node = checkedValue(ctx, doc, entry.node, "default");
        const members = checkedValue(ctx, doc, entry.node, "enum");
        if (node === undefined || kindOf(doc, node) === "null" || kindOf(doc, members) !== "list") continue;
        // Each problem gives one diagnostic: a mistyped default or enum is reported by its own rule.
        if (defaultMismatch(ctx, doc, entry) || enumProblems(ctx, doc, entry).length > 0) continue;
        const items = itemsOf(doc, members);
        const value = scalarValue(doc, node);
        // Type-sensitive: `"1"` is not `1`, and `true` is not `1` (Python would say it is).
        if (items.some((m) => kindOf(doc, m) === kindOf(doc, node) && scalarValue(doc, m) === value)) continue;
        ctx.report({
          at: ctx.span(doc, node),
          message: `default \`${writtenText(tool, node)}\` of \`${entry.label}\` is not in its enum: expected one of ${items.map((m) => `\`${writtenText(tool, m)}\``).join(", ")}`,
          hint: "pick a default from the enum, or add it to the enum",
          related: [{ at: ctx.span(doc, members), message: "the enum is declared here" }],
        });
      }
    });
  },
});
