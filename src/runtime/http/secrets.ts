/**
 * `{{VAR}}` templates in endpoint and header values, resolved from the environment at call time, and
 * the redactor that keeps every resolved value out of what the runtime returns.
 * Grammar as in the reference: `{{` word characters `}}`, no spaces (`{{ X }}` is not a template).
 * @see ../../../../shared/spec/README.md §6, ../../../../shared/reference/markdown-tools-reference.md §3.4
 */

const TEMPLATE = /\{\{([\p{L}\p{N}_]+)\}\}/gu;
const REDACTED = "[REDACTED]";
/** Shorter values are not scrubbed: replacing them would shred ordinary text. */
const MIN_SECRET_LENGTH = 4;

/** Collects what template resolution used and missed during one call. */
export class SecretScope {
  readonly #env: Record<string, string | undefined>;
  readonly #keepMissing: boolean;
  readonly missing: string[] = [];
  readonly #values = new Set<string>();

  constructor(env: Record<string, string | undefined>, keepMissing: boolean) {
    this.#env = env;
    this.#keepMissing = keepMissing;
  }

  /** Replaces every `{{VAR}}` in `text`; a missing variable is recorded (and kept only in literal mode). */
  resolve(text: string): string {
    if (!text.includes("{{")) return text;
    return text.replace(TEMPLATE, (placeholder, name: string) => {
      const value = Object.prototype.hasOwnProperty.call(this.#env, name) ? this.#env[name] : undefined;
      if (value === undefined) {
        if (!this.missing.includes(name)) this.missing.push(name);
        return this.#keepMissing ? placeholder : "";
      }
      if (value.length >= MIN_SECRET_LENGTH) this.#values.add(value);
      return value;
    });
  }

  /** True when a variable was missing and the call must not be sent. */
  get mustFail(): boolean {
    return !this.#keepMissing && this.missing.length > 0;
  }

  /** A function that replaces every resolved value (and its JSON / URL encodings) with `[REDACTED]`. */
  redactor(): (text: string) => string {
    if (this.#values.size === 0) return identity;
    const needles = new Set<string>();
    for (const value of this.#values) {
      needles.add(value);
      needles.add(JSON.stringify(value).slice(1, -1));
      needles.add(encodeURIComponent(value));
    }
    // Longest first, so a secret that contains another is removed whole.
    const ordered = [...needles].filter((n) => n.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
    return (text) => {
      let out = text;
      for (const needle of ordered) if (out.includes(needle)) out = out.split(needle).join(REDACTED);
      return out;
    };
  }
}

function identity(text: string): string {
  return text;
}
