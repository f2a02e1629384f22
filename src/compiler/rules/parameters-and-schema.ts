/**
 * `parameters-and-schema`: a tool that declares both `parameters` and `input_schema`; depending on the
 * loader version one of the two is silently lost.
 * @see ../../../docs/rules.md §7 parameters-and-schema
 */
import { pairOf } from "../parse/nodes.js";
import { defineRule } from "../lint/rule.js";
import { eachMdTool } from "../lint/support/markdown-tool.js";

/** The `parameters-and-schema` rule. */
export default defineRule({
  id: "parameters-and-schema",
  defaultSeverity: "error",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      // Both keys count whatever their values, so structural findings on them do not gate this rule.
      const parameters = pairOf(tool.doc, tool.doc.root, "parameters");
      const schema = pairOf(tool.doc, tool.doc.root, "input_schema");
      if (!parameters || !schema) return;
      ctx.report({
        at: ctx.span(tool.doc, schema.key),
        message: `tool \`${tool.name}\` declares both \`parameters\` and \`input_schema\`: use exactly one`,
        hint: "keep `input_schema` for nested or constrained arguments, `parameters` for flat scalars",
        related: [{ at: ctx.span(tool.doc, parameters.key), message: "`parameters` is declared here" }],
      });
    });
  },
});
