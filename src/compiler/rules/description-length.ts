/**
 * `description-length`: the description the model gets is over `limits.descriptionChars`; it is
 * repeated in the system prompt of every agent that lists the tool.
 * @see ../../../docs/rules.md §7 description-length
 */
import type { MdTool } from "../model/types.js";
import type { Span } from "../source/text.js";
import { defineRule } from "../lint/rule.js";
import { stringField } from "../lint/support/markdown-tool.js";

/** The `description-length` rule. */
export default defineRule({
  id: "description-length",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    const limit = ctx.config.limits.descriptionChars;
    const report = (at: Span, name: string, text: string) => {
      // No text has more characters than UTF-16 units: most are within the budget without being counted.
      if (text.length <= limit) return;
      const n = Array.from(text).length;
      if (n <= limit) return;
      ctx.report({
        at,
        message: `description of \`${name}\` is ${n} characters, over the ${limit}-character budget: it is repeated in every prompt that lists the tool`,
        hint: "shorten it; keep background material out of the tool description",
      });
    };
    ctx.each(ctx.model.mdTools, (tool) => {
      if (!tool.fields.description && tool.fields.keySpans.has("description")) return;
      const description = stringField(tool.fields.description);
      const own = description?.value ?? "";
      const body = tool.body.value;
      // The reference joins the two with a blank line, or uses whichever is not empty [MD §1.5].
      const text = own && body ? `${own}\n\n${body}` : own || body;
      report(own ? description!.span : firstBodyLine(tool), tool.label, text);
    });
    ctx.each(ctx.model.coreTools, (tool) => {
      const description = stringField(tool.yaml?.fields.description);
      if (description) report(description.span, tool.id, description.value);
    });
  },
});

/** The first line of the trimmed body. */
function firstBodyLine(tool: MdTool): Span {
  const start = tool.body.span.start;
  const newline = tool.source.text.indexOf("\n", start);
  const end = newline === -1 ? tool.source.text.length : newline;
  return { file: tool.path, start, end: tool.source.text[end - 1] === "\r" ? end - 1 : end };
}
