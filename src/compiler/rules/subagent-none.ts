/**
 * `subagent-none`: an agent enables `call_subagent` but every other agent is the entry agent or internal.
 * @see ../../../docs/rules.md §9 subagent-none
 */
import { defineRule } from "../lint/rule.js";

const CALL_SUBAGENT = "call_subagent";

/** The `subagent-none` rule. */
export default defineRule({
  id: "subagent-none",
  defaultSeverity: "warn",
  toolText: "frontmatter",
  check(ctx) {
    const entryAgent = ctx.config.markdown.entryAgent;
    // The reference's valid targets: every loaded agent except the entry agent and internal ones [MD §2.5].
    const callable = ctx.model.mdAgents.flatMap(({ fields }) => {
      const name = fields.name?.value;
      return name === undefined || name === entryAgent || fields.internal?.value === true ? [] : [name];
    });
    ctx.each(ctx.model.mdAgents, (agent) => {
      const entry = agent.fields.tools?.value.get(CALL_SUBAGENT);
      if (!entry) return;
      const self = agent.fields.name?.value;
      if (callable.some((name) => name !== self)) return;
      ctx.report({
        at: entry.key.span,
        message: `agent \`${agent.label}\` enables \`call_subagent\` but no agent can be called: the entry agent and \`internal\` agents are never valid targets`,
        hint: "add a non-internal subagent, or remove `call_subagent`",
      });
    });
  },
});
