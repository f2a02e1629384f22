/**
 * `response-extract-syntax`: a `response_extract` outside the subset the reference extractor supports
 * (`$`, `.key`, one `[N]` per segment). What goes wrong depends on how the reference reads the
 * expression, so the message says what it does with the first unsupported part.
 * @see ../../../docs/rules.md §7 response-extract-syntax, ../../../../shared/reference/markdown-tools-reference.md §3.5
 */
import { defineRule } from "../lint/rule.js";
import { stringField } from "../lint/support/markdown-tool.js";

const KEY = String.raw`[^.\[\]*?@()'"]+`;
const SEGMENT = String.raw`(?:${KEY}(?:\[\d+\])?|\[\d+\])`;
const SUPPORTED = new RegExp(String.raw`^(?:|\$|\$?\.?${SEGMENT}(?:\.${SEGMENT})*)$`);

const LITERAL = "it is read as a literal key";
const FAILS = "the call fails";
const NONE = "it silently returns `None`";
const SKIPPED = "the reference silently skips it";

/** What is wrong with an expression and what the reference then does. */
interface Problem {
  uses: string;
  effect: string;
}

/** The `response-extract-syntax` rule. */
export default defineRule({
  id: "response-extract-syntax",
  defaultSeverity: "error",
  scope: "file",
  check(ctx) {
    ctx.each(ctx.model.mdTools, (tool) => {
      const expr = stringField(tool.fields.response_extract);
      // `$` may start a key (`$.$ref`), so the grammar alone would read `$$.a` as root + key `$`.
      if (!expr || (SUPPORTED.test(expr.value) && !expr.value.startsWith("$$"))) return;
      const problem = diagnose(expr.value);
      ctx.report({
        at: expr.span,
        message: `\`response_extract\` \`${expr.value}\` uses ${problem.uses}, which the extractor does not support: ${problem.effect}`,
        hint: "use plain keys and one `[N]` per segment, e.g. `$.items[0].name`",
      });
    });
  },
});

/** The first unsupported construct of `expr` (known not to match the supported grammar). */
function diagnose(expr: string): Problem {
  // The reference strips every leading `$`, then every leading `.`, and skips empty segments.
  if (expr.startsWith("$$")) return { uses: "a doubled `$`", effect: SKIPPED };
  if (expr.includes("..")) return { uses: "recursive descent", effect: NONE };
  const rest = expr.replace(/^\$/, "").replace(/^\./, "");
  for (const segment of rest.split(".")) {
    if (segment === "") return { uses: "an empty segment", effect: SKIPPED };
    const problem = diagnoseSegment(segment);
    if (problem) return problem;
  }
  return { uses: "an unsupported character", effect: LITERAL };
}

function diagnoseSegment(segment: string): Problem | undefined {
  const open = segment.indexOf("[");
  if (open === -1) return diagnoseKey(segment, LITERAL);
  const index = segment.slice(open);
  if (/^\[\d+\]$/.test(index)) return diagnoseKey(segment.slice(0, open), LITERAL);
  if (/^\[-\d+\]$/.test(index)) return { uses: "a negative index", effect: NONE };
  if (/^\[\d+\](?:\[[^\]]*\])+$/.test(index)) return { uses: "chained indexes", effect: FAILS };
  // The reference parses the text between `[` and the segment's last character with int().
  return diagnoseKey(index, FAILS) ?? { uses: "a non-numeric index", effect: FAILS };
}

function diagnoseKey(text: string, effect: string): Problem | undefined {
  if (text.includes("*")) return { uses: "a wildcard", effect };
  if (/[?@()]/.test(text)) return { uses: "a filter", effect };
  if (/['"]/.test(text)) return { uses: "a quoted key", effect };
  if (/[[\]]/.test(text) && effect === LITERAL) return { uses: "an unsupported character", effect };
  return undefined;
}
