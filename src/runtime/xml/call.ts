/**
 * Parses the body of one `<tool_call>`: exactly one `<name>`, at most one `<params>` holding one
 * element per parameter, in either order, with whitespace and comments between them. Everything else
 * is reported (stray text, scattered or repeated parameters, unknown elements), never repaired by
 * guessing and never dropped. The one tolerated slip: `</params>` may be left out before `</tool_call>`.
 * Failures are recorded on the {@link Scan} and signalled by `null` (see scanner.ts for why).
 * @see ../../../../shared/spec/README.md §7
 */
import { readContent } from "./content.js";
import type { NamedReason, Scan, Tag } from "./scan.js";
import { isBangAt, isCallOpen, isCallTag, isNameStart, readTag, skipComment, skipSpace, tagIs, tagName } from "./scanner.js";

/** A parsed call, or `null` for an empty `<tool_call></tool_call>`. */
export type CallBody = { name: string; params: Record<string, string> } | null;

interface Params {
  params: Record<string, string>;
  end: number;
  /** `</tool_call>` closed the block directly (missing `</params>`). */
  callEnded: boolean;
}

/** Where a tag is read, and the reasons for what must not be there (built once: a call may fail on them a million times). */
interface Place {
  text: string;
  cdata: string;
}

const IN_PARAMS: Place = {
  text: "unexpected text inside <params>",
  cdata: "unexpected CDATA inside <params>; put each value inside its parameter element",
};
const IN_CALL: Place = {
  text: "unexpected text outside <name> and <params>",
  cdata: "unexpected CDATA outside <name> and <params>; put each value inside its parameter element",
};

const closingInParams: NamedReason = (name) => `unexpected closing tag </${name}> inside <params>`;
const repeatedParameter: NamedReason = (name) => `parameter <${name}> is given more than once`;
const closingInCall: NamedReason = (name) => `unexpected closing tag </${name}>`;
const elementInCall: NamedReason = (name) =>
  `unexpected element <${name}> outside <params>; the tool name goes in <name> and every parameter inside <params>`;

/** Skips whitespace and comments; -1 (recorded) on an unclosed comment. */
function skipFiller(scan: Scan, at: number): number {
  for (;;) {
    at = skipSpace(scan.text, at);
    if (!isBangAt(scan.text, at) || !scan.text.startsWith("<!--", at)) return at;
    at = skipComment(scan, at);
    if (at < 0) return -1;
  }
}

/** The tag at `at` inside a call, after the checks every position shares. */
function tagAt(scan: Scan, at: number, place: Place): Tag | null {
  const { text } = scan;
  if (at >= text.length) return scan.fail("the call is not closed with </tool_call>", text.length, true);
  if (text.charCodeAt(at) !== 0x3c /* < */) return scan.fail(place.text, at);
  // The character after `<` decides which of the slower tests can apply at all.
  const second = text.charCodeAt(at + 1);
  if (second === 0x21 /* ! */ && text.startsWith("<![CDATA[", at)) return scan.fail(place.cdata, at);
  if ((second | 0x20) === 0x74 /* t or T */ && isCallOpen(text, at)) {
    return scan.fail("the call is not closed with </tool_call> before the next <tool_call>", at, true);
  }
  const next = second === 0x2f /* / */ ? text.charCodeAt(at + 2) : second;
  if (!isNameStart(next)) return scan.fail(place.text, at);
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
    const tag = at < 0 ? null : tagAt(scan, at, IN_PARAMS);
    if (!tag) return null;
    if (tag.closing) {
      if (tagIs(scan, "params")) return { params, end: tag.end, callEnded: false };
      if (isCallTag(scan)) return { params, end: tag.end, callEnded: true };
      return scan.fail(scan.named(closingInParams, tagName(scan)), at);
    }
    const name = scan.elementName();
    if (Object.prototype.hasOwnProperty.call(params, name)) return scan.fail(scan.named(repeatedParameter, name), at);
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
    const tag = at < 0 ? null : tagAt(scan, at, IN_CALL);
    if (!tag) return null;
    if (tag.closing) {
      if (!isCallTag(scan)) return scan.fail(scan.named(closingInCall, tagName(scan)), tagStart);
      at = tag.end;
      break;
    }
    if (tagIs(scan, "name")) {
      if (name !== undefined) return scan.fail("<name> is given more than once", tagStart);
      at = readElement(scan, scan.elementName(), tag.end, tag.selfClosing, true);
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
      return scan.fail(scan.named(elementInCall, tagName(scan)), tagStart);
    }
  }
  if (name === undefined && params === undefined) return { call: null, end: at };
  if (name === undefined) return scan.fail("the call has no <name>", at, true);
  if (name === "") return scan.fail("<name> is empty", at, true);
  return { call: { name, params: params ?? {} }, end: at };
}
