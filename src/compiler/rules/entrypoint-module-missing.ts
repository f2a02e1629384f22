/**
 * `entrypoint-module-missing`: the entrypoint module file does not exist.
 * @see ../../../docs/rules.md §10 entrypoint-module-missing, ../../../../shared/reference/agent-core-reference.md §1.4
 */
import { entrypointOf, toolEntrypoints } from "../lint/support/entrypoint-support.js";
import { defineRule } from "../lint/rule.js";

/** The `entrypoint-module-missing` rule. */
export default defineRule({
  id: "entrypoint-module-missing",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(toolEntrypoints(ctx), ({ tool }) => {
      const found = entrypointOf(ctx, tool);
      if (found?.check.kind !== "module-missing") return;
      const file = found.check.path;
      ctx.report({
        at: found.at,
        message: `entrypoint module \`${file}\` does not exist: every call of \`${tool.id}\` would fail with \`slot module not found\``,
        hint: `create \`${file}\` or fix \`entrypoint\``,
      });
    });
  },
});
