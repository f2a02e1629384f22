/**
 * `description-missing`: a tool the model gets no description for (md: no `description` and no body;
 * core: no `description`), so it sees only the name and parameters.
 * @see ../../../docs/rules.md §7 description-missing
 */
import { pairOf, type YamlDoc } from "../parse/nodes.js";
import { fileSpan } from "../source/text.js";
import { defineRule, type RuleContext } from "./rule.js";
import { eachCoreTool } from "./support/core-tool.js";
import { eachMdTool, isBlank } from "./support/markdown-tool.js";

/** The `description-missing` rule. */
export default defineRule({
  id: "description-missing",
  defaultSeverity: "warn",
  description: "The model gets no guidance about the tool.",
  check(ctx) {
    const report = (file: string, name: string, body: boolean) =>
      ctx.report({
        at: fileSpan(file),
        message: `tool \`${name}\` has no description${body ? " and no body" : ""}: the model cannot tell when to use it`,
        hint: "describe what the tool does and when to call it",
      });
    eachMdTool(ctx, (tool) => {
      if (blankDescription(ctx, tool.doc) && tool.split.body === "") report(tool.file.path, tool.name, true);
    });
    eachCoreTool(ctx, (tool, doc) => {
      if (blankDescription(ctx, doc)) report(tool.yamlPath, tool.id, false);
    });
  },
});

/** True when `description` is absent, null or blank; a mistyped one was already reported. */
function blankDescription(ctx: RuleContext, doc: YamlDoc): boolean {
  const pair = pairOf(doc, doc.root, "description");
  if (!pair) return true;
  return ctx.valid(pair.value) && isBlank(doc, pair.value);
}
