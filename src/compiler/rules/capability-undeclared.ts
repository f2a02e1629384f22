/**
 * `capability-undeclared`: tool code requires a capability that the tool's `capabilities` list does
 * not declare, so the call succeeds only if some core grant happens to cover it.
 * @see ../../../docs/rules.md §10 capability-undeclared
 */
import { grantMatches } from "../catalog/capabilities.js";
import { fileSpan } from "../source/text.js";
import { authoredTools, declaredCapabilities, toolCode } from "./support/tool-code.js";
import { defineRule } from "./rule.js";

/** The `capability-undeclared` rule. */
export default defineRule({
  id: "capability-undeclared",
  defaultSeverity: "error",
  description: "Code requires a capability the tool does not declare.",
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
      for (const file of toolCode(ctx, tool).files) {
        for (const call of file.calls) {
          const literal = call.literal;
          if (call.method !== "require" || !literal || declared.items.some((item) => grantMatches(item.value, literal.value))) continue;
          ctx.report({
            at: { file: file.path, start: literal.start, end: literal.end },
            message: `code in \`${file.path}\` requires capability \`${literal.value}\`, which \`${tool.id}\` does not declare in \`capabilities\``,
            hint: `add \`${literal.value}\` to \`capabilities\` in \`tool.yaml\``,
            related,
          });
        }
      }
    });
  },
});
