/**
 * `prompt-missing`: an agent whose Markdown body (its role prompt) is blank.
 * @see ../../../docs/rules.md §9 prompt-missing
 */
import { agentLabel } from "../lint/support/agent-support.js";
import { defineRule } from "../lint/rule.js";

/** The `prompt-missing` rule. */
export default defineRule({
  id: "prompt-missing",
  defaultSeverity: "warn",
  check(ctx) {
    ctx.each(ctx.project.mdAgents, (file) => {
      const split = file.split;
      if (!file.doc || !split || split.body !== "") return;
      ctx.report({
        at: { file: file.path, start: split.closeStart, end: split.closeEnd },
        message: `agent \`${agentLabel(file)}\` has no role prompt: the Markdown body after the frontmatter is empty`,
        hint: "write the agent's instructions below the closing `---`",
      });
    });
  },
});
