/**
 * The secret template grammar of the Markdown HTTP tools: `{{` + Unicode word characters + `}}`,
 * resolved from the environment in `endpoint` and header values only [MD §3.4]. Also finds text that
 * looks like a template but is not one, which the reference sends literally without a warning.
 * @see ../../../../docs/rules.md §7 secret-template-syntax, secret-template-location
 */

/** One occurrence in a decoded string: `[start, end)` are indexes into that string. */
export interface TextRange {
  start: number;
  end: number;
}

/** A valid `{{NAME}}` occurrence. */
export interface TemplateMatch extends TextRange {
  /** The variable name between the braces. */
  name: string;
  /** The template as written, `{{NAME}}`. */
  text: string;
}

/** Text that looks like a template but is not one. */
export interface MalformedTemplate extends TextRange {
  /** The fragment as written. */
  text: string;
  /** The template it probably meant, when one can be derived. */
  fixed?: string;
}

const WORD = String.raw`[\p{L}\p{N}_]`;
/** Exactly what the reference substitutes (Python `\{\{(\w+)\}\}`). */
const TEMPLATE = new RegExp(String.raw`\{\{(${WORD}+)\}\}`, "gu");

/** A name-like inside for the single-brace and half-closed forms (so JSON text is left alone). */
const NAMEISH = String.raw`[ \t]*[\p{L}\p{N}_.\-]+[ \t]*`;
/**
 * Candidates, leftmost first; at one position the alternatives are tried in order, so a valid template
 * wins over the malformed shapes and `{{NAME}` wins over `{NAME}`.
 */
const CANDIDATES = new RegExp(
  [
    String.raw`(?<valid>\{\{${WORD}+\}\})`,
    String.raw`(?<dollar>\$\{${NAMEISH}\})`,
    String.raw`(?<double>\{\{[^{}\n]*\}\})`,
    String.raw`(?<halfOpen>\{\{${NAMEISH}\}(?!\}))`,
    String.raw`(?<halfClose>\{${NAMEISH}\}\})`,
    String.raw`(?<single>\{${NAMEISH}\})`,
  ].join("|"),
  "gu",
);

/** Every valid `{{NAME}}` in `text`, in order. */
export function findTemplates(text: string): TemplateMatch[] {
  // Most texts hold no brace at all: a plain search spares them the Unicode-aware pattern (as below).
  if (!text.includes("{{")) return [];
  return [...text.matchAll(TEMPLATE)].map((m) => ({ name: m[1]!, text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** Every malformed template in `text`: `{{ NAME }}`, `{{A-B}}`, `{{}}`, `{NAME}`, `${NAME}`, `{{NAME}`, `{NAME}}`. */
export function findMalformedTemplates(text: string): MalformedTemplate[] {
  const out: MalformedTemplate[] = [];
  // Every candidate starts with `{` (or `${`).
  if (!text.includes("{")) return out;
  for (const m of text.matchAll(CANDIDATES)) {
    if (m.groups?.["valid"] !== undefined) continue;
    const fixed = fixTemplate(m[0]);
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length, ...(fixed ? { fixed } : {}) });
  }
  return out;
}

/** `{{NAME}}` built from a malformed fragment's inside, or undefined when nothing name-like is left. */
function fixTemplate(fragment: string): string | undefined {
  const inner = fragment.replace(/^\$?\{+|\}+$/gu, "").trim();
  const name = inner.replace(/[^\p{L}\p{N}_]+/gu, "_").replace(/^_+|_+$/g, "");
  return name === "" ? undefined : `{{${name}}}`;
}

/**
 * `text` with every valid template replaced by `fill` characters of the same length (NUL by default),
 * so checks see the text "with templates removed" while indexes still point into the original.
 */
export function maskTemplates(text: string, fill = "\0"): string {
  if (!text.includes("{{")) return text;
  return text.replace(TEMPLATE, (m) => fill.repeat(m.length));
}

/** True when `text` starts with a valid template (its value is only known at run time). */
export function startsWithTemplate(text: string): boolean {
  return findTemplates(text)[0]?.start === 0;
}
