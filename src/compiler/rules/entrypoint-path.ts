/**
 * `entrypoint-path`: the entrypoint module resolves outside the core (absolute, `..`, or a symlink out).
 * @see ../../../docs/rules.md §10 entrypoint-path, ../../../../shared/reference/agent-core-reference.md §1.4
 */
import { entrypointOf, toolEntrypoints } from "../lint/support/entrypoint-support.js";
import { defineRule } from "../lint/rule.js";

/** The `entrypoint-path` rule. */
export default defineRule({
  id: "entrypoint-path",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(toolEntrypoints(ctx), ({ tool }) => {
      const found = entrypointOf(ctx, tool);
      if (found?.check.kind !== "path") return;
      ctx.report({
        at: found.at,
        message: `entrypoint module \`${found.check.module}\` ${found.check.reason}: modules must live inside the core`,
        hint: "use a path relative to the core root (`agent/lib/shared.py:run`) or a dotted name under the tool directory (`pkg.sub:run`)",
      });
    });
  },
});
