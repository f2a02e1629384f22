/**
 * `required-default`: a parameter with an explicit `required: true` and a default. Defaults are filled
 * in before the required check, so it can never be missing, yet the prompt says "(required)".
 * @see ../../../docs/rules.md §8 required-default
 */
import { defineRule } from "../lint/rule.js";
import { parameters } from "../lint/support/markdown-tool.js";

/** The `required-default` rule. */
export default defineRule({
  id: "required-default",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      for (const { fields, label } of parameters(tool)) {
        const { required, default: fallback } = fields;
        // Only an explicit `required: true`: a default without `required` is the documented optional form.
        if (required?.kind !== "boolean" || required.value !== true) continue;
        if (!fallback || fallback.kind === "null") continue;
        ctx.report({
          at: required.span,
          message: `parameter \`${label}\` is marked \`required: true\` but has a default: it can never be missing, yet the model is told to always send it`,
          hint: "set `required: false`",
        });
      }
    });
  },
});
