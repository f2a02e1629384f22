/**
 * Replacing secret values in text the runtime returns: one mechanism for resolved `{{VAR}}` values of HTTP
 * tools (http/secrets.ts) and for the environment values a Python tool host could echo (python/redact.ts).
 */

/** What a secret value is replaced with. */
export const REDACTED = "[REDACTED]";
/** Values shorter than this are not replaced everywhere: that would shred ordinary text. */
export const MIN_SECRET_LENGTH = 4;

/**
 * A function replacing every value of `values` (raw, JSON-escaped and URL-encoded) with {@link REDACTED}.
 * Needles shorter than {@link MIN_SECRET_LENGTH} are skipped; callers that must cover those handle them apart.
 */
export function valuesRedactor(values: Iterable<string>): (text: string) => string {
  const needles = new Set<string>();
  for (const value of values) {
    needles.add(value);
    needles.add(JSON.stringify(value).slice(1, -1));
    needles.add(encodeURIComponentSafe(value));
  }
  // Longest first, so a secret that contains another is removed whole.
  const ordered = [...needles].filter((n) => n.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
  if (ordered.length === 0) return identity;
  return (text) => {
    let out = text;
    for (const needle of ordered) if (out.includes(needle)) out = out.split(needle).join(REDACTED);
    return out;
  };
}

/** The text unchanged. */
export function identity(text: string): string {
  return text;
}

/** `encodeURIComponent`, or the value itself when it holds a lone surrogate (which makes it throw). */
function encodeURIComponentSafe(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}
