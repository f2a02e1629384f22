/**
 * `default-enum`: a `default` that is none of the `enum` members. Calls that omit the argument then
 * fail the enum check with the tool's own default.
 * @see ../../../docs/rules.md §8 default-enum
 */
import type { Tree } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { parameters, writtenText } from "../lint/support/markdown-tool.js";
import { defaultMismatch, enumProblems } from "../lint/support/parameters.js";

/** The `default-enum` rule. */
export default defineRule({
  id: "default-enum",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      for (const { fields, label } of parameters(tool)) {
        const fallback = fields.default;
        const members = fields.enum;
        if (!fallback || fallback.kind === "null" || !members || members.kind !== "list") continue;
        // Each problem gives one diagnostic: a mistyped default or enum is reported by its own rule.
        if (defaultMismatch(fields) || enumProblems(fields).length > 0) continue;
        const items = members.items ?? [];
        // Type-sensitive: `"1"` is not `1`, and `true` is not `1` (Python would say it is).
        if (items.some((m) => m.kind === fallback.kind && scalarOf(m) === scalarOf(fallback))) continue;
        ctx.report({
          at: fallback.span,
          message: `default \`${writtenText(tool, fallback)}\` of \`${label}\` is not in its enum: expected one of ${items.map((m) => `\`${writtenText(tool, m)}\``).join(", ")}`,
          hint: "pick a default from the enum, or add it to the enum",
          related: [{ at: members.span, message: "the enum is declared here" }],
        });
      }
    });
  },
});

/** A scalar's value; undefined for a list or mapping, so two collections of one kind compare equal (as before). */
function scalarOf(tree: Tree): unknown {
  return tree.kind === "list" || tree.kind === "mapping" ? undefined : tree.value;
}
