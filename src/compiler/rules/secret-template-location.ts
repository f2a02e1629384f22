/**
 * `secret-template-location`: a valid `{{NAME}}` in a field the reference never resolves (only
 * `endpoint` and header values are), so the braces reach the model or the request literally.
 * @see ../../../docs/rules.md §7 secret-template-location
 */
import { fragmentSpan, type Field } from "../model/field.js";
import type { MdTool } from "../model/types.js";
import { defineRule } from "../lint/rule.js";
import { parameters, stringField } from "../lint/support/markdown-tool.js";
import { findTemplates } from "../lint/support/templates.js";

/** The `secret-template-location` rule. */
export default defineRule({
  id: "secret-template-location",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      for (const { where, field } of [...unresolvedStrings(tool), { where: "the body", field: tool.body }]) {
        for (const t of findTemplates(field.value)) {
          ctx.report({
            at: fragmentSpan(field, t),
            message: `\`${t.text}\` in ${where} is never resolved: only \`endpoint\` and header values are, so the text is used literally`,
            hint: "move the secret into a header or the endpoint, or drop the braces",
          });
        }
      }
    });
  },
});

/** A string of the frontmatter that the reference uses literally, and how to name it in a message. */
interface Occurrence {
  where: string;
  field: Field<string>;
}

/** `description`, `response_extract`, header names and parameter `default`/`enum`/`description`. */
function unresolvedStrings(tool: MdTool): Occurrence[] {
  const out: Occurrence[] = [];
  const add = (where: string, field: Field<unknown> | undefined) => {
    const text = stringField(field);
    if (text) out.push({ where, field: text });
  };
  add("`description`", tool.fields.description);
  add("`response_extract`", tool.fields.response_extract);
  for (const { key } of tool.fields.headers?.value.values() ?? []) add("a header name", key);
  for (const { fields, label } of parameters(tool)) {
    const of = `of parameter \`${label}\``;
    add(`the \`description\` ${of}`, fields.description);
    add(`the \`default\` ${of}`, fields.default);
    for (const member of fields.enum?.items ?? []) add(`the \`enum\` ${of}`, member);
  }
  return out;
}
