/**
 * `hardcoded-credential`: a literal secret in an md-tool's `endpoint` or headers. It is stored in the
 * file and sent and logged as-is. The message names the kind of credential, never the credential.
 * @see ../../../docs/rules.md §7 hardcoded-credential
 */
import { defineRule } from "../lint/rule.js";
import { endpointCredentials, headerCredentials } from "../lint/support/credentials.js";
import { eachMdTool, fragmentOf, resolvedFields } from "../lint/support/markdown-tool.js";

/** The `hardcoded-credential` rule. */
export default defineRule({
  id: "hardcoded-credential",
  defaultSeverity: "error",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      for (const field of resolvedFields(ctx, tool)) {
        const hits = field.header === undefined ? endpointCredentials(field.value) : headerCredentials(field.header, field.value);
        const where = field.header === undefined ? "the endpoint" : `header \`${field.header}\``;
        for (const hit of hits) {
          ctx.report({
            at: fragmentOf(tool, field.node, hit),
            message: `${where} contains a literal credential${hit.kind ? ` (${hit.kind})` : ""}: it is stored in the file and sent and logged as-is`,
            hint: "move the value into the environment and reference it as `{{NAME}}`",
          });
        }
      }
    });
  },
});
