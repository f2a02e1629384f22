/**
 * `agent-tool-budget`: an agent offers more tools than `limits.agentTools` (default 40: tool selection degrades
 * past 30–50 tools, and some providers refuse more than 128), or, under a strict provider profile, its tools
 * together exceed that provider's per-request limits (support/strict-totals.ts).
 * @see ../../../docs/rules.md §9 agent-tool-budget
 */
import { defineRule, type RuleContext } from "../lint/rule.js";
import { agentTools, type AgentTools } from "../lint/support/agent-tools.js";
import { STRICT_REQUEST_LIMITS, strictToolSchema } from "../lint/support/strict-totals.js";

/** Providers (OpenAI among them) refuse a request with more tools than this, whatever the configured budget. */
const PROVIDER_MAX = 128;

/** The `agent-tool-budget` rule. */
export default defineRule({
  id: "agent-tool-budget",
  defaultSeverity: "warn",
  toolText: "frontmatter",
  check(ctx) {
    const limit = ctx.config.limits.agentTools;
    ctx.each(agentTools(ctx.model), (agent) => {
      const count = agent.listed;
      if (count > limit) {
        const refused = count > PROVIDER_MAX ? `, and providers refuse requests with more than ${PROVIDER_MAX}` : "";
        ctx.report({
          at: agent.at,
          message: `agent \`${agent.name}\` enables ${count} tools, over the budget of ${limit}: models pick the right tool less reliably past 30–50 tools${refused}`,
          hint: "split the work across subagents with smaller tool sets",
        });
      }
      checkStrict(ctx, agent);
    });
  },
});

/** The strict profiles' per-request limits, summed over the tools the agent sends. */
function checkStrict(ctx: RuleContext, agent: AgentTools): void {
  for (const limit of STRICT_REQUEST_LIMITS) {
    if (!ctx.config.providers.includes(limit.provider)) continue;
    let total = 0;
    for (const tool of agent.tools) {
      const schema = strictToolSchema(tool, limit.provider);
      if (schema) total += limit.count(schema);
    }
    if (total <= limit.max) continue;
    ctx.report({
      at: agent.at,
      message: `agent \`${agent.name}\`'s tools have ${total} ${limit.what} in total under \`${limit.provider}\`, over the ${limit.max} one request may have: the provider refuses every request of this agent`,
      hint: "make some parameters required or single-typed, or split the tools across subagents",
    });
  }
}
