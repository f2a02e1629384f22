/**
 * XML entity decoding for text outside CDATA: the five predefined entities and numeric references.
 * Anything else (`&copy;`, a bare `&`) is kept literally, so `a & b` written without CDATA survives.
 * The lookahead for `;` is bounded and stops at the first character no reference can hold, keeping
 * `&&&&…` input linear and cheap.
 */

/** The predefined entities, as `[name, value]`. */
const NAMED: ReadonlyArray<readonly [string, string]> = [["lt", "<"], ["gt", ">"], ["amp", "&"], ["quot", '"'], ["apos", "'"]];
/** `&#x10FFFF;` is the longest reference we decode. */
const MAX_ENTITY_LENGTH = 10;

/** The value of the predefined entity named by `text[start, end)`, compared in place (no slice per `&amp;`). */
function namedEntity(text: string, start: number, end: number): string | null {
  for (const [name, value] of NAMED) {
    if (name.length === end - start && text.startsWith(name, start)) return value;
  }
  return null;
}

/** The character the reference `&…;` with the body `text[start, end)` stands for, or `null` when it is none we decode. */
function decodeReference(text: string, start: number, end: number): string | null {
  if (text.charCodeAt(start) !== 0x23 /* # */) return namedEntity(text, start, end);
  const body = text.slice(start, end);
  const hex = body[1] === "x" || body[1] === "X";
  const digits = body.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9a-fA-F]+$/ : /^\d+$/).test(digits)) return null;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : null;
}

/** Letters, digits and `#`: the only characters between `&` and `;` of a reference we decode. */
function isReferenceChar(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x23;
}

/** Decodes entity and character references in `text`. */
export function decodeEntities(text: string): string {
  let amp = text.indexOf("&");
  if (amp < 0) return text;
  let out = "";
  let from = 0;
  while (amp >= 0) {
    const limit = Math.min(text.length, amp + MAX_ENTITY_LENGTH + 1);
    let end = amp + 1;
    while (end < limit && isReferenceChar(text.charCodeAt(end))) end++;
    const decoded = end < limit && text.charCodeAt(end) === 0x3b /* ; */ ? decodeReference(text, amp + 1, end) : null;
    if (decoded !== null) {
      out += text.slice(from, amp) + decoded;
      from = end + 1;
    }
    // A literal `&` is not copied here: it stays inside the pending `text.slice(from, …)`.
    amp = text.indexOf("&", decoded !== null ? from : amp + 1);
  }
  return from === 0 ? text : out + text.slice(from);
}
