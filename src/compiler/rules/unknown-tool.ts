/**
 * `unknown-tool`: an agent enables a tool that no tool file, builtin or reserved name provides.
 * @see ../../../docs/rules.md §9 unknown-tool
 */
import { nearest } from "../diagnostics/nearest.js";
import { namedMdTools } from "../lint/support/agent-support.js";
import { defineRule } from "../lint/rule.js";

/** The `unknown-tool` rule. */
export default defineRule({
  id: "unknown-tool",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    const { tools, unreadable } = namedMdTools(ctx.model);
    // Candidates in a fixed order so "did you mean" ties go to authored tools first (rules.md §1.5).
    const known = [...tools.map((tool) => tool.fields.name.value), ...ctx.config.markdown.builtins.map((b) => b.name), ...ctx.config.markdown.reserved];
    const knownSet = new Set(known);
    const unread = unreadable > 0 ? ` (${unreadable} tool file(s) could not be read)` : "";
    ctx.each(ctx.model.mdAgents, (agent) => {
      for (const { key } of agent.fields.tools?.value.values() ?? []) {
        const name = key.value;
        if (knownSet.has(name)) continue;
        const guess = nearest(name, known);
        ctx.report({
          at: key.span,
          message: `agent \`${agent.label}\` enables unknown tool \`${name}\`: it is silently dropped from the prompt${unread}${guess ? `; did you mean \`${guess}\`?` : ""}`,
          hint: "fix the name, or add a tool file that defines it",
        });
      }
    });
  },
});
