/**
 * `parseToolCalls`: finds every `<tool_call>` in a model reply and returns one item per call, in
 * order: `{ name, params }` or `{ error, raw }`. A single forward scan: CDATA-aware (a `</tool_call>`
 * inside CDATA does not end the call), attributes on `<tool_call …>` accepted, entities decoded outside
 * CDATA, CDATA verbatim. Malformed and truncated calls become error items; text outside calls is ignored.
 * Linear time on any input: no backtracking, and recovery never rescans what it skipped.
 * @see ../../../../shared/spec/README.md §7, ../../../../shared/reference/markdown-tools-reference.md §4.6
 */
import { parseCallBody } from "./call.js";
import { isCallName, isCallOpen, Malformed, readTag } from "./scanner.js";

/** A call the model made. Values are strings; the runtime coerces them. */
export interface ParsedToolCall {
  name: string;
  params: Record<string, string>;
}

/** A call that could not be parsed: `error` is written for the model, `raw` is the call's text. */
export interface ToolCallParseError {
  error: string;
  raw: string;
}

/** One item of {@link parseToolCalls}. */
export type ParsedToolCallItem = ParsedToolCall | ToolCallParseError;

const FORMAT_EXAMPLE = [
  "<tool_call>",
  "  <name>TOOL_NAME</name>",
  "  <params>",
  "    <PARAM_NAME><![CDATA[value]]></PARAM_NAME>",
  "  </params>",
  "</tool_call>",
].join("\n");

/** The model-facing error text (same opening words as the reference). */
export function parseErrorMessage(reason: string): string {
  return `Your tool call could not be parsed: ${reason}. Please use the correct format:\n${FORMAT_EXAMPLE}`;
}

function findCallOpen(text: string, from: number): number {
  for (let lt = text.indexOf("<", from); lt >= 0; lt = text.indexOf("<", lt + 1)) {
    if (isCallOpen(text, lt)) return lt;
  }
  return -1;
}

/** After an error at `from`: the end of the broken call (after `</tool_call>`, before the next opener, or the end). */
function recoverEnd(text: string, from: number): number {
  let lt = text.indexOf("<", from);
  while (lt >= 0) {
    if (text.startsWith("<![CDATA[", lt)) {
      const close = text.indexOf("]]>", lt + 9);
      if (close < 0) return text.length;
      lt = text.indexOf("<", close + 3);
      continue;
    }
    if (text.startsWith("<!--", lt)) {
      const close = text.indexOf("-->", lt + 4);
      if (close < 0) return text.length;
      lt = text.indexOf("<", close + 3);
      continue;
    }
    // `from` is past the broken call's own opener, so any opener here starts the next call.
    if (isCallOpen(text, lt)) return lt;
    if (text.charCodeAt(lt + 1) === 0x2f && isClosingCall(text, lt)) return readTag(text, lt).end;
    lt = text.indexOf("<", lt + 1);
  }
  return text.length;
}

function isClosingCall(text: string, at: number): boolean {
  try {
    return isCallName(readTag(text, at).name);
  } catch {
    return false;
  }
}

/** Parses one call starting at `start` (a `<tool_call` opener); returns the item (or null) and where to go on. */
function parseOne(text: string, start: number): { item: ParsedToolCallItem | null; end: number } {
  try {
    const open = readTag(text, start);
    if (open.selfClosing) return { item: null, end: open.end };
    const { call, end } = parseCallBody(text, open.end);
    return { item: call, end };
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    const end = error.endsHere ? error.at : recoverEnd(text, Math.max(error.at, start + 1));
    return { item: { error: parseErrorMessage(error.reason), raw: text.slice(start, end) }, end };
  }
}

/** Every tool call in `text`, in order. Never throws on any input. */
export function parseToolCalls(text: string): ParsedToolCallItem[] {
  const items: ParsedToolCallItem[] = [];
  let at = 0;
  for (;;) {
    const start = findCallOpen(text, at);
    if (start < 0) return items;
    const { item, end } = parseOne(text, start);
    if (item) items.push(item);
    at = Math.max(end, start + 1);
  }
}
