/**
 * Redaction of resolved `{{VAR}}` values shorter than four characters. Replacing every occurrence of
 * `7` or `ab` would shred ordinary text, so a short value is replaced where it can be the secret:
 * - as a token of its own: not preceded or followed by a letter or digit (`Bearer ab`, `"key":"ab"`,
 *   `?k=ab&`, `ENOTFOUND ab`);
 * - glued to the template's own literal text around it, up to three characters each side
 *   (`api{{N}}.example.com` → `api2.example.com` → `api[REDACTED].example.com`).
 * Its JSON-escaped and URL-encoded forms are matched the same way. What stays is a short value inside an
 * unrelated word (`ab` in `about`), which reveals nothing about where it was used.
 * @see ../../../README.md "Generated code and the runtime"
 */

/** A short value and the literal template text right around the place it was inserted. */
export interface ShortSecret {
  value: string;
  /** Up to three characters of the template just before `{{VAR}}` (`""` at its start). */
  before: string;
  /** Up to three characters just after it. */
  after: string;
}

/** How many template characters each side count as the insertion's context. */
export const CONTEXT_CHARS = 3;

const SYNTAX = /[\\^$.*+?()[\]{}|/]/g;
const escape = (text: string) => text.replace(SYNTAX, "\\$&");
const NOT_ALNUM_BEFORE = "(?<![\\p{L}\\p{N}])";
const NOT_ALNUM_AFTER = "(?![\\p{L}\\p{N}])";

/** The value as written, as inside a JSON string, and URL-encoded (when that does not throw). */
function formsOf(value: string): string[] {
  const forms = new Set([value, JSON.stringify(value).slice(1, -1)]);
  try {
    forms.add(encodeURIComponent(value));
  } catch {
    // A lone surrogate: no URL form exists.
  }
  return [...forms];
}

/** The alternatives that match one short value where it can be the secret. */
function alternativesOf({ value, before, after }: ShortSecret): string[] {
  return formsOf(value).flatMap((form) => {
    const f = escape(form);
    const out = [`${NOT_ALNUM_BEFORE}${f}${NOT_ALNUM_AFTER}`];
    if (before !== "") out.push(`(?<=${escape(before)})${f}`);
    if (after !== "") out.push(`${f}(?=${escape(after)})`);
    return out;
  });
}

/** A function replacing every such occurrence of `secrets` with `marker`. */
export function shortSecretRedactor(secrets: readonly ShortSecret[], marker: string): (text: string) => string {
  let pattern: RegExp;
  try {
    // Literal alternatives and fixed-width lookarounds only: linear in the text's length.
    pattern = new RegExp(secrets.flatMap(alternativesOf).join("|"), "gu");
  } catch {
    // Unreachable for escaped literals; if it ever is, redact every occurrence rather than none.
    return (text) => secrets.reduce((out, { value }) => out.split(value).join(marker), text);
  }
  return (text) => text.replace(pattern, marker);
}
