/**
 * `agent-tool-budget`: an agent enables more tools than `limits.agentTools`.
 * @see ../../../docs/rules.md §9 agent-tool-budget
 */
import { agentLabel, enabledNames, toolsPair } from "../lint/support/agent-support.js";
import { defineRule } from "../lint/rule.js";

/** The `agent-tool-budget` rule. */
export default defineRule({
  id: "agent-tool-budget",
  defaultSeverity: "warn",
  check(ctx) {
    const limit = ctx.config.limits.agentTools;
    ctx.each(ctx.project.mdAgents, (file) => {
      const pair = toolsPair(ctx, file);
      if (!file.doc || !pair) return;
      // A repeated key is one tool for the loader (the last value wins), so count distinct names.
      const count = new Set(enabledNames(ctx, file)).size;
      if (count <= limit) return;
      ctx.report({
        at: ctx.span(file.doc, pair.key),
        message: `agent \`${agentLabel(file)}\` enables ${count} tools, over the budget of ${limit}: the prompt grows with every tool and some providers refuse the request`,
        hint: "split the work across subagents with smaller tool sets",
      });
    });
  },
});
