/**
 * `required-type`: a parameter `required` that is not a boolean. The reference only tests it for
 * truthiness, so a quoted `"false"` makes the parameter required.
 * @see ../../../docs/rules.md §8 required-type
 */
import { isScalar } from "yaml";
import { kindOf, pairOf, stringValue } from "../parse/nodes.js";
import { defineRule } from "../lint/rule.js";
import { eachMdTool, kindWords, parameterEntries } from "../lint/support/markdown-tool.js";

/** The `required-type` rule. */
export default defineRule({
  id: "required-type",
  defaultSeverity: "error",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      const { doc } = tool;
      for (const entry of parameterEntries(ctx, tool)) {
        const pair = pairOf(doc, entry.node, "required");
        if (!pair || !ctx.valid(pair.value) || kindOf(doc, pair.value) === "boolean") continue;
        const text = stringValue(doc, pair.value);
        const why = text ? `: \`${JSON.stringify(text)}\` is a non-empty string, so the reference treats the parameter as required` : "";
        ctx.report({
          // An empty value (`required:`) has no text of its own to point at.
          at: ctx.span(doc, kindOf(doc, pair.value) === "null" && !writtenValue(pair.value) ? pair.key : pair.value),
          message: `\`required\` of \`${entry.label}\` must be \`true\` or \`false\`, not ${kindWords(doc, pair.value)}${why}`,
          hint: "write `required: false` without quotes",
        });
      }
    });
  },
});

/** True when a node has source text (`~`, `null`), false for an empty value. */
function writtenValue(node: unknown): boolean {
  return !isScalar(node) || (node.source ?? "") !== "";
}
