/**
 * `tool-unused`: an md-tool that no agent's `tools` names.
 * @see ../../../docs/rules.md §9 tool-unused
 */
import { valueOf } from "../parse/nodes.js";
import { definedMdTools, enabledNames } from "../lint/support/agent-support.js";
import { defineRule } from "../lint/rule.js";

/** The `tool-unused` rule. */
export default defineRule({
  id: "tool-unused",
  defaultSeverity: "info",
  check(ctx) {
    // Only agents whose frontmatter was read can enable anything; with none, the rule stays quiet.
    const readAgents = ctx.project.mdAgents.filter((file) => file.doc);
    if (readAgents.length === 0) return;
    const enabled = new Set(readAgents.flatMap((file) => enabledNames(ctx, file)));
    const { tools } = definedMdTools(ctx.project);
    ctx.each(
      tools.map((tool) => ({ ...tool, path: tool.file.path })),
      ({ name, file }) => {
        const doc = file.doc!;
        const node = valueOf(doc, doc.root, "name");
        if (enabled.has(name) || !ctx.valid(node)) return;
        ctx.report({
          at: ctx.span(doc, node),
          message: `tool \`${name}\` is not enabled by any agent: no model can call it`,
          hint: `add \`${name}: confirm\` to an agent's \`tools\`, or delete the file`,
        });
      },
    );
  },
});
