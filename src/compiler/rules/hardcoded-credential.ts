/**
 * `hardcoded-credential`: a literal secret in an md-tool's `endpoint` or headers. It is stored in the
 * file and sent and logged as-is. The message names the kind of credential, never the credential.
 * @see ../../../docs/rules.md §7 hardcoded-credential
 */
import { fragmentSpan } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { endpointCredentials, headerCredentials } from "../lint/support/credentials.js";
import { eachResolvedField } from "../lint/support/markdown-tool.js";

/** The `hardcoded-credential` rule. */
export default defineRule({
  id: "hardcoded-credential",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    eachResolvedField(ctx, ({ header, field }) => {
      const hits = header === undefined ? endpointCredentials(field.value) : headerCredentials(header, field.value);
      const where = header === undefined ? "the endpoint" : `header \`${header}\``;
      for (const hit of hits) {
        ctx.report({
          at: fragmentSpan(field, hit),
          message: `${where} contains a literal credential${hit.kind ? ` (${hit.kind})` : ""}: it is stored in the file and sent and logged as-is`,
          hint: "move the value into the environment and reference it as `{{NAME}}`",
        });
      }
    });
  },
});
