/**
 * Parses the body of one `<tool_call>`: exactly one `<name>`, at most one `<params>` holding one
 * element per parameter, in either order, with whitespace and comments between them. Everything else
 * is reported (stray text, scattered or repeated parameters, unknown elements), never repaired by
 * guessing and never dropped. The one tolerated slip: `</params>` may be left out before `</tool_call>`.
 * Failures are recorded on the {@link Scan} and signalled by `null` (see scanner.ts for why).
 * @see ../../../../shared/spec/README.md §7
 */
import { readContent } from "./content.js";
import { isCallOpen, isCallTag, isNameStart, readTag, skipComment, skipSpace, tagIs, tagName, type Scan, type Tag } from "./scanner.js";

/** A parsed call, or `null` for an empty `<tool_call></tool_call>`. */
export type CallBody = { name: string; params: Record<string, string> } | null;

interface Params {
  params: Record<string, string>;
  end: number;
  /** `</tool_call>` closed the block directly (missing `</params>`). */
  callEnded: boolean;
}

/** Skips whitespace and comments; -1 (recorded) on an unclosed comment. */
function skipFiller(scan: Scan, at: number): number {
  for (;;) {
    at = skipSpace(scan.text, at);
    if (!scan.text.startsWith("<!--", at)) return at;
    at = skipComment(scan, at);
    if (at < 0) return -1;
  }
}

/** The tag at `at` inside a call, after the checks every position shares. */
function tagAt(scan: Scan, at: number, where: string): Tag | null {
  const { text } = scan;
  if (at >= text.length) return scan.fail("the call is not closed with </tool_call>", text.length, true);
  if (text.charCodeAt(at) !== 0x3c /* < */) return scan.fail(`unexpected text ${where}`, at);
  if (text.startsWith("<![CDATA[", at)) return scan.fail(`unexpected CDATA ${where}; put each value inside its parameter element`, at);
  if (isCallOpen(text, at)) return scan.fail("the call is not closed with </tool_call> before the next <tool_call>", at, true);
  const next = text.charCodeAt(at + (text.charCodeAt(at + 1) === 0x2f ? 2 : 1));
  if (!isNameStart(next)) return scan.fail(`unexpected text ${where}`, at);
  return readTag(scan, at);
}

/** Stores a parameter as an ordinary own property (a parameter may be called `__proto__`). */
function setParam(params: Record<string, string>, name: string, value: string): void {
  if (name === "__proto__") Object.defineProperty(params, name, { value, enumerable: true, writable: true, configurable: true });
  else params[name] = value;
}

/** Reads one element's content; -1 (recorded) when malformed. Leaves the value in `scan.value`. */
function readElement(scan: Scan, name: string, end: number, selfClosing: boolean, foldCase: boolean): number {
  if (!selfClosing) return readContent(scan, end, name, foldCase);
  scan.value = "";
  return end;
}

function readParams(scan: Scan, at: number): Params | null {
  const params: Record<string, string> = {};
  for (;;) {
    at = skipFiller(scan, at);
    const tag = at < 0 ? null : tagAt(scan, at, "inside <params>");
    if (!tag) return null;
    if (tag.closing) {
      if (tagIs(scan, "params")) return { params, end: tag.end, callEnded: false };
      if (isCallTag(scan)) return { params, end: tag.end, callEnded: true };
      return scan.fail(`unexpected closing tag </${tagName(scan)}> inside <params>`, at);
    }
    const name = tagName(scan);
    if (Object.prototype.hasOwnProperty.call(params, name)) return scan.fail(`parameter <${name}> is given more than once`, at);
    at = readElement(scan, name, tag.end, tag.selfClosing, false);
    if (at < 0) return null;
    setParam(params, name, scan.value);
  }
}

/** Parses from `at` (just after the `<tool_call …>` start tag) to the end of `</tool_call>`; `null` when malformed. */
export function parseCallBody(scan: Scan, at: number): { call: CallBody; end: number } | null {
  let name: string | undefined;
  let params: Record<string, string> | undefined;
  for (;;) {
    at = skipFiller(scan, at);
    const tagStart = at;
    const tag = at < 0 ? null : tagAt(scan, at, "outside <name> and <params>");
    if (!tag) return null;
    if (tag.closing) {
      if (!isCallTag(scan)) return scan.fail(`unexpected closing tag </${tagName(scan)}>`, tagStart);
      at = tag.end;
      break;
    }
    if (tagIs(scan, "name")) {
      if (name !== undefined) return scan.fail("<name> is given more than once", tagStart);
      at = readElement(scan, tagName(scan), tag.end, tag.selfClosing, true);
      if (at < 0) return null;
      name = scan.value.trim();
    } else if (tagIs(scan, "params")) {
      if (params !== undefined) return scan.fail("<params> is given more than once", tagStart);
      const read = tag.selfClosing ? { params: {}, end: tag.end, callEnded: false } : readParams(scan, tag.end);
      if (!read) return null;
      params = read.params;
      at = read.end;
      if (read.callEnded) break;
    } else {
      return scan.fail(`unexpected element <${tagName(scan)}> outside <params>; the tool name goes in <name> and every parameter inside <params>`, tagStart);
    }
  }
  if (name === undefined && params === undefined) return { call: null, end: at };
  if (name === undefined) return scan.fail("the call has no <name>", at, true);
  if (name === "") return scan.fail("<name> is empty", at, true);
  return { call: { name, params: params ?? {} }, end: at };
}
