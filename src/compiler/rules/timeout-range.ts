/**
 * `timeout-range`: a `timeout` that cannot work (≤ 0, `.inf`, `.nan`: error) or is unusually long
 * (over `limits.timeoutSeconds`: warn). The reference applies it to each phase of a request.
 * @see ../../../docs/rules.md §7 timeout-range
 */
import { kindOf, scalarValue } from "../parse/nodes.js";
import { defineRule } from "../lint/rule.js";
import { checkedValue, eachMdTool, writtenText } from "../lint/support/markdown-tool.js";

/**
 * The over-limit case defaults to `warn` while the rule defaults to `error`: the engine uses a finding's
 * own `severity` unless `rules:` configures the rule (a configured severity applies to both cases).
 */
const OVER_LIMIT = { severity: "warn" } as const;

/** The `timeout-range` rule. */
export default defineRule({
  id: "timeout-range",
  defaultSeverity: "error",
  check(ctx) {
    const limit = ctx.config.limits.timeoutSeconds;
    eachMdTool(ctx, (tool) => {
      const node = checkedValue(ctx, tool.doc, tool.doc.root, "timeout");
      const kind = kindOf(tool.doc, node);
      if (kind !== "integer" && kind !== "float") return;
      const value = scalarValue(tool.doc, node) as number;
      const at = ctx.span(tool.doc, node);
      const written = writtenText(tool, node);
      if (!(value > 0) || !Number.isFinite(value)) {
        ctx.report({ at, message: `\`timeout\` is ${written}: it must be a positive number of seconds`, hint: "use a positive number such as `30`" });
      } else if (value > limit) {
        ctx.report({
          at,
          message: `\`timeout\` is ${written} s, over the ${limit} s limit: it applies to each phase of the request, so a call can hang much longer`,
          hint: "lower it, or raise `limits.timeoutSeconds`",
          ...OVER_LIMIT,
        });
      }
    });
  },
});
