/**
 * Low-level pieces of the tool-call scanner: tag reading and the few lookahead tests it needs.
 * Every function moves forward only and uses bounded lookahead or `indexOf`, so the parser built on
 * them stays linear on any input (no regular expressions with backtracking).
 */

/** A malformed (or truncated) call. */
export interface Malformed {
  /** Why the call was rejected (shown to the model). */
  reason: string;
  /** Where scanning stopped. */
  at: number;
  /**
   * The call ends exactly at `at` (end of input, the next `<tool_call>`, or just after its
   * `</tool_call>`); otherwise recovery looks for the call's end from `at`.
   */
  endsHere: boolean;
}

/**
 * The text being scanned and the first failure. Failures are recorded here and signalled by a
 * `null` / `-1` return instead of a throw: adversarial input can hold a million broken calls, and a
 * throw costs more than parsing a whole call.
 */
export class Scan {
  failure: Malformed | null = null;
  /** The last tag read, reused: one object per scan instead of one per tag (this is the hot path). */
  readonly tag: Tag = { name: "", closing: false, selfClosing: false, end: 0 };
  /** The value of the last element content read. */
  value = "";

  constructor(readonly text: string) {}

  /** Records a failure; returns `null` so callers can `return scan.fail(…)`. */
  fail(reason: string, at: number, endsHere = false): null {
    this.failure = { reason, at, endsHere };
    return null;
  }
}

/** A start or end tag (the {@link Scan}'s reused object: read its fields before the next tag). */
export interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  /** Index just after `>`. */
  end: number;
}

const CALL = "tool_call";

/** XML whitespace. */
export function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

/** A character that may start an element name (ASCII letters, `_`, `:` or any non-ASCII). */
export function isNameStart(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x3a || code >= 0x80;
}

function isNameChar(code: number): boolean {
  // Anything up to whitespace or tag punctuation: `/ > < = " '`.
  return !(isNaN(code) || isSpace(code) || code === 0x2f || code === 0x3e || code === 0x3c || code === 0x3d || code === 0x22 || code === 0x27);
}

/** Case-insensitive `text.startsWith(lower, at)` for an all-lower-case ASCII `lower`. */
export function startsWithCI(text: string, at: number, lower: string): boolean {
  if (at + lower.length > text.length) return false;
  for (let i = 0; i < lower.length; i++) {
    const code = text.charCodeAt(at + i);
    const want = lower.charCodeAt(i);
    // Only ASCII capitals fold; `| 0x20` would also map `_` (0x5F) to DEL.
    if (code !== want && !(code >= 0x41 && code <= 0x5a && (code | 0x20) === want)) return false;
  }
  return true;
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

/** Whether `name` equals the lower-case ASCII `lower` in any letter case (no allocation). */
export function isNamed(name: string, lower: string): boolean {
  return name.length === lower.length && startsWithCI(name, 0, lower);
}

/** Whether a tag name is `tool_call` in any letter case. */
export function isCallName(name: string): boolean {
  return isNamed(name, CALL);
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

/** Reads the attributes of a start tag up to `>` or `/>`; attributes are accepted and ignored. */
function readAttributes(scan: Scan, at: number, name: string): Tag | null {
  const { text } = scan;
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length) return scan.fail(`the tag <${name}> is not closed`, text.length, true);
    const code = text.charCodeAt(at);
    if (code === 0x3e) return setTag(scan, name, false, false, at + 1);
    if (code === 0x2f && text.charCodeAt(at + 1) === 0x3e) return setTag(scan, name, false, true, at + 2);
    const nameEnd = readName(text, at);
    if (nameEnd === at) return scan.fail(`the tag <${name}> is malformed`, at);
    at = skipSpace(text, nameEnd);
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
  const name = text.slice(nameStart, nameEnd);
  if (!closing) return readAttributes(scan, nameEnd, name);
  const end = skipSpace(text, nameEnd);
  if (end >= text.length) return scan.fail(`the tag </${name}> is not closed`, text.length, true);
  if (text.charCodeAt(end) !== 0x3e) return scan.fail(`the tag </${name}> is malformed`, end);
  return setTag(scan, name, true, false, end + 1);
}

function setTag(scan: Scan, name: string, closing: boolean, selfClosing: boolean, end: number): Tag {
  const { tag } = scan;
  tag.name = name;
  tag.closing = closing;
  tag.selfClosing = selfClosing;
  tag.end = end;
  return tag;
}
