/**
 * `parameter-name-format`: A parameter name that cannot be a tag or an identifier.
 * Checks Markdown `parameters` entries and the root `properties` keys of `input_schema` (Markdown and
 * `tool.yaml`); nested properties are not parameters.
 * @see ../../../docs/rules.md §6 parameter-name-format
 */
import { itemsOf, keyText, kindOf, pairsOf, stringValue, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { Span } from "../source/text.js";
import { isMergeKey } from "../lint/support/documents.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { allCoreTools, suggestName } from "../lint/support/tool-names.js";

const FORMAT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The `parameter-name-format` rule. */
export default defineRule({
  id: "parameter-name-format",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(ctx.project.mdTools, (file) => {
      if (!file.doc) return;
      checkEntries(ctx, file.doc);
      checkSchema(ctx, file.doc);
    });
    ctx.each(allCoreTools(ctx.project), ({ tool }) => {
      if (tool.file.doc) checkSchema(ctx, tool.file.doc);
    });
  },
});

function checkEntries(ctx: RuleContext, doc: YamlDoc): void {
  const list = valueOf(doc, doc.root, "parameters");
  if (!ctx.valid(list) || kindOf(doc, list) !== "list") return;
  for (const entry of itemsOf(doc, list)) {
    if (!ctx.valid(entry) || kindOf(doc, entry) !== "mapping") continue;
    const node = valueOf(doc, entry, "name");
    const name = ctx.valid(node) ? stringValue(doc, node) : undefined;
    if (name !== undefined) checkName(ctx, name, ctx.span(doc, node));
  }
}

function checkSchema(ctx: RuleContext, doc: YamlDoc): void {
  const schema = valueOf(doc, doc.root, "input_schema");
  if (!ctx.valid(schema) || kindOf(doc, schema) !== "mapping") return;
  const properties = valueOf(doc, schema, "properties");
  if (kindOf(doc, properties) !== "mapping") return;
  for (const pair of pairsOf(doc, properties)) {
    if (!isMergeKey(pair)) checkName(ctx, keyText(pair), ctx.span(doc, pair.key));
  }
}

function checkName(ctx: RuleContext, name: string, at: Span): void {
  if (FORMAT.test(name)) return;
  ctx.report({
    at,
    message: `parameter name \`${name}\` must start with a letter or \`_\` and use only letters, digits and \`_\`: it becomes an XML tag in tool calls and an identifier in generated code`,
    hint: `rename it, e.g. \`${suggestName(name, /^[A-Za-z0-9_]$/)}\``,
  });
}
