/**
 * `tool-unused`: an md-tool that no agent's `tools` names.
 * @see ../../../docs/rules.md §9 tool-unused
 */
import { enabledNames, namedMdTools } from "../lint/support/agent-support.js";
import { defineRule } from "../lint/rule.js";

/** The `tool-unused` rule. */
export default defineRule({
  id: "tool-unused",
  defaultSeverity: "info",
  toolText: "frontmatter",
  check(ctx) {
    // Only agents whose frontmatter was read can enable anything; with none, the rule stays quiet.
    if (ctx.model.mdAgents.length === 0) return;
    const enabled = new Set(ctx.model.mdAgents.flatMap(enabledNames));
    ctx.each(namedMdTools(ctx.model).tools, (tool) => {
      const name = tool.fields.name;
      if (enabled.has(name.value)) return;
      ctx.report({
        at: name.span,
        message: `tool \`${name.value}\` is not enabled by any agent: no model can call it`,
        hint: `add \`${name.value}: confirm\` to an agent's \`tools\`, or delete the file`,
      });
    });
  },
});
