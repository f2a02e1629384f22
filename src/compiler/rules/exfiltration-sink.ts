/**
 * `exfiltration-sink`: an endpoint or a default that points where data should not go: a link-local or cloud metadata
 * address (instance credentials), a `file://` URL, or shell syntax in a default that runs a second command. A
 * default is what the model sends when it says nothing, so a poisoned one acts without being asked.
 * @see ../../../docs/rules.md §11 exfiltration-sink
 */
import { fragmentSpan, type Field } from "../model/field.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { parseEndpoint } from "../lint/support/endpoint.js";
import { sinkInDefault, sinkUrl } from "../lint/support/sinks.js";
import { eachTextSite, siteName } from "../lint/support/text-sites.js";

/** The `exfiltration-sink` rule. */
export default defineRule({
  id: "exfiltration-sink",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      const endpoint = tool.fields.endpoint;
      // Non-http(s) schemes (`file://` included) are endpoint-url's error.
      const scheme = endpoint && parseEndpoint(endpoint.value)?.scheme;
      if (endpoint && (scheme === "http" || scheme === "https")) checkUrl(ctx, endpoint, `endpoint of \`${tool.label}\``);
    });
    for (const core of ctx.model.cores) {
      ctx.each(core.mcp, (manifest) => {
        const url = manifest.fields.url;
        if (url && typeof url.value === "string") checkUrl(ctx, url as Field<string>, "MCP server `url`");
      });
    }
    eachTextSite(ctx, (site) => {
      if (site.kind !== "default") return;
      const sink = sinkInDefault(site.field.value);
      if (!sink) return;
      ctx.report({
        at: fragmentSpan(site.field, sink),
        message: `${siteName(site)} holds ${sink.reason}: the model sends it without being asked`,
        hint: "remove the default, or use a plain value the tool validates",
      });
    });
  },
});

function checkUrl(ctx: RuleContext, field: Field<string>, label: string): void {
  const reason = sinkUrl(field.value);
  if (!reason) return;
  ctx.report({
    at: field.span,
    message: `the ${label} is ${reason}: requests there can read credentials or local data and hand them to the model`,
    hint: "point it at the service's public address, or suppress this with a reason if the tool is meant to run on that host",
  });
}
