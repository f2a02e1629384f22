/**
 * Parses the body of one `<tool_call>`: exactly one `<name>`, at most one `<params>` holding one
 * element per parameter, in either order, with whitespace and comments between them. Everything else
 * is reported (stray text, scattered or repeated parameters, unknown elements), never repaired by
 * guessing and never dropped. The one tolerated slip: `</params>` may be left out before `</tool_call>`.
 * Failures are recorded on the {@link Scan} and signalled by `null` (see scanner.ts for why).
 * @see ../../../../shared/spec/README.md §7
 */
import { readContent } from "./content.js";
import { isCallName, isCallOpen, isNameStart, readTag, skipComment, skipSpace, type Scan, type Tag } from "./scanner.js";

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

function readParams(scan: Scan, at: number): Params | null {
  const params: Record<string, string> = {};
  for (;;) {
    at = skipFiller(scan, at);
    const tag = at < 0 ? null : tagAt(scan, at, "inside <params>");
    if (!tag) return null;
    if (tag.closing) {
      if (tag.name.toLowerCase() === "params") return { params, end: tag.end, callEnded: false };
      if (isCallName(tag.name)) return { params, end: tag.end, callEnded: true };
      return scan.fail(`unexpected closing tag </${tag.name}> inside <params>`, at);
    }
    if (Object.prototype.hasOwnProperty.call(params, tag.name)) return scan.fail(`parameter <${tag.name}> is given more than once`, at);
    const content = tag.selfClosing ? { value: "", end: tag.end } : readContent(scan, tag.end, tag.name, false);
    if (!content) return null;
    setParam(params, tag.name, content.value);
    at = content.end;
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
    const lower = tag.name.toLowerCase();
    if (tag.closing) {
      if (!isCallName(tag.name)) return scan.fail(`unexpected closing tag </${tag.name}>`, tagStart);
      at = tag.end;
      break;
    }
    if (lower === "name") {
      if (name !== undefined) return scan.fail("<name> is given more than once", tagStart);
      const content = tag.selfClosing ? { value: "", end: tag.end } : readContent(scan, tag.end, tag.name, true);
      if (!content) return null;
      name = content.value.trim();
      at = content.end;
    } else if (lower === "params") {
      if (params !== undefined) return scan.fail("<params> is given more than once", tagStart);
      const read = tag.selfClosing ? { params: {}, end: tag.end, callEnded: false } : readParams(scan, tag.end);
      if (!read) return null;
      params = read.params;
      at = read.end;
      if (read.callEnded) break;
    } else {
      return scan.fail(`unexpected element <${tag.name}> outside <params>; the tool name goes in <name> and every parameter inside <params>`, tagStart);
    }
  }
  if (name === undefined && params === undefined) return { call: null, end: at };
  if (name === undefined) return scan.fail("the call has no <name>", at, true);
  if (name === "") return scan.fail("<name> is empty", at, true);
  return { call: { name, params: params ?? {} }, end: at };
}
