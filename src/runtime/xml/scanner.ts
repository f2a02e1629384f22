/**
 * Low-level pieces of the tool-call scanner: tag reading and the few lookahead tests it needs.
 * Every function moves forward only and uses bounded lookahead or `indexOf`, so the parser built on
 * them stays linear on any input (no regular expressions with backtracking).
 */
import type { NamedReason, Scan, Tag } from "./scan.js";

const CALL = "tool_call";

// Reasons that can repeat for every broken call, built once per scan and name (scan.ts).
const malformedTag: NamedReason = (name) => `the tag <${name}> is malformed`;
const malformedClosingTag: NamedReason = (name) => `the tag </${name}> is malformed`;

/** XML whitespace. */
export function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** A character that may start an element name (ASCII letters, `_`, `:` or any non-ASCII). */
export function isNameStart(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x3a || code >= 0x80;
}

/** ASCII name characters: anything up to whitespace or tag punctuation (`/ > < = " '`); every non-ASCII one is too. */
const ASCII_NAME_CHAR = new Uint8Array(0x80).map((_, code) => (isSpace(code) || "/><=\"'".includes(String.fromCharCode(code)) ? 0 : 1));

function isNameChar(code: number): boolean {
  // A table instead of eight comparisons: this runs for every character of every tag name.
  return code < 0x80 ? ASCII_NAME_CHAR[code] === 1 : true;
}

/** Case-insensitive `text.startsWith(lower, at)` for an all-lower-case ASCII `lower`. */
export function startsWithCI(text: string, at: number, lower: string): boolean {
  if (at + lower.length > text.length) return false;
  // Models write these names in lower case: one native comparison before the folding loop, but only
  // past a first-character test, since most positions tested (every tag for `tool_call`) do not match.
  if (text.charCodeAt(at) === lower.charCodeAt(0) && text.startsWith(lower, at)) return true;
  for (let i = 0; i < lower.length; i++) {
    const code = text.charCodeAt(at + i);
    const want = lower.charCodeAt(i);
    // Only ASCII capitals fold; `| 0x20` would also map `_` (0x5F) to DEL.
    if (code !== want && !(code >= 0x41 && code <= 0x5a && (code | 0x20) === want)) return false;
  }
  return true;
}

/**
 * Whether `<!` starts at `at` (CDATA, a comment or a declaration). Tested before `startsWith("<![CDATA[")`
 * or `startsWith("<!--")`: two character reads cost less than a call into `startsWith` at every tag.
 */
export function isBangAt(text: string, at: number): boolean {
  return text.charCodeAt(at) === 0x3c && text.charCodeAt(at + 1) === 0x21;
}

/** Skips XML whitespace. */
export function skipSpace(text: string, at: number): number {
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/** `<tool_call` followed by whitespace, `>` or `/` (any letter case) starts at `at`. */
export function isCallOpen(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 0x3c || !startsWithCI(text, at + 1, CALL)) return false;
  const next = text.charCodeAt(at + 1 + CALL.length);
  return isSpace(next) || next === 0x3e || next === 0x2f || isNaN(next);
}

/** Whether the last tag read is `tool_call` in any letter case. */
export function isCallTag(scan: Scan): boolean {
  return tagIs(scan, CALL);
}

/** Index just after the comment starting at `at` (`<!--`), or -1 (recorded) when it never ends. */
export function skipComment(scan: Scan, at: number): number {
  const end = scan.text.indexOf("-->", at + 4);
  if (end >= 0) return end + 3;
  scan.fail("an XML comment is not closed", scan.text.length, true);
  return -1;
}

function readName(text: string, at: number): number {
  let end = at;
  while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
  return end;
}

function skipAttributeValue(scan: Scan, at: number): number {
  const { text } = scan;
  const quote = text.charCodeAt(at);
  if (quote !== 0x22 && quote !== 0x27) return readName(text, at);
  const close = text.indexOf(text[at]!, at + 1);
  if (close >= 0) return close + 1;
  scan.fail("a tag attribute value is not closed", text.length, true);
  return -1;
}

/** The name of the last tag read, as a string (for parameter names and messages). */
export function tagName(scan: Scan): string {
  return scan.text.slice(scan.tag.nameStart, scan.tag.nameEnd);
}

/** Whether the last tag read is named `lower` (all-lower-case ASCII) in any letter case, compared in place. */
export function tagIs(scan: Scan, lower: string): boolean {
  const { tag } = scan;
  return tag.nameEnd - tag.nameStart === lower.length && startsWithCI(scan.text, tag.nameStart, lower);
}

/** The name of the tag being read, for a message (the tag object is not set yet). */
function nameIn(text: string, nameStart: number, nameEnd: number): string {
  return text.slice(nameStart, nameEnd);
}

/** Reads the attributes of a start tag up to `>` or `/>`; attributes are accepted and ignored. */
function readAttributes(scan: Scan, at: number, nameStart: number, nameEnd: number): Tag | null {
  const { text } = scan;
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length) return scan.fail(`the tag <${nameIn(text, nameStart, nameEnd)}> is not closed`, text.length, true);
    const code = text.charCodeAt(at);
    if (code === 0x3e) return setTag(scan, nameStart, nameEnd, false, false, at + 1);
    if (code === 0x2f && text.charCodeAt(at + 1) === 0x3e) return setTag(scan, nameStart, nameEnd, false, true, at + 2);
    const attributeEnd = readName(text, at);
    if (attributeEnd === at) return scan.fail(scan.named(malformedTag, nameIn(text, nameStart, nameEnd)), at);
    at = skipSpace(text, attributeEnd);
    if (text.charCodeAt(at) === 0x3d /* = */) {
      at = skipAttributeValue(scan, skipSpace(text, at + 1));
      if (at < 0) return null;
    }
  }
}

/** Reads the tag starting at `at` (`<name …>`, `<name/>` or `</name>`); `null` (recorded) when malformed. */
export function readTag(scan: Scan, at: number): Tag | null {
  const { text } = scan;
  const closing = text.charCodeAt(at + 1) === 0x2f;
  const nameStart = at + (closing ? 2 : 1);
  const nameEnd = readName(text, nameStart);
  if (nameEnd === nameStart || !isNameStart(text.charCodeAt(nameStart))) return scan.fail("a tag has no valid name", at);
  if (!closing) return readAttributes(scan, nameEnd, nameStart, nameEnd);
  const end = skipSpace(text, nameEnd);
  if (end >= text.length) return scan.fail(`the tag </${nameIn(text, nameStart, nameEnd)}> is not closed`, text.length, true);
  if (text.charCodeAt(end) !== 0x3e) return scan.fail(scan.named(malformedClosingTag, nameIn(text, nameStart, nameEnd)), end);
  return setTag(scan, nameStart, nameEnd, true, false, end + 1);
}

function setTag(scan: Scan, nameStart: number, nameEnd: number, closing: boolean, selfClosing: boolean, end: number): Tag {
  const { tag } = scan;
  tag.nameStart = nameStart;
  tag.nameEnd = nameEnd;
  tag.closing = closing;
  tag.selfClosing = selfClosing;
  tag.end = end;
  return tag;
}
