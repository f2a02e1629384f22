/**
 * `subagent-none`: an agent enables `call_subagent` but every other agent is the entry agent or internal.
 * @see ../../../docs/rules.md §9 subagent-none
 */
import { keyText } from "../parse/nodes.js";
import { agentLabel, declaredName, isInternal, toolEntries } from "../lint/support/agent-support.js";
import { defineRule } from "../lint/rule.js";

const CALL_SUBAGENT = "call_subagent";

/** The `subagent-none` rule. */
export default defineRule({
  id: "subagent-none",
  defaultSeverity: "warn",
  check(ctx) {
    const entryAgent = ctx.config.markdown.entryAgent;
    // The reference's valid targets: every loaded agent except the entry agent and internal ones [MD §2.5].
    const callable = ctx.project.mdAgents.flatMap((file) => {
      const name = declaredName(file);
      return name === undefined || name === entryAgent || isInternal(file) ? [] : [name];
    });
    ctx.each(ctx.project.mdAgents, (file) => {
      if (!file.doc) return;
      const entry = toolEntries(ctx, file).find((pair) => keyText(pair) === CALL_SUBAGENT);
      if (!entry) return;
      const self = declaredName(file);
      if (callable.some((name) => name !== self)) return;
      ctx.report({
        at: ctx.span(file.doc, entry.key),
        message: `agent \`${agentLabel(file)}\` enables \`call_subagent\` but no agent can be called: the entry agent and \`internal\` agents are never valid targets`,
        hint: "add a non-internal subagent, or remove `call_subagent`",
      });
    });
  },
});
