/**
 * `capability-format`: a malformed capability string.
 * @see ../../../docs/rules.md §10 capability-format
 */
import { capabilityFormatError } from "../catalog/capabilities.js";
import { forEachCapability } from "../lint/support/capability-sites.js";
import { defineRule } from "../lint/rule.js";

/** The `capability-format` rule. */
export default defineRule({
  id: "capability-format",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    forEachCapability(ctx, (site) => {
      const reason = capabilityFormatError(site.value, site.role);
      if (reason === undefined) return;
      ctx.report({
        at: site.span,
        message: `capability \`${site.value}\` is malformed: ${reason}`,
        hint: "write `name.part[:scope]`, e.g. `fs.read` or `mcp.call:docs`; wildcards only as a final `:*`",
      });
    });
  },
});
