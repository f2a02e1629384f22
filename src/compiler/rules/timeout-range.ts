/**
 * `timeout-range`: a `timeout` that cannot work (≤ 0, `.inf`, `.nan`: error) or is unusually long
 * (over `limits.timeoutSeconds`: warn). The reference applies it to each phase of a request.
 * @see ../../../docs/rules.md §7 timeout-range
 */
import { defineRule } from "../lint/rule.js";
import { writtenText } from "../lint/support/markdown-tool.js";

/**
 * The over-limit case defaults to `warn` while the rule defaults to `error`: the engine uses a finding's
 * own `severity` unless `rules:` configures the rule (a configured severity applies to both cases).
 */
const OVER_LIMIT = { severity: "warn" } as const;

/** The `timeout-range` rule. */
export default defineRule({
  id: "timeout-range",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    const limit = ctx.config.limits.timeoutSeconds;
    ctx.each(ctx.model.mdTools, (tool) => {
      const timeout = tool.fields.timeout;
      if (typeof timeout?.value !== "number") return;
      const { value, span: at } = timeout;
      const written = writtenText(tool, timeout);
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
