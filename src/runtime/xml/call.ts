/**
 * Parses the body of one `<tool_call>`: exactly one `<name>`, at most one `<params>` holding one
 * element per parameter, in either order, with whitespace and comments between them. Everything else
 * is reported (stray text, scattered or repeated parameters, unknown elements), never repaired by
 * guessing and never dropped. The one tolerated slip: `</params>` may be left out before `</tool_call>`.
 * @see ../../../../shared/spec/README.md §7
 */
import { readContent } from "./content.js";
import { isCallName, isCallOpen, isNameStart, Malformed, readTag, skipComment, skipSpace, type Tag } from "./scanner.js";

/** A parsed call, or `null` for an empty `<tool_call></tool_call>`. */
export type CallBody = { name: string; params: Record<string, string> } | null;

interface Params {
  entries: Map<string, string>;
  end: number;
  /** `</tool_call>` closed the block directly (missing `</params>`). */
  callEnded: boolean;
}

/** Common checks at a `<` inside a call; returns the tag there. */
function tagAt(text: string, at: number, where: string): Tag {
  if (at >= text.length) throw new Malformed(`the call is not closed with </tool_call>`, text.length, true);
  if (text.charCodeAt(at) !== 0x3c /* < */) throw new Malformed(`unexpected text ${where}`, at);
  if (text.startsWith("<![CDATA[", at)) throw new Malformed(`unexpected CDATA ${where}; put each value inside its parameter element`, at);
  if (isCallOpen(text, at)) throw new Malformed("the call is not closed with </tool_call> before the next <tool_call>", at, true);
  const next = text.charCodeAt(at + (text.charCodeAt(at + 1) === 0x2f ? 2 : 1));
  if (!isNameStart(next)) throw new Malformed(`unexpected text ${where}`, at);
  return readTag(text, at);
}

function readParams(text: string, at: number): Params {
  const entries = new Map<string, string>();
  for (;;) {
    at = skipSpace(text, at);
    if (text.startsWith("<!--", at)) {
      at = skipComment(text, at);
      continue;
    }
    const tag = tagAt(text, at, "inside <params>");
    if (tag.closing) {
      if (tag.name.toLowerCase() === "params") return { entries, end: tag.end, callEnded: false };
      if (isCallName(tag.name)) return { entries, end: tag.end, callEnded: true };
      throw new Malformed(`unexpected closing tag </${tag.name}> inside <params>`, at);
    }
    if (entries.has(tag.name)) throw new Malformed(`parameter <${tag.name}> is given more than once`, at);
    const content = tag.selfClosing ? { value: "", end: tag.end } : readContent(text, tag.end, tag.name, false);
    entries.set(tag.name, content.value);
    at = content.end;
  }
}

/** Parses from `at` (just after the `<tool_call …>` start tag) to the end of `</tool_call>`. */
export function parseCallBody(text: string, at: number): { call: CallBody; end: number } {
  let name: string | undefined;
  let params: Map<string, string> | undefined;
  for (;;) {
    at = skipSpace(text, at);
    if (text.startsWith("<!--", at)) {
      at = skipComment(text, at);
      continue;
    }
    const tagStart = at;
    const tag = tagAt(text, at, "outside <name> and <params>");
    const lower = tag.name.toLowerCase();
    if (tag.closing) {
      if (isCallName(tag.name)) {
        at = tag.end;
        break;
      }
      throw new Malformed(`unexpected closing tag </${tag.name}>`, tagStart);
    }
    if (lower === "name") {
      if (name !== undefined) throw new Malformed("<name> is given more than once", tagStart);
      const content = tag.selfClosing ? { value: "", end: tag.end } : readContent(text, tag.end, tag.name, true);
      name = content.value.trim();
      at = content.end;
    } else if (lower === "params") {
      if (params !== undefined) throw new Malformed("<params> is given more than once", tagStart);
      const read = tag.selfClosing ? { entries: new Map<string, string>(), end: tag.end, callEnded: false } : readParams(text, tag.end);
      params = read.entries;
      at = read.end;
      if (read.callEnded) break;
    } else {
      throw new Malformed(`unexpected element <${tag.name}> outside <params>; the tool name goes in <name> and every parameter inside <params>`, tagStart);
    }
  }
  if (name === undefined && params === undefined) return { call: null, end: at };
  if (name === undefined) throw new Malformed("the call has no <name>", at, true);
  if (name === "") throw new Malformed("<name> is empty", at, true);
  // fromEntries keeps a parameter called `__proto__` an ordinary key.
  return { call: { name, params: Object.fromEntries(params ?? []) }, end: at };
}
