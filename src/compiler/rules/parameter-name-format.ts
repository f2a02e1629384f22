/**
 * `parameter-name-format`: A parameter name that cannot be a tag or an identifier.
 * Checks Markdown `parameters` entries and the root `properties` keys of `input_schema` (Markdown and
 * `tool.yaml`); nested properties are not parameters.
 * @see ../../../docs/rules.md §6 parameter-name-format
 */
import type { Tree } from "../model/field.js";
import type { Span } from "../source/text.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { parameters } from "../lint/support/markdown-tool.js";
import { schemaProperties } from "../lint/support/parameters.js";
import { suggestName } from "../lint/support/tool-names.js";

const FORMAT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The `parameter-name-format` rule. */
export default defineRule({
  id: "parameter-name-format",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      for (const { name } of parameters(tool)) if (name) checkName(ctx, name.value, name.span);
      checkSchema(ctx, tool.fields.input_schema);
    });
    ctx.each(ctx.model.coreTools, (tool) => checkSchema(ctx, tool.yaml?.fields.input_schema));
  },
});

function checkSchema(ctx: RuleContext, schema: Tree | undefined): void {
  // A `<<` merge key brings in the anchored mapping's keys; it is not a parameter name.
  for (const [name, { key }] of schemaProperties(schema)) if (name !== "<<") checkName(ctx, name, key.span);
}

function checkName(ctx: RuleContext, name: string, at: Span): void {
  if (FORMAT.test(name)) return;
  ctx.report({
    at,
    message: `parameter name \`${name}\` must start with a letter or \`_\` and use only letters, digits and \`_\`: it becomes an XML tag in tool calls and an identifier in generated code`,
    hint: `rename it, e.g. \`${suggestName(name, /^[A-Za-z0-9_]$/)}\``,
  });
}
