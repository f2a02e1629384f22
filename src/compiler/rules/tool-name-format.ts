/**
 * `tool-name-format`: A tool name that providers reject.
 * @see ../../../docs/rules.md §6 tool-name-format
 */
import { defineRule } from "../lint/rule.js";
import { eachToolName, suggestName, TOOL_NAME_FORMAT } from "../lint/support/tool-names.js";

const MAX = 64;

/** The `tool-name-format` rule. */
export default defineRule({
  id: "tool-name-format",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    eachToolName(ctx, ({ name, at }, core) => {
      if (TOOL_NAME_FORMAT.test(name)) return;
      const length = Array.from(name).length;
      ctx.report({
        at,
        message: `tool name \`${name}\` is not portable: it must start with a letter or \`_\` and use only letters, digits, \`_\` and \`-\`, at most ${MAX} characters${length > MAX ? ` (it has ${length})` : ""}`,
        hint: `rename the tool${core ? " (for a core tool, its directory)" : ""}, e.g. \`${suggestName(name, /^[A-Za-z0-9_-]$/, MAX)}\``,
      });
    });
  },
});
