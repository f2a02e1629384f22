/**
 * `duplicate-agent`: Two agent files declare the same name.
 * @see ../../../docs/rules.md §6 duplicate-agent
 */
import { defineRule } from "../lint/rule.js";
import { eachRepeatedName } from "../lint/support/tool-names.js";

/** The `duplicate-agent` rule. */
export default defineRule({
  id: "duplicate-agent",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    eachRepeatedName(ctx, ctx.model.mdAgents, (named, agent, earlier) =>
      ctx.report({
        at: named.at,
        message: `agent \`${named.name}\` is also defined in \`${earlier.file}\`: the reference keeps only \`${agent.path}\` and silently drops the other`,
        hint: "rename one agent or delete the stale file",
        related: [{ at: earlier.at, message: `earlier definition of \`${named.name}\`` }],
      }),
    );
  },
});
