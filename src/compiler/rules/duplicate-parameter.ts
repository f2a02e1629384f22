/**
 * `duplicate-parameter`: Two parameters of one tool share a name.
 * @see ../../../docs/rules.md §6 duplicate-parameter
 */
import { positionAt, type Span } from "../source/text.js";
import { defineRule } from "../lint/rule.js";
import { parameters } from "../lint/support/markdown-tool.js";

/** The `duplicate-parameter` rule. */
export default defineRule({
  id: "duplicate-parameter",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      const seen = new Map<string, Span>();
      for (const { name } of parameters(tool)) {
        if (!name) continue;
        const earlier = seen.get(name.value);
        seen.set(name.value, name.span);
        if (!earlier) continue;
        ctx.report({
          at: name.span,
          message: `parameter \`${name.value}\` is already declared on line ${positionAt(tool.source, earlier.start).line}: validation would use the last entry and defaults the first`,
          hint: "merge the two entries",
          related: [{ at: earlier, message: `earlier parameter \`${name.value}\`` }],
        });
      }
    });
  },
});
