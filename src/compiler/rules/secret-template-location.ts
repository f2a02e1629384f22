/**
 * `secret-template-location`: a valid `{{NAME}}` in a field the reference never resolves (only
 * `endpoint` and header values are), so the braces reach the model or the request literally.
 * @see ../../../docs/rules.md §7 secret-template-location
 */
import type { Span } from "../source/text.js";
import { itemsOf, kindOf, pairsOf, stringValue } from "../parse/nodes.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { bodyOffset, checkedString, checkedValue, eachMdTool, fragmentOf, parameterEntries, type MdTool } from "../lint/support/markdown-tool.js";
import { findTemplates } from "../lint/support/templates.js";

/** The `secret-template-location` rule. */
export default defineRule({
  id: "secret-template-location",
  defaultSeverity: "warn",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      const report = (text: string, field: string, at: Span) =>
        ctx.report({
          at,
          message: `\`${text}\` in ${field} is never resolved: only \`endpoint\` and header values are, so the text is used literally`,
          hint: "move the secret into a header or the endpoint, or drop the braces",
        });
      for (const occurrence of unresolvedScalars(ctx, tool)) {
        for (const t of findTemplates(occurrence.value)) report(t.text, occurrence.field, fragmentOf(tool, occurrence.node, t));
      }
      const body = bodyOffset(tool);
      for (const t of findTemplates(tool.split.body)) report(t.text, "the body", { file: tool.file.path, start: body + t.start, end: body + t.end });
    });
  },
});

/** A string scalar of the frontmatter that the reference uses literally. */
interface Occurrence {
  field: string;
  node: unknown;
  value: string;
}

/** `description`, `response_extract`, header names and parameter `default`/`enum`/`description`. */
function unresolvedScalars(ctx: RuleContext, tool: MdTool): Occurrence[] {
  const { doc } = tool;
  const out: Occurrence[] = [];
  const add = (field: string, node: unknown) => {
    const value = stringValue(doc, node);
    if (value !== undefined && ctx.valid(node)) out.push({ field, node, value });
  };
  add("`description`", checkedValue(ctx, doc, doc.root, "description"));
  add("`response_extract`", checkedValue(ctx, doc, doc.root, "response_extract"));
  const headers = checkedValue(ctx, doc, doc.root, "headers");
  for (const pair of kindOf(doc, headers) === "mapping" ? pairsOf(doc, headers) : []) add("a header name", pair.key);
  for (const entry of parameterEntries(ctx, tool)) {
    const of = `of parameter \`${entry.label}\``;
    add(`the \`description\` ${of}`, checkedString(ctx, doc, entry.node, "description")?.node);
    add(`the \`default\` ${of}`, checkedValue(ctx, doc, entry.node, "default"));
    const members = checkedValue(ctx, doc, entry.node, "enum");
    for (const member of itemsOf(doc, members)) add(`the \`enum\` ${of}`, member);
  }
  return out;
}
