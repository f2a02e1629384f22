/**
 * `permission-write-auto`: `permission: auto` on a tool whose method writes (POST, PUT, PATCH,
 * DELETE), so calls that write, spend or send run without asking the user.
 * @see ../../../docs/rules.md §7 permission-write-auto
 */
import { defineRule } from "../lint/rule.js";
import { checkedString, eachMdTool } from "../lint/support/markdown-tool.js";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The `permission-write-auto` rule. */
export default defineRule({
  id: "permission-write-auto",
  defaultSeverity: "warn",
  check(ctx) {
    eachMdTool(ctx, (tool) => {
      const permission = checkedString(ctx, tool.doc, tool.doc.root, "permission");
      const method = checkedString(ctx, tool.doc, tool.doc.root, "method");
      if (permission?.value !== "auto" || !method) return;
      // The reference upper-cases the method (Python `str.upper`) before choosing body or query.
      const upper = method.value.toUpperCase();
      if (!WRITE_METHODS.has(upper)) return;
      ctx.report({
        at: ctx.span(tool.doc, permission.node),
        message: `\`permission: auto\` on a \`${upper}\` tool: calls that write, spend or send run without asking the user`,
        hint: "use `permission: confirm`, or suppress this with a reason if the endpoint has no side effects",
        related: [{ at: ctx.span(tool.doc, method.node), message: `the method is \`${upper}\`` }],
      });
    });
  },
});
