/**
 * `toxic-flow`: an agent that can read private data with one tool and send data to the open world with another that
 * runs without asking (`auto`). A prompt injection in anything the agent reads can then move the user's data out
 * with no one approving it (the "lethal trifecta"). The classification is in `support/flows.ts`.
 * @see ../../../docs/rules.md §11 toxic-flow
 */
import { defineRule } from "../lint/rule.js";
import { agentTools } from "../lint/support/agent-tools.js";
import { flowOf } from "../lint/support/flows.js";

/** The `toxic-flow` rule. */
export default defineRule({
  id: "toxic-flow",
  defaultSeverity: "warn",
  toolText: "frontmatter",
  check(ctx) {
    ctx.each(agentTools(ctx.model), (agent) => {
      const flows = agent.tools.map((tool) => ({ tool, flow: flowOf(tool) }));
      for (const sink of flows) {
        if (!sink.tool.auto || !sink.flow.sends) continue;
        const reader = flows.find((r) => r.flow.reads && r.tool !== sink.tool);
        if (!reader) continue;
        const permission = sink.tool.source === "http" || sink.tool.source === "md-builtin" ? "confirm" : "prompt";
        ctx.report({
          at: sink.tool.at,
          message: `agent \`${agent.name}\` can read private data with \`${reader.tool.name}\` (it ${reader.flow.reads}) and send it out with \`${sink.tool.name}\` (it ${sink.flow.sends}) without asking: an injected instruction in anything it reads can exfiltrate the data`,
          hint: `make \`${sink.tool.name}\` ask first (\`${permission}\`), or give the two tools to different agents`,
          related: [{ at: reader.tool.at, message: `\`${reader.tool.name}\` is enabled here` }],
        });
      }
    });
  },
});
