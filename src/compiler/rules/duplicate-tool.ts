/**
 * `duplicate-tool`: Two tool files declare the same name.
 * @see ../../../docs/rules.md §6 duplicate-tool
 */
import { defineRule } from "./rule.js";
import { mdName, type ToolName } from "./tool-names.js";

/** The `duplicate-tool` rule. */
export default defineRule({
  id: "duplicate-tool",
  defaultSeverity: "error",
  description: "Two tool files declare the same name.",
  check(ctx) {
    // Load order is code-point order (rules.md §1.6), which is how the project lists the files.
    const seen = new Map<string, ToolName & { file: string }>();
    ctx.each(ctx.project.mdTools, (file) => {
      const named = mdName(ctx, file);
      if (!named) return;
      const earlier = seen.get(named.name);
      seen.set(named.name, { ...named, file: file.path });
      if (!earlier) return;
      ctx.report({
        at: named.at,
        message: `tool \`${named.name}\` is also defined in \`${earlier.file}\`: two tools cannot share a name (the reference refuses to start)`,
        hint: "rename one of the tools",
        related: [{ at: earlier.at, message: `earlier definition of \`${named.name}\`` }],
      });
    });
  },
});
