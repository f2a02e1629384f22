/**
 * `parameter-description-missing`: a parameter the model gets no explanation for: an md `parameters`
 * entry without `description`, or a root `input_schema` property without one (md and core tools).
 * @see ../../../docs/rules.md §8 parameter-description-missing
 */
import { keyText, kindOf, pairOf, pairsOf, type YamlDoc } from "../parse/nodes.js";
import type { Span } from "../source/text.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { eachCoreTool } from "../lint/support/core-tool.js";
import { checkedValue, eachMdTool, isBlank, parameterEntries } from "../lint/support/markdown-tool.js";

/** The `parameter-description-missing` rule. */
export default defineRule({
  id: "parameter-description-missing",
  defaultSeverity: "info",
  check(ctx) {
    const report = (at: Span, param: string) =>
      ctx.report({
        at,
        message: `parameter \`${param}\` has no description: the model must guess what to pass`,
        hint: "add a `description` giving the meaning and format of the value",
      });
    eachMdTool(ctx, (tool) => {
      for (const entry of parameterEntries(ctx, tool)) {
        const pair = pairOf(tool.doc, entry.node, "description");
        if (pair && !(ctx.valid(pair.value) && isBlank(tool.doc, pair.value))) continue;
        report(ctx.span(tool.doc, entry.nameNode ?? entry.node), entry.label);
      }
      schemaProperties(ctx, tool.doc, report);
    });
    eachCoreTool(ctx, (_tool, doc) => schemaProperties(ctx, doc, report));
  },
});

/** Reports each root `input_schema.properties` entry whose schema has no non-blank `description`. */
function schemaProperties(ctx: RuleContext, doc: YamlDoc, report: (at: Span, param: string) => void): void {
  const schema = checkedValue(ctx, doc, doc.root, "input_schema");
  const properties = kindOf(doc, schema) === "mapping" ? pairOf(doc, schema, "properties")?.value : undefined;
  if (kindOf(doc, properties) !== "mapping") return;
  for (const pair of pairsOf(doc, properties)) {
    // A non-mapping property schema (`true`, a typo) is `input-schema-invalid`'s to report.
    if (kindOf(doc, pair.value) !== "mapping") continue;
    if (isBlank(doc, pairOf(doc, pair.value, "description")?.value)) report(ctx.span(doc, pair.key), keyText(pair));
  }
}
