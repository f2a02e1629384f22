/**
 * `entry-agent-missing`: agent files exist but none is named `markdown.entryAgent`.
 * @see ../../../docs/rules.md §9 entry-agent-missing
 */
import { nearest } from "../diagnostics/nearest.js";
import { fileSpan } from "../source/text.js";
import { defineRule } from "../lint/rule.js";

/** The `entry-agent-missing` rule. */
export default defineRule({
  id: "entry-agent-missing",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    const first = ctx.model.mdAgentPaths[0];
    if (first === undefined) return;
    const entry = ctx.config.markdown.entryAgent;
    const names = ctx.model.mdAgents.flatMap((agent) => agent.fields.name ?? []);
    if (names.some((name) => name.value === entry)) return;
    const guess = nearest(
      entry,
      names.map((name) => name.value),
    );
    const match = names.find((name) => name.value === guess);
    ctx.report({
      at: match ? match.span : fileSpan(first),
      message: `no agent is named \`${entry}\`, the entry agent that receives every user message${guess ? `; did you mean \`${guess}\`?` : ""}`,
      hint: `rename the coordinating agent to \`${entry}\`, or set \`markdown.entryAgent\``,
    });
  },
});
