/**
 * `tool-name-portability`: A valid name that can still break on some hosts.
 * @see ../../../docs/rules.md §6 tool-name-portability, §1.1 (`names.hostPrefixes`)
 */
import { defineRule } from "../lint/rule.js";
import { eachToolName, TOOL_NAME_FORMAT } from "../lint/support/tool-names.js";

const MAX = 64;

/** The `tool-name-portability` rule. */
export default defineRule({
  id: "tool-name-portability",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    const prefixes = ctx.config.names.hostPrefixes;
    eachToolName(ctx, ({ name, at }) => {
      // Malformed names belong to tool-name-format alone.
      if (!TOOL_NAME_FORMAT.test(name)) return;
      if (name.includes("__")) {
        ctx.report({ at, message: `tool name \`${name}\` contains \`__\`, the MCP namespace separator`, hint: "replace `__` with `_`" });
      }
      const prefix = longestOverflowing(prefixes, name);
      if (prefix === undefined) return;
      const room = MAX - Array.from(prefix).length;
      ctx.report({
        at,
        message: `tool name \`${name}\` is ${Array.from(prefix + name).length} characters with the host prefix \`${prefix}\`, over ${MAX}`,
        hint: `shorten it to at most ${room} characters`,
      });
    });
  },
});

/** The longest host prefix (first on ties) that pushes `name` past 64: it sets the tightest bound for the hint. */
function longestOverflowing(prefixes: readonly string[], name: string): string | undefined {
  let best: string | undefined;
  for (const prefix of prefixes) {
    if (Array.from(prefix + name).length <= MAX) continue;
    if (best === undefined || Array.from(prefix).length > Array.from(best).length) best = prefix;
  }
  return best;
}
