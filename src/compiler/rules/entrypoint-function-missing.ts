/**
 * `entrypoint-function-missing`: the entrypoint module exists but does not bind the function at top level.
 * @see ../../../docs/rules.md §10 entrypoint-function-missing, ../../../../shared/reference/agent-core-reference.md §1.4
 */
import { entrypointOf, toolEntrypoints } from "./entrypoint-support.js";
import { defineRule } from "./rule.js";

/** The `entrypoint-function-missing` rule. */
export default defineRule({
  id: "entrypoint-function-missing",
  defaultSeverity: "error",
  description: "The entrypoint function is not defined in the module.",
  check(ctx) {
    ctx.each(toolEntrypoints(ctx), ({ tool }) => {
      const found = entrypointOf(ctx, tool);
      if (found?.check.kind !== "function-missing") return;
      const { module, fn } = found.check;
      ctx.report({
        at: found.at,
        message: `\`${module}\` does not define \`${fn}\` at top level: the entrypoint cannot be called`,
        hint: `define \`${fn}(ctx, args)\` in the module (exported, for JS/TS), or fix the name in \`entrypoint\``,
      });
    });
  },
});
