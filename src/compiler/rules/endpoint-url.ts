/**
 * `endpoint-url`: the endpoint is not an absolute http(s) URL, so every call fails in the HTTP client.
 * @see ../../../docs/rules.md §7 endpoint-url
 */
import { defineRule } from "../lint/rule.js";
import { parseEndpoint } from "../lint/support/endpoint.js";
import { stringField } from "../lint/support/markdown-tool.js";
import { startsWithTemplate } from "../lint/support/templates.js";

/** The `endpoint-url` rule. */
export default defineRule({
  id: "endpoint-url",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      const endpoint = stringField(tool.fields.endpoint);
      // A blank endpoint is `missing-field`; one that starts with a template is only known at run time.
      if (!endpoint || endpoint.value.trim() === "" || startsWithTemplate(endpoint.value)) return;
      const parts = parseEndpoint(endpoint.value);
      if (parts && (parts.scheme === "http" || parts.scheme === "https") && parts.host.end > parts.host.start) return;
      ctx.report({
        at: endpoint.span,
        message: `endpoint \`${endpoint.value}\` is not an absolute \`http://\` or \`https://\` URL: every call would fail`,
        hint: "write the full URL with scheme and host",
      });
    });
  },
});
