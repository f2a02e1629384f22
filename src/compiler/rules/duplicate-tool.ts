/**
 * `duplicate-tool`: Two tool files declare the same name.
 * @see ../../../docs/rules.md §6 duplicate-tool
 */
import { defineRule } from "../lint/rule.js";
import { eachRepeatedName } from "../lint/support/tool-names.js";

/** The `duplicate-tool` rule. */
export default defineRule({
  id: "duplicate-tool",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    // Load order is code-point order (rules.md §1.6), which is how the project lists the files.
    eachRepeatedName(ctx, ctx.model.mdTools, (named, _file, earlier) =>
      ctx.report({
        at: named.at,
        message: `tool \`${named.name}\` is also defined in \`${earlier.file}\`: two tools cannot share a name (the reference refuses to start)`,
        hint: "rename one of the tools",
        related: [{ at: earlier.at, message: `earlier definition of \`${named.name}\`` }],
      }),
    );
  },
});
