/**
 * `reserved-name`: An md tool uses a name reserved for host tools.
 * @see ../../../docs/rules.md §6 reserved-name, §2.1
 */
import { defineRule } from "../lint/rule.js";
import { mdName } from "../lint/support/tool-names.js";

/** The `reserved-name` rule. */
export default defineRule({
  id: "reserved-name",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    const reserved = new Set(ctx.config.markdown.reserved);
    ctx.each(ctx.model.mdTools, (tool) => {
      const named = mdName(tool);
      if (!named || !reserved.has(named.name)) return;
      ctx.report({
        at: named.at,
        message: `tool name \`${named.name}\` is reserved for the host's own \`${named.name}\` tool, which replaces it on every request`,
        hint: "rename the tool",
      });
    });
  },
});
