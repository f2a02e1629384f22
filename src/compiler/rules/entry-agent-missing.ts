/**
 * `entry-agent-missing`: agent files exist but none is named `markdown.entryAgent`.
 * @see ../../../docs/rules.md §9 entry-agent-missing
 */
import { nearest } from "../diagnostics/nearest.js";
import { valueOf } from "../parse/nodes.js";
import { fileSpan } from "../source/text.js";
import { declaredName } from "../lint/support/agent-support.js";
import { defineRule } from "../lint/rule.js";

/** The `entry-agent-missing` rule. */
export default defineRule({
  id: "entry-agent-missing",
  defaultSeverity: "error",
  check(ctx) {
    const agents = ctx.project.mdAgents;
    const first = agents[0];
    if (!first) return;
    const entry = ctx.config.markdown.entryAgent;
    const named = agents.flatMap((file) => {
      const name = declaredName(file);
      return name === undefined ? [] : [{ name, file }];
    });
    if (named.some((agent) => agent.name === entry)) return;
    const guess = nearest(
      entry,
      named.map((agent) => agent.name),
    );
    const match = named.find((agent) => agent.name === guess);
    const doc = match?.file.doc;
    ctx.report({
      at: match && doc ? ctx.span(doc, valueOf(doc, doc.root, "name")) : fileSpan(first.path),
      message: `no agent is named \`${entry}\`, the entry agent that receives every user message${guess ? `; did you mean \`${guess}\`?` : ""}`,
      hint: `rename the coordinating agent to \`${entry}\`, or set \`markdown.entryAgent\``,
    });
  },
});
