/**
 * `duplicate-parameter`: Two parameters of one tool share a name.
 * @see ../../../docs/rules.md §6 duplicate-parameter
 */
import { itemsOf, kindOf, stringValue, valueOf, type YamlDoc } from "../parse/nodes.js";
import { positionAt, type Span } from "../source/text.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `duplicate-parameter` rule. */
export default defineRule({
  id: "duplicate-parameter",
  defaultSeverity: "error",
  check(ctx) {
    ctx.each(ctx.project.mdTools, (file) => {
      if (file.doc) checkParameters(ctx, file.doc);
    });
  },
});

function checkParameters(ctx: RuleContext, doc: YamlDoc): void {
  const list = valueOf(doc, doc.root, "parameters");
  if (!ctx.valid(list) || kindOf(doc, list) !== "list") return;
  const source = ctx.project.sources.get(doc.file);
  const seen = new Map<string, Span>();
  for (const entry of itemsOf(doc, list)) {
    if (!ctx.valid(entry) || kindOf(doc, entry) !== "mapping") continue;
    const node = valueOf(doc, entry, "name");
    const name = ctx.valid(node) ? stringValue(doc, node) : undefined;
    if (name === undefined) continue;
    const at = ctx.span(doc, node);
    const earlier = seen.get(name);
    seen.set(name, at);
    if (!earlier) continue;
    const line = source ? positionAt(source, earlier.start).line : 1;
    ctx.report({
      at,
      message: `parameter \`${name}\` is already declared on line ${line}: validation would use the last entry and defaults the first`,
      hint: "merge the two entries",
      related: [{ at: earlier, message: `earlier parameter \`${name}\`` }],
    });
  }
}
