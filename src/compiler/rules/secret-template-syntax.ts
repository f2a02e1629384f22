/**
 * `secret-template-syntax`: text in `endpoint` or a header value that looks like a secret template
 * but is not `{{NAME}}`, so the reference sends it literally without a warning.
 * @see ../../../docs/rules.md §7 secret-template-syntax
 */
import { fragmentSpan } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { eachResolvedField } from "../lint/support/markdown-tool.js";
import { findMalformedTemplates } from "../lint/support/templates.js";

/** The `secret-template-syntax` rule. */
export default defineRule({
  id: "secret-template-syntax",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    eachResolvedField(ctx, ({ field }) => {
      for (const bad of findMalformedTemplates(field.value)) {
        const guess = bad.fixed ? `; did you mean \`${bad.fixed}\`?` : "";
        ctx.report({
          at: fragmentSpan(field, bad),
          message: `\`${bad.text}\` is not a secret template and is sent literally: templates are \`{{NAME}}\` with letters, digits and \`_\` only${guess}`,
          hint: "write `{{NAME}}`",
        });
      }
    });
  },
});
