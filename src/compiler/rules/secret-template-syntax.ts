/**
 * `secret-template-syntax`: text in `endpoint` or a header value that looks like a secret template
 * but is not `{{NAME}}`, so the reference sends it literally without a warning.
 * @see ../../../docs/rules.md §7 secret-template-syntax
 */
import { defineRule } from "../lint/rule.js";
import { eachMdTool, fragmentOf, resolvedFields } from "../lint/support/markdown-tool.js";
import { findMalformedTemplates } from "../lint/support/templates.js";

/** The `secret-template-syntax` rule. */
export default defineRule({
  id: "secret-template-syntax",
  defaultSeverity: "warn",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      for (const field of resolvedFields(ctx, tool)) {
        for (const bad of findMalformedTemplates(field.value)) {
          const guess = bad.fixed ? `; did you mean \`${bad.fixed}\`?` : "";
          ctx.report({
            at: fragmentOf(tool, field.node, bad),
            message: `\`${bad.text}\` is not a secret template and is sent literally: templates are \`{{NAME}}\` with letters, digits and \`_\` only${guess}`,
            hint: "write `{{NAME}}`",
          });
        }
      }
    });
  },
});
