/**
 * `permission-write-auto`: `permission: auto` on a tool whose method writes (POST, PUT, PATCH,
 * DELETE), so calls that write, spend or send run without asking the user.
 * @see ../../../docs/rules.md §7 permission-write-auto
 */
import { defineRule } from "../lint/rule.js";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The `permission-write-auto` rule. */
export default defineRule({
  id: "permission-write-auto",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      const { permission, method } = tool.fields;
      if (permission?.value !== "auto" || !method) return;
      // The reference upper-cases the method (Python `str.upper`) before choosing body or query.
      const upper = method.value.toUpperCase();
      if (!WRITE_METHODS.has(upper)) return;
      ctx.report({
        at: permission.span,
        message: `\`permission: auto\` on a \`${upper}\` tool: calls that write, spend or send run without asking the user`,
        hint: "use `permission: confirm`, or suppress this with a reason if the endpoint has no side effects",
        related: [{ at: method.span, message: `the method is \`${upper}\`` }],
      });
    });
  },
});
