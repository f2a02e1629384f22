/**
 * `agent-tool-budget`: an agent enables more tools than `limits.agentTools`.
 * @see ../../../docs/rules.md §9 agent-tool-budget
 */
import { enabledNames } from "../lint/support/agent-support.js";
import { defineRule } from "../lint/rule.js";

/** The `agent-tool-budget` rule. */
export default defineRule({
  id: "agent-tool-budget",
  defaultSeverity: "warn",
  check(ctx) {
    const limit = ctx.config.limits.agentTools;
    ctx.each(ctx.model.mdAgents, (agent) => {
      if (!agent.fields.tools) return;
      // A repeated key is one tool for the loader (the last value wins): the names are distinct.
      const count = enabledNames(agent).length;
      if (count <= limit) return;
      ctx.report({
        at: agent.fields.keySpans.get("tools")!,
        message: `agent \`${agent.label}\` enables ${count} tools, over the budget of ${limit}: the prompt grows with every tool and some providers refuse the request`,
        hint: "split the work across subagents with smaller tool sets",
      });
    });
  },
});
