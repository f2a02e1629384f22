/**
 * `method-unknown`: a `method` that is not a standard HTTP method. The reference accepts anything and
 * sends the arguments of every method but POST/PUT/PATCH as a query string.
 * @see ../../../docs/rules.md §7 method-unknown
 */
import { defineRule } from "../lint/rule.js";

const STANDARD = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

/** The `method-unknown` rule. */
export default defineRule({
  id: "method-unknown",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      const method = tool.fields.method;
      if (!method) return;
      const upper = method.value.toUpperCase();
      if (STANDARD.has(upper)) return;
      ctx.report({
        at: method.span,
        message: `method \`${upper}\` is not a standard HTTP method: arguments would be sent as a query string`,
        hint: "use `GET`, `POST`, `PUT`, `PATCH`, `DELETE`, `HEAD` or `OPTIONS`",
      });
    });
  },
});
