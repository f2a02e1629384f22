/**
 * `unicode-confusable`: a name that mixes scripts the way spoofed names do (a Cyrillic `е` in a Latin word), so it
 * looks like another name while being a different string.
 * @see ../../../docs/rules.md §11 unicode-confusable
 */
import { fragmentSpan } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { eachTextSite } from "../lint/support/text-sites.js";
import { codeLabel, mixedScripts, scriptOf } from "../lint/support/unicode.js";

/** The `unicode-confusable` rule. */
export default defineRule({
  id: "unicode-confusable",
  defaultSeverity: "warn",
  scope: "file",
  check(ctx) {
    eachTextSite(ctx, (site) => {
      // ASCII-only names belong to the format rules, which already reject every non-ASCII letter.
      if (site.kind !== "name" || site.formatChecked) return;
      const found = minority(site.field.value);
      if (!found) return;
      ctx.report({
        at: fragmentSpan(site.field, found.range),
        message: `${site.label} \`${site.field.value}\` mixes ${found.scripts.join(" and ")} letters (\`${found.char}\` is ${codeLabel(found.char.codePointAt(0)!)}, ${found.script}): it can pass for a different name`,
        hint: `write the name in one script, e.g. replace \`${found.char}\` with its ${found.majority} lookalike`,
      });
    });
  },
});

interface Minority {
  scripts: string[];
  script: string;
  majority: string;
  char: string;
  range: { start: number; end: number };
}

/** When `name` mixes scripts: its scripts (most used first) and the first letter of the least used one. */
function minority(name: string): Minority | undefined {
  const counts = new Map<string, number>();
  const firsts = new Map<string, { char: string; start: number }>();
  let offset = 0;
  for (const char of name) {
    const script = scriptOf(char);
    if (script) {
      counts.set(script, (counts.get(script) ?? 0) + 1);
      if (!firsts.has(script)) firsts.set(script, { char, start: offset });
    }
    offset += char.length;
  }
  if (!mixedScripts(new Set(counts.keys()))) return undefined;
  // Most used first; ties keep the order of first appearance (Map order), so the result is deterministic.
  const scripts = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  const script = scripts[scripts.length - 1]!;
  const first = firsts.get(script)!;
  return { scripts, script, majority: scripts[0]!, char: first.char, range: { start: first.start, end: first.start + first.char.length } };
}
