/**
 * `description-length`: the description the model gets is over `limits.descriptionChars`; it is
 * repeated in the system prompt of every agent that lists the tool.
 * @see ../../../docs/rules.md §7 description-length
 */
import { pairOf } from "../parse/nodes.js";
import type { Span } from "../source/text.js";
import { defineRule } from "../lint/rule.js";
import { eachCoreTool } from "../lint/support/core-tool.js";
import { bodyOffset, checkedString, eachMdTool, type MdTool } from "../lint/support/markdown-tool.js";

/** The `description-length` rule. */
export default defineRule({
  id: "description-length",
  defaultSeverity: "warn",
  check(ctx) {
    const limit = ctx.config.limits.descriptionChars;
    const report = (at: Span, name: string, text: string) => {
      const n = Array.from(text).length;
      if (n <= limit) return;
      ctx.report({
        at,
        message: `description of \`${name}\` is ${n} characters, over the ${limit}-character budget: it is repeated in every prompt that lists the tool`,
        hint: "shorten it; keep background material out of the tool description",
      });
    };
    eachMdTool(ctx, (tool) => {
      const pair = pairOf(tool.doc, tool.doc.root, "description");
      if (pair && !ctx.valid(pair.value)) return;
      const description = checkedString(ctx, tool.doc, tool.doc.root, "description");
      const own = description?.value ?? "";
      const body = tool.split.body;
      // The reference joins the two with a blank line, or uses whichever is not empty [MD §1.5].
      const text = own && body ? `${own}\n\n${body}` : own || body;
      report(own ? ctx.span(tool.doc, description!.node) : firstBodyLine(tool), tool.name, text);
    });
    eachCoreTool(ctx, (tool, doc) => {
      const description = checkedString(ctx, doc, doc.root, "description");
      if (description) report(ctx.span(doc, description.node), tool.id, description.value);
    });
  },
});

/** The first line of the trimmed body. */
function firstBodyLine(tool: MdTool): Span {
  const start = bodyOffset(tool);
  const newline = tool.source.text.indexOf("\n", start);
  const end = newline === -1 ? tool.source.text.length : newline;
  return { file: tool.file.path, start, end: tool.source.text[end - 1] === "\r" ? end - 1 : end };
}
