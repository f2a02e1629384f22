/**
 * `method-unknown`: a `method` that is not a standard HTTP method. The reference accepts anything and
 * sends the arguments of every method but POST/PUT/PATCH as a query string.
 * @see ../../../docs/rules.md §7 method-unknown
 */
import { defineRule } from "../lint/rule.js";
import { checkedString, eachMdTool } from "../lint/support/markdown-tool.js";

const STANDARD = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

/** The `method-unknown` rule. */
export default defineRule({
  id: "method-unknown",
  defaultSeverity: "warn",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      const method = checkedString(ctx, tool.doc, tool.doc.root, "method");
      if (!method) return;
      const upper = method.value.toUpperCase();
      if (STANDARD.has(upper)) return;
      ctx.report({
        at: ctx.span(tool.doc, method.node),
        message: `method \`${upper}\` is not a standard HTTP method: arguments would be sent as a query string`,
        hint: "use `GET`, `POST`, `PUT`, `PATCH`, `DELETE`, `HEAD` or `OPTIONS`",
      });
    });
  },
});
