/**
 * `agents-dir-missing`: a Markdown project (its `markdown.toolsDir` exists) has no `markdown.agentsDir`
 * folder. The reference agent loader lists that folder unguarded, so its server does not start; toolc's own
 * runtime does not need the folder, hence a warning.
 * @see ../../../docs/rules.md §9 agents-dir-missing, ../../../../shared/reference/markdown-tools-reference.md §2.1
 */
import path from "node:path";
import { entryKind } from "../project/paths.js";
import { directorySpan } from "../source/text.js";
import { defineRule } from "../lint/rule.js";

/** The `agents-dir-missing` rule. */
export default defineRule({
  id: "agents-dir-missing",
  defaultSeverity: "warn",
  check(ctx) {
    const { toolsDir, agentsDir } = ctx.config.markdown;
    const root = ctx.model.root;
    if (entryKind(path.join(root, toolsDir)) !== "directory" || entryKind(path.join(root, agentsDir)) === "directory") return;
    const agents = agentsDir.replace(/\\/g, "/").replace(/^\.\/|\/$/g, "");
    ctx.report({
      at: directorySpan(agents),
      message: `\`${toolsDir}\` exists but \`${agents}\` does not: the reference agent loader lists \`${agents}\` at start-up and crashes without it`,
      hint: `create \`${agents}\` with at least the entry agent, e.g. \`${agents}/lead_agent.md\``,
    });
  },
});
