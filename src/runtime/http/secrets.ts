/**
 * `{{VAR}}` templates in endpoint and header values, resolved from the environment at call time, and
 * the redactor that keeps every resolved value, whatever its length, out of what the runtime returns.
 * Grammar as in the reference: `{{` word characters `}}`, no spaces (`{{ X }}` is not a template).
 * @see ../../../../shared/spec/README.md §6, ../../../../shared/reference/markdown-tools-reference.md §3.4
 */

import { identity, MIN_SECRET_LENGTH, REDACTED, valuesRedactor } from "../redact.js";
import { CONTEXT_CHARS, shortSecretRedactor, type ShortSecret } from "./short-secrets.js";

// Values shorter than MIN_SECRET_LENGTH are replaced only where they can be the secret (./short-secrets.ts).
const TEMPLATE = /\{\{([\p{L}\p{N}_]+)\}\}/gu;

/** A template split once into `[text, name, text, name, …, text]`; `null` when it holds no template. */
type CompiledTemplate = readonly string[] | null;

const compiledCache = new Map<string, CompiledTemplate>();
const COMPILED_CACHE_LIMIT = 4096;

/** Splits `text` at its `{{VAR}}` templates (cached: a catalog has a fixed set of them). */
function compileTemplate(text: string): CompiledTemplate {
  let compiled = compiledCache.get(text);
  if (compiled !== undefined) return compiled;
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(TEMPLATE)) {
    parts.push(text.slice(last, match.index), match[1]!);
    last = match.index + match[0].length;
  }
  compiled = parts.length === 0 ? null : [...parts, text.slice(last)];
  if (compiledCache.size < COMPILED_CACHE_LIMIT) compiledCache.set(text, compiled);
  return compiled;
}

/** Whether `text` holds at least one `{{VAR}}` template. */
export function hasTemplate(text: string): boolean {
  return text.includes("{{") && compileTemplate(text) !== null;
}

/** Collects what template resolution used and missed during one call. */
export class SecretScope {
  readonly #env: Record<string, string | undefined>;
  readonly #keepMissing: boolean;
  readonly missing: string[] = [];
  /** Resolved values of four characters or more (few per call: an array beats a Set here). */
  readonly #values: string[] = [];
  /** Shorter resolved values, with the template text around each insertion. */
  readonly #short: ShortSecret[] = [];

  constructor(env: Record<string, string | undefined>, keepMissing: boolean) {
    this.#env = env;
    this.#keepMissing = keepMissing;
  }

  /** Replaces every `{{VAR}}` in `text`; a missing variable is recorded (and kept only in literal mode). */
  resolve(text: string): string {
    const parts = text.includes("{{") ? compileTemplate(text) : null;
    if (!parts) return text;
    let out = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i]!;
      const value = Object.prototype.hasOwnProperty.call(this.#env, name) ? this.#env[name] : undefined;
      if (value === undefined) {
        if (!this.missing.includes(name)) this.missing.push(name);
        if (this.#keepMissing) out += `{{${name}}}`;
      } else {
        if (value.length >= MIN_SECRET_LENGTH) {
          if (!this.#values.includes(value)) this.#values.push(value);
        } else if (value !== "") {
          this.#short.push({ value, before: parts[i - 1]!.slice(-CONTEXT_CHARS), after: parts[i + 1]!.slice(0, CONTEXT_CHARS) });
        }
        out += value;
      }
      out += parts[i + 1]!;
    }
    return out;
  }

  /** True when a variable was missing and the call must not be sent. */
  get mustFail(): boolean {
    return !this.#keepMissing && this.missing.length > 0;
  }

  /** A function that replaces every resolved value (and its JSON / URL encodings) with `[REDACTED]`. */
  redactor(): (text: string) => string {
    if (this.#values.length === 0 && this.#short.length === 0) return identity;
    const key = this.#short.length === 0 && this.#values.length === 1 ? this.#values[0]! : JSON.stringify([this.#values, this.#short]);
    let redact = redactorCache.get(key);
    if (!redact) {
      redact = buildRedactor(this.#values, this.#short);
      // Values rarely change between calls; the bound only protects against an env that always does.
      if (redactorCache.size >= REDACTOR_CACHE_LIMIT) redactorCache.clear();
      redactorCache.set(key, redact);
    }
    return redact;
  }
}

const REDACTOR_CACHE_LIMIT = 64;
const redactorCache = new Map<string, (text: string) => string>();

function buildRedactor(values: Iterable<string>, short: readonly ShortSecret[]): (text: string) => string {
  const redactLong = valuesRedactor(values);
  if (short.length === 0) return redactLong;
  const redactShort = shortSecretRedactor(short, REDACTED);
  return (text) => redactShort(redactLong(text));
}
