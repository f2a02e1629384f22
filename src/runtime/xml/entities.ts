/**
 * XML entity decoding for text outside CDATA: the five predefined entities and numeric references.
 * Anything else (`&copy;`, a bare `&`) is kept literally, so `a & b` written without CDATA survives.
 * The lookahead for `;` is bounded, keeping `&&&&…` input linear.
 */

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
/** `&#x10FFFF;` is the longest reference we decode. */
const MAX_ENTITY_LENGTH = 10;

function decodeReference(body: string): string | null {
  if (Object.prototype.hasOwnProperty.call(NAMED, body)) return NAMED[body]!;
  if (body.charCodeAt(0) !== 0x23 /* # */) return null;
  const hex = body[1] === "x" || body[1] === "X";
  const digits = body.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9a-fA-F]+$/ : /^\d+$/).test(digits)) return null;
  const code = Number.parseInt(digits, hex ? 16 : 10);
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : null;
}

/** Decodes entity and character references in `text`. */
export function decodeEntities(text: string): string {
  let amp = text.indexOf("&");
  if (amp < 0) return text;
  let out = "";
  let from = 0;
  while (amp >= 0) {
    out += text.slice(from, amp);
    const limit = Math.min(text.length, amp + MAX_ENTITY_LENGTH + 1);
    let semi = amp + 1;
    while (semi < limit && text.charCodeAt(semi) !== 0x3b /* ; */) semi++;
    const decoded = semi < limit ? decodeReference(text.slice(amp + 1, semi)) : null;
    if (decoded === null) {
      out += "&";
      from = amp + 1;
    } else {
      out += decoded;
      from = semi + 1;
    }
    amp = text.indexOf("&", from);
  }
  return out + text.slice(from);
}
