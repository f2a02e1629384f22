/**
 * `capability-undeclared`: tool code needs a capability that the tool's `capabilities` list does not
 * declare: a literal `ctx.capability.require(…)`, or (JavaScript) an effect the code has outside `ctx`:
 * loading `fs`, `child_process` or a network module, calling the global `fetch`, reading `process.env`.
 * A computed `import(expr)`/`require(expr)`/`process.env[expr]` is always reported: it cannot be proven.
 * @see ../../../docs/rules.md §10 capability-undeclared
 */
import { grantMatches } from "../catalog/capabilities.js";
import type { RelatedFinding } from "../diagnostics/finding.js";
import { fileSpan } from "../source/text.js";
import { codeEffects } from "../lint/support/code-effects.js";
import { jsFacts } from "../lint/support/js-facts.js";
import { authoredTools, declaredCapabilities, toolCode } from "../lint/support/tool-code.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `capability-undeclared` rule. */
export default defineRule({
  id: "capability-undeclared",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(authoredTools(ctx), ({ tool }) => {
      const declared = declaredCapabilities(ctx, tool);
      const doc = tool.file.doc;
      if (!declared || !doc) return;
      const related = [
        declared.key
          ? { at: ctx.span(doc, declared.key), message: "the declared `capabilities`" }
          : { at: fileSpan(tool.yamlPath), message: "this `tool.yaml` declares no `capabilities`" },
      ];
      const isDeclared = (cap: string) => declared.items.some((item) => grantMatches(item.value, cap));
      for (const file of toolCode(ctx, tool).files) {
        for (const call of file.calls) {
          const literal = call.literal;
          if (call.method !== "require" || !literal || isDeclared(literal.value)) continue;
          ctx.report({
            at: { file: file.path, start: literal.start, end: literal.end },
            message: `code in \`${file.path}\` requires capability \`${literal.value}\`, which \`${tool.id}\` does not declare in \`capabilities\``,
            hint: `add \`${literal.value}\` to \`capabilities\` in \`tool.yaml\``,
            related,
          });
        }
        reportEffects(ctx, file.path, tool.id, isDeclared, related);
      }
    });
  },
});

/** The effects of a JavaScript file that no declared capability covers. */
function reportEffects(ctx: RuleContext, file: string, toolId: string, isDeclared: (cap: string) => boolean, related: RelatedFinding[]): void {
  const facts = jsFacts(ctx, file);
  if (!facts) return;
  for (const effect of codeEffects(facts)) {
    const at = { file, start: effect.start, end: effect.end };
    if (effect.capability === undefined) {
      ctx.report({
        at,
        message: `code in \`${file}\` ${effect.what}: toolc cannot prove which effects it has, so \`${toolId}\`'s \`capabilities\` cannot cover it`,
        hint: "use a literal module or variable name, or suppress this line with the reason it is safe",
        related,
      });
    } else if (!isDeclared(effect.capability)) {
      ctx.report({
        at,
        message: `code in \`${file}\` ${effect.what}, which needs capability \`${effect.capability}\`; \`${toolId}\` does not declare it in \`capabilities\``,
        hint: `add \`${effect.capability}\` to \`capabilities\` in \`tool.yaml\``,
        related,
      });
    }
  }
}
