/**
 * `capability-unused`: a declared `capabilities` item that no `require`/`can` literal in the tool's
 * code uses, nor any JavaScript effect (an `fs` import, `fetch`, …). Silent when the module is missing or a call passes a non-literal name (anything may be asked).
 * @see ../../../docs/rules.md §10 capability-unused
 */
import { grantMatches } from "../catalog/capabilities.js";
import { codeEffects } from "../lint/support/code-effects.js";
import { jsFacts } from "../lint/support/js-facts.js";
import { toolCode } from "../lint/support/tool-code.js";
import { projectToolOf } from "../lint/support/core-support.js";
import { defineRule } from "../lint/rule.js";

/** The `capability-unused` rule. */
export default defineRule({
  id: "capability-unused",
  defaultSeverity: "warn",
  check(ctx) {
    ctx.each(ctx.model.coreTools, (tool) => {
      const declared = tool.yaml?.fields.capabilities?.value ?? [];
      if (declared.length === 0) return;
      const code = toolCode(ctx, projectToolOf(ctx, tool));
      if (code.module !== "found" || !code.complete) return;
      const calls = code.files.flatMap((file) => file.calls);
      const literals: string[] = [];
      for (const call of calls) {
        if (!call.literal) return;
        literals.push(call.literal.value);
      }
      // What JavaScript code does outside `ctx` (imports, `fetch`, `process.env`) uses capabilities too.
      for (const file of code.files) {
        const facts = jsFacts(ctx, file.path);
        for (const effect of facts ? codeEffects(facts) : []) {
          if (effect.capability === undefined) return;
          literals.push(effect.capability);
        }
      }
      for (const item of declared) {
        if (literals.some((literal) => grantMatches(item.value, literal))) continue;
        ctx.report({
          at: item.span,
          message: `capability \`${item.value}\` is declared but never required by the code of \`${tool.id}\`: grant only what the tool uses`,
          hint: "remove it, or suppress this with a reason if a helper outside the tool directory requires it",
        });
      }
    });
  },
});
