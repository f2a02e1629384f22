/**
 * `secret-prefix`: a template in `endpoint` or a header value names a variable without the configured
 * `secrets.prefix`, so any environment variable could be sent to a remote host.
 * @see ../../../docs/rules.md §7 secret-prefix
 */
import { fragmentSpan } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { eachResolvedField } from "../lint/support/markdown-tool.js";
import { findTemplates } from "../lint/support/templates.js";

/** The `secret-prefix` rule. */
export default defineRule({
  id: "secret-prefix",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    const prefix = ctx.config.secrets.prefix;
    if (!prefix) return;
    eachResolvedField(ctx, ({ field }) => {
      for (const t of findTemplates(field.value)) {
        if (t.name.startsWith(prefix)) continue;
        ctx.report({
          at: fragmentSpan(field, t),
          message: `\`${t.text}\` does not start with the required prefix \`${prefix}\`: only prefixed variables may be sent to tools`,
          hint: `rename the variable to \`${prefix}${t.name}\` in the file and the environment`,
        });
      }
    });
  },
});
