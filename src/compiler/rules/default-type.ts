/**
 * `default-type`: a parameter `default` that is not of the parameter's `type`. The reference inserts
 * defaults as written, so a call that omits the argument fails validation or sends the wrong type.
 * @see ../../../docs/rules.md §8 default-type
 */
import { defineRule } from "../lint/rule.js";
import { defaultMismatch } from "../lint/support/parameters.js";
import { kindWords, parameters, writtenText } from "../lint/support/markdown-tool.js";

const HINTS: Record<string, string> = {
  string: "a quoted string",
  integer: "an unquoted number",
  number: "an unquoted number",
  boolean: "`true`/`false`",
};

/** The `default-type` rule. */
export default defineRule({
  id: "default-type",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      for (const { fields, label } of parameters(tool)) {
        const type = defaultMismatch(fields);
        if (!type || !fields.default) continue;
        ctx.report({
          at: fields.default.span,
          message: `default \`${writtenText(tool, fields.default)}\` of \`${label}\` is ${kindWords(fields.default)}, but the parameter is \`${type}\`: defaults are used as written, never converted`,
          hint: `write the default as ${HINTS[type]}`,
        });
      }
    });
  },
});
