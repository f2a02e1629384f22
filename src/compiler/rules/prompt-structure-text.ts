/**
 * `prompt-structure-text`: Text that reads as the XML tool-call protocol, copied into the prompt.
 * Every tool description (a Markdown tool's body too), parameter description, enum value and default goes
 * verbatim into `prompts/<agent>.md` (the reference layout has no escaping), so `</tool_instructions>`,
 * `<tool_call>` or `]]>` there change the structure the model sees (see README, "XML tool-call protocol").
 * @see ../../../docs/rules.md §9 prompt-structure-text
 */
import { isMap, isScalar, isSeq } from "yaml";
import { deref, pairOf, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { SourceText, Span } from "../source/text.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { eachCoreTool } from "../lint/support/core-tool.js";
import { bodyOffset, eachMdTool, parameterEntries } from "../lint/support/markdown-tool.js";
import { fragmentSpan } from "../lint/support/scalar-offsets.js";

/** A tag of the protocol (`<tool_call>`, `</tool_instructions>`, `<tool name=…>`, …), or a CDATA delimiter. */
const PROTOCOL_TEXT = /<\/?(?:tool_instructions|tool_call|tool_result|subagent_result|tool|format|name|params)(?=[\s>/])|<!\[CDATA\[|\]\]>/;

/** The `prompt-structure-text` rule. */
export default defineRule({
  id: "prompt-structure-text",
  defaultSeverity: "warn",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      const { doc, source } = tool;
      checkScalars(ctx, source, doc, valueOf(doc, doc.root, "description"), "the description");
      const body = tool.split.body;
      const found = PROTOCOL_TEXT.exec(body.trim());
      if (found) {
        const start = bodyOffset(tool) + found.index;
        report(ctx, { file: tool.file.path, start, end: start + found[0].length }, found[0], "the body (part of the description)");
      }
      for (const entry of parameterEntries(ctx, tool)) {
        for (const key of ["description", "enum", "default"]) checkScalars(ctx, source, doc, valueOf(doc, entry.node, key), `parameter \`${entry.label}\`'s \`${key}\``);
      }
      checkSchemaProperties(ctx, source, doc);
    });
    eachCoreTool(ctx, (tool, doc) => {
      const source = ctx.project.sources.get(tool.yamlPath);
      if (!source) return;
      checkScalars(ctx, source, doc, valueOf(doc, doc.root, "description"), "the description");
      checkSchemaProperties(ctx, source, doc);
    });
  },
});

/** The prompt lists the root `input_schema` properties: their descriptions, enums and defaults. */
function checkSchemaProperties(ctx: RuleContext, source: SourceText, doc: YamlDoc): void {
  const properties = deref(doc, valueOf(doc, valueOf(doc, doc.root, "input_schema"), "properties"));
  if (!isMap(properties)) return;
  for (const pair of properties.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : "?";
    for (const key of ["description", "enum", "default"]) checkScalars(ctx, source, doc, pairOf(doc, pair.value, key)?.value, `property \`${name}\`'s \`${key}\``);
  }
}

/** Reports the first protocol text in every string scalar of `node` (lists and mappings included, as defaults may be). */
function checkScalars(ctx: RuleContext, source: SourceText, doc: YamlDoc, node: unknown, field: string): void {
  if (node === undefined || !ctx.valid(node)) return;
  const target = deref(doc, node);
  if (isSeq(target)) return target.items.forEach((item) => checkScalars(ctx, source, doc, item, field));
  if (isMap(target)) return target.items.forEach((pair) => checkScalars(ctx, source, doc, pair.value, field));
  if (!isScalar(target) || typeof target.value !== "string") return;
  const found = PROTOCOL_TEXT.exec(target.value);
  if (found) report(ctx, fragmentSpan(source, doc, node, { start: found.index, end: found.index + found[0].length }), found[0], field);
}

function report(ctx: RuleContext, at: Span, text: string, field: string): void {
  ctx.report({
    at,
    message: `${field} contains \`${text}\`, which goes verbatim into the \`<tool_instructions>\` prompt: the model may read it as protocol structure`,
    hint: "reword it (e.g. `tool_call tag` instead of the tag itself), or suppress the warning if the text is meant for the model",
  });
}
