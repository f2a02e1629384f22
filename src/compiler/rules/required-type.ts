/**
 * `required-type`: a parameter `required` that is not a boolean. The reference only tests it for
 * truthiness, so a quoted `"false"` makes the parameter required.
 * @see ../../../docs/rules.md §8 required-type
 */
import { defineRule } from "../lint/rule.js";
import { kindWords, parameters, stringField } from "../lint/support/markdown-tool.js";

/** The `required-type` rule. */
export default defineRule({
  id: "required-type",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      for (const { fields, label } of parameters(tool)) {
        const required = fields.required;
        if (!required || required.kind === "boolean") continue;
        const text = stringField(required)?.value;
        const why = text ? `: \`${JSON.stringify(text)}\` is a non-empty string, so the reference treats the parameter as required` : "";
        ctx.report({
          // An empty value (`required:`) is placed at its key by the model: it has no text of its own.
          at: required.span,
          message: `\`required\` of \`${label}\` must be \`true\` or \`false\`, not ${kindWords(required)}${why}`,
          hint: "write `required: false` without quotes",
        });
      }
    });
  },
});
