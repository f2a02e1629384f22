/**
 * `duplicate-agent`: Two agent files declare the same name.
 * @see ../../../docs/rules.md §6 duplicate-agent
 */
import { defineRule } from "./rule.js";
import { mdName, type ToolName } from "./tool-names.js";

/** The `duplicate-agent` rule. */
export default defineRule({
  id: "duplicate-agent",
  defaultSeverity: "error",
  description: "Two agent files declare the same name.",
  check(ctx) {
    // Each repeat is paired with the previous file of that name: the later one of the pair wins in the reference.
    const seen = new Map<string, ToolName & { file: string }>();
    ctx.each(ctx.project.mdAgents, (file) => {
      const named = mdName(ctx, file);
      if (!named) return;
      const earlier = seen.get(named.name);
      seen.set(named.name, { ...named, file: file.path });
      if (!earlier) return;
      ctx.report({
        at: named.at,
        message: `agent \`${named.name}\` is also defined in \`${earlier.file}\`: the reference keeps only \`${file.path}\` and silently drops the other`,
        hint: "rename one agent or delete the stale file",
        related: [{ at: earlier.at, message: `earlier definition of \`${named.name}\`` }],
      });
    });
  },
});
