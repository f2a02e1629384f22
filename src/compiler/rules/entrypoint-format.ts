/**
 * `entrypoint-format`: the entrypoint is not `<module>:<function>`.
 * @see ../../../docs/rules.md §10 entrypoint-format, ../../../../shared/reference/agent-core-reference.md §1.4
 */
import { entrypointOf, toolEntrypoints } from "../lint/support/entrypoint-support.js";
import { defineRule } from "../lint/rule.js";

/** The `entrypoint-format` rule. */
export default defineRule({
  id: "entrypoint-format",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(toolEntrypoints(ctx), ({ tool }) => {
      const found = entrypointOf(ctx, tool);
      if (found?.check.kind !== "format") return;
      ctx.report({
        at: found.at,
        message: `entrypoint \`${found.text}\` must be \`<module>:<function>\`: ${found.check.reason}`,
        hint: "write it like `module:execute` or `agent/lib/helpers.py:run`",
      });
    });
  },
});
