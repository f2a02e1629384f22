/**
 * `unknown-toolset`: a `tools.toolsets` entry the host does not know.
 * @see ../../../docs/rules.md §10 unknown-toolset, ../../../../shared/reference/agent-core-reference.md §2.3
 */
import { nearest } from "../diagnostics/nearest.js";
import { toolsets } from "../lint/support/core-support.js";
import { defineRule } from "../lint/rule.js";

/** The `unknown-toolset` rule. */
export default defineRule({
  id: "unknown-toolset",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    const known = Object.keys(ctx.config.core.toolsets);
    const expected = known.map((name) => `\`${name}\``).join(", ");
    ctx.each(ctx.model.cores, (core) => {
      for (const { value: name, span } of toolsets(core)) {
        if (Object.hasOwn(ctx.config.core.toolsets, name)) continue;
        const guess = nearest(name, known);
        ctx.report({
          at: span,
          message: `unknown toolset \`${name}\`, expected one of ${expected}${guess ? `; did you mean \`${guess}\`?` : ""}`,
          hint: "use a known toolset name",
        });
      }
    });
  },
});
