/**
 * `secret-unresolved`: a template in `endpoint` or a header value names a variable that no configured
 * source defines, so the reference would send the placeholder text. Messages name variables and
 * sources only, never a value.
 * @see ../../../docs/rules.md §7 secret-unresolved
 */
import { fragmentSpan } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { definedNames } from "../lint/support/dotenv.js";
import { eachResolvedField } from "../lint/support/markdown-tool.js";
import { findTemplates } from "../lint/support/templates.js";

/** The `secret-unresolved` rule. */
export default defineRule({
  id: "secret-unresolved",
  defaultSeverity: "warn",
  check(ctx) {
    const sources = ctx.config.secrets.env;
    if (!sources || sources.length === 0) return;
    const defined = definedNames(ctx.model.root, sources);
    const where = describeSources(sources);
    eachResolvedField(ctx, ({ field }) => {
      for (const t of findTemplates(field.value)) {
        if (defined.has(t.name)) continue;
        ctx.report({
          at: fragmentSpan(field, t),
          message: `\`${t.text}\` is not defined in ${where}: the reference would send the placeholder text literally`,
          hint: "define the variable in the environment or `.env`, or fix its name",
        });
      }
    });
  },
});

/** `` `.env` ``, `` `.env` or the process environment ``, `` `a`, `b` or `c` ``. */
function describeSources(sources: readonly string[]): string {
  const words = [...new Set(sources)].map((s) => (s === "process" ? "the process environment" : `\`${s}\``));
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} or ${words.at(-1)!}`;
}
