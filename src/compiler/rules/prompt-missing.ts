/**
 * `prompt-missing`: an agent whose Markdown body (its role prompt) is blank.
 * @see ../../../docs/rules.md §9 prompt-missing
 */
import { defineRule } from "../lint/rule.js";

/** The `prompt-missing` rule. */
export default defineRule({
  id: "prompt-missing",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdAgents, (agent) => {
      if (agent.body.value !== "") return;
      ctx.report({
        at: agent.closing,
        message: `agent \`${agent.label}\` has no role prompt: the Markdown body after the frontmatter is empty`,
        hint: "write the agent's instructions below the closing `---`",
      });
    });
  },
});
