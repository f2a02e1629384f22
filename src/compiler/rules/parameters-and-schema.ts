/**
 * `parameters-and-schema`: a tool that declares both `parameters` and `input_schema`; depending on the
 * loader version one of the two is silently lost.
 * @see ../../../docs/rules.md §7 parameters-and-schema
 */
import { defineRule } from "../lint/rule.js";

/** The `parameters-and-schema` rule. */
export default defineRule({
  id: "parameters-and-schema",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      // Both keys count whatever their values, so structural findings on them do not gate this rule.
      const parameters = tool.fields.keySpans.get("parameters");
      const schema = tool.fields.keySpans.get("input_schema");
      if (!parameters || !schema) return;
      ctx.report({
        at: schema,
        message: `tool \`${tool.label}\` declares both \`parameters\` and \`input_schema\`: use exactly one`,
        hint: "keep `input_schema` for nested or constrained arguments, `parameters` for flat scalars",
        related: [{ at: parameters, message: "`parameters` is declared here" }],
      });
    });
  },
});
