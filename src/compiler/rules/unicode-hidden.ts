/**
 * `unicode-hidden`: a name, description, enum value or default holds characters that render as nothing or reorder the
 * text around them (zero-width characters, bidi controls, Unicode tag characters). The model reads them; a reviewer
 * does not see them, so they can carry instructions or make two different names look the same.
 * @see ../../../docs/rules.md §11 unicode-hidden
 */
import { fragmentSpan } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { eachTextSite, siteName } from "../lint/support/text-sites.js";
import { hiddenRuns } from "../lint/support/unicode.js";

/** How many code points a message lists before "and N more". */
const LISTED = 3;

/** The `unicode-hidden` rule. */
export default defineRule({
  id: "unicode-hidden",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    eachTextSite(ctx, (site) => {
      // Tool and parameter names are restricted to ASCII by their format rules, which report these characters.
      if (site.formatChecked) return;
      const runs = hiddenRuns(site.field.value, site.kind);
      if (runs.length === 0) return;
      const codes = runs.flatMap((run) => run.codes);
      const shown = [...new Set(codes)];
      const more = shown.length > LISTED ? ` and ${shown.length - LISTED} more kinds` : "";
      const tags = runs.map((run) => run.tagText).filter((t): t is string => t !== undefined).join("");
      const spelled = tags ? `; its tag characters spell \`${tags.slice(0, 60)}${tags.length > 60 ? "…" : ""}\`` : "";
      ctx.report({
        at: fragmentSpan(site.field, runs[0]!),
        message: `${siteName(site)} contains ${codes.length} invisible character${codes.length === 1 ? "" : "s"} (${shown.slice(0, LISTED).join(", ")}${more})${spelled}: the model reads what a reviewer cannot see`,
        hint: "delete them; an editor's \"show invisibles\" mode shows where they are",
      });
    });
  },
});
