/**
 * `endpoint-insecure`: a clear-text `http://` endpoint to a host that is not loopback, so headers
 * (resolved secrets included) and arguments travel unencrypted.
 * @see ../../../docs/rules.md §7 endpoint-insecure
 */
import { defineRule } from "../lint/rule.js";
import { isLoopback, parseEndpoint } from "../lint/support/endpoint.js";
import { stringField } from "../lint/support/markdown-tool.js";
import { findTemplates } from "../lint/support/templates.js";

/** The `endpoint-insecure` rule. */
export default defineRule({
  id: "endpoint-insecure",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      const endpoint = stringField(tool.fields.endpoint);
      const parts = endpoint && parseEndpoint(endpoint.value);
      if (!endpoint || !parts || parts.scheme !== "http" || parts.host.end === parts.host.start) return;
      const host = endpoint.value.slice(parts.host.start, parts.host.end);
      // A templated host is only known at run time, so it cannot be shown to be loopback.
      if (findTemplates(host).length === 0 && isLoopback(host)) return;
      ctx.report({
        at: endpoint.span,
        message: `endpoint uses plain \`http://\` to \`${host}\`: headers, secrets and arguments travel unencrypted`,
        hint: "use `https://`, or suppress this with a reason for a trusted network",
      });
    });
  },
});
