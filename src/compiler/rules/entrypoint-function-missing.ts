/**
 * `entrypoint-function-missing`: the entrypoint module exists but does not bind the function at top
 * level, or binds it to something that can never be called (`execute = 5`, a JavaScript class).
 * @see ../../../docs/rules.md §10 entrypoint-function-missing, ../../../../shared/reference/agent-core-reference.md §1.4
 */
import { moduleBindings } from "../catalog/module-bindings.js";
import { entrypointOf, toolEntrypoints } from "../lint/support/entrypoint-support.js";
import { jsFacts } from "../lint/support/js-facts.js";
import { toolCode } from "../lint/support/tool-code.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `entrypoint-function-missing` rule. */
export default defineRule({
  id: "entrypoint-function-missing",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(toolEntrypoints(ctx), ({ tool }) => {
      const found = entrypointOf(ctx, tool);
      const check = found?.check;
      if (check?.kind === "function-missing") {
        ctx.report({
          at: found!.at,
          message: `\`${check.module}\` does not define \`${check.fn}\` at top level: the entrypoint cannot be called`,
          hint: `define \`${check.fn}(ctx, args)\` in the module (exported, for JS/TS), or fix the name in \`entrypoint\``,
        });
      } else if (check?.kind === "ok" && check.modulePath !== null) {
        toolCode(ctx, tool); // reads the module into `ctx.project.sources`
        const value = nonCallable(ctx, check.modulePath, check.fn);
        if (!value) return;
        ctx.report({
          at: found!.at,
          message: `\`${check.fn}\` in \`${check.modulePath}\` is ${value}, not a function: every call fails with \`entrypoint is not callable\``,
          hint: `make \`${check.fn}\` a function \`${check.fn}(ctx, args)\`, or point \`entrypoint\` at one`,
        });
      }
    });
  },
});

/** What `fn` is bound to when the module's syntax alone shows it cannot be called. */
function nonCallable(ctx: RuleContext, modulePath: string, fn: string): string | undefined {
  if (modulePath.endsWith(".py")) {
    const source = ctx.project.sources.get(modulePath);
    return source ? moduleBindings(source.text, "python").values?.get(fn) : undefined;
  }
  const kind = jsFacts(ctx, modulePath)?.exports.find(([name]) => name === fn)?.[1];
  return kind?.kind === "value" ? kind.what : undefined;
}
