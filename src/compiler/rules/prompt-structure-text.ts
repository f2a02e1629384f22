/**
 * `prompt-structure-text`: Text that reads as the XML tool-call protocol, copied into the prompt.
 * Every tool description (a Markdown tool's body too), parameter description, enum value and default goes
 * verbatim into `prompts/<agent>.md` (the reference layout has no escaping), so `</tool_instructions>`,
 * `<tool_call>` or `]]>` there change the structure the model sees (see README, "XML tool-call protocol").
 * @see ../../../docs/rules.md §9 prompt-structure-text
 */
import { fragmentSpan, treeAt, type Field, type Tree } from "../model/field.js";
import type { Span } from "../source/text.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** A tag of the protocol (`<tool_call>`, `</tool_instructions>`, `<tool name=…>`, …), or a CDATA delimiter. */
const PROTOCOL_TEXT = /<\/?(?:tool_instructions|tool_call|tool_result|subagent_result|tool|format|name|params)(?=[\s>/])|<!\[CDATA\[|\]\]>/;

/** The first protocol text in `text`: only a text holding `<` or `]]>` is searched (most hold neither). */
function protocolText(text: string): RegExpExecArray | null {
  return text.includes("<") || text.includes("]]>") ? PROTOCOL_TEXT.exec(text) : null;
}

/** The `prompt-structure-text` rule. */
export default defineRule({
  id: "prompt-structure-text",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      checkStrings(ctx, tool.fields.description, "the description");
      const found = protocolText(tool.body.value);
      if (found) {
        const start = tool.body.span.start + found.index;
        report(ctx, { file: tool.path, start, end: start + found[0].length }, found[0], "the body (part of the description)");
      }
      for (const parameter of tool.fields.parameters?.value ?? []) {
        const label = parameter.name?.value ?? `#${parameter.index! + 1}`;
        for (const key of ["description", "enum", "default"] as const) checkStrings(ctx, parameter[key], `parameter \`${label}\`'s \`${key}\``);
      }
      checkSchemaProperties(ctx, tool.fields.input_schema);
    });
    ctx.each(ctx.model.coreTools, (tool) => {
      if (!tool.yaml) return;
      checkStrings(ctx, tool.yaml.fields.description, "the description");
      checkSchemaProperties(ctx, tool.yaml.fields.input_schema);
    });
  },
});

/** The prompt lists the root `input_schema` properties: their descriptions, enums and defaults. */
function checkSchemaProperties(ctx: RuleContext, schema: Tree | undefined): void {
  for (const [name, { value }] of treeAt(schema, ["properties"])?.entries ?? []) {
    for (const key of ["description", "enum", "default"]) checkStrings(ctx, treeAt(value, [key]), `property \`${name}\`'s \`${key}\``);
  }
}

/** Reports the first protocol text in every string of `field` (lists and mappings included, as defaults may be). */
function checkStrings(ctx: RuleContext, field: Tree | Field<string> | undefined, what: string): void {
  if (!field) return;
  if ("items" in field && field.items) return field.items.forEach((item) => checkStrings(ctx, item, what));
  if ("entries" in field && field.entries) return field.entries.forEach((entry) => checkStrings(ctx, entry.value, what));
  if (typeof field.value !== "string") return;
  const found = protocolText(field.value);
  if (found) report(ctx, fragmentSpan(field as Field<string>, { start: found.index, end: found.index + found[0].length }), found[0], what);
}

function report(ctx: RuleContext, at: Span, text: string, what: string): void {
  ctx.report({
    at,
    message: `${what} contains \`${text}\`, which goes verbatim into the \`<tool_instructions>\` prompt: the model may read it as protocol structure`,
    hint: "reword it (e.g. `tool_call tag` instead of the tag itself), or suppress the warning if the text is meant for the model",
  });
}
