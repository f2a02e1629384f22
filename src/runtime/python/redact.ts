/**
 * Keeps secrets out of Python tool results. The host process gets the runtime's environment (tools
 * read their API keys from it, as in the reference), so any text coming back — the tool's content,
 * an exception message, a stderr line — has the values of secret-named variables replaced.
 */

/** Names that hold credentials (the reference's preview redaction list, plus toolc's secret prefix). */
const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH|COOKIE|PRIVATE/i;
/** Shorter values are not scrubbed: replacing them would shred ordinary text. */
const MIN_SECRET_LENGTH = 4;
const REDACTED = "[REDACTED]";

/** A function replacing every secret-named variable's value in `env` (and its JSON escaping). */
export function secretRedactor(env: Record<string, string | undefined>): (text: string) => string {
  const needles = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value.length < MIN_SECRET_LENGTH || !SECRET_NAME.test(name)) continue;
    needles.add(value);
    needles.add(JSON.stringify(value).slice(1, -1));
  }
  // Longest first, so a secret that contains another is removed whole.
  const ordered = [...needles].sort((a, b) => b.length - a.length);
  if (ordered.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const needle of ordered) if (out.includes(needle)) out = out.split(needle).join(REDACTED);
    return out;
  };
}
