/**
 * `required-default`: a parameter with an explicit `required: true` and a default. Defaults are filled
 * in before the required check, so it can never be missing, yet the prompt says "(required)".
 * @see ../../../docs/rules.md §8 required-default
 */
import { kindOf, scalarValue } from "../parse/nodes.js";
import { defineRule } from "../lint/rule.js";
import { checkedValue, eachMdTool, parameterEntries } from "../lint/support/markdown-tool.js";

/** The `required-default` rule. */
export default defineRule({
  id: "required-default",
  defaultSeverity: "warn",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      const { doc } = tool;
      for (const entry of parameterEntries(ctx, tool)) {
        const required = checkedValue(ctx, doc, entry.node, "required");
        const fallback = checkedValue(ctx, doc, entry.node, "default");
        // Only an explicit `required: true`: a default without `required` is the documented optional form.
        if (kindOf(doc, required) !== "boolean" || scalarValue(doc, required) !== true) continue;
        if (fallback === undefined || kindOf(doc, fallback) === "null") continue;
        ctx.report({
          at: ctx.span(doc, required),
          message: `parameter \`${entry.label}\` is marked \`required: true\` but has a default: it can never be missing, yet the model is told to always send it`,
          hint: "set `required: false`",
        });
      }
    });
  },
});
