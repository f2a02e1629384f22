/**
 * `parseToolCalls`: finds every `<tool_call>` in a model reply and returns one item per call, in
 * order: `{ name, params }` or `{ error, raw }`. A single forward scan: CDATA-aware (a `</tool_call>`
 * inside CDATA does not end the call), attributes on `<tool_call …>` accepted, entities decoded outside
 * CDATA, CDATA verbatim. Malformed and truncated calls become error items; text outside calls is ignored.
 * Linear time on any input: no backtracking, and recovery never rescans what it skipped.
 * @see ../../../../shared/spec/README.md §7, ../../../../shared/reference/markdown-tools-reference.md §4.6
 */
import { parseCallBody } from "./call.js";
import { Scan } from "./scan.js";
import { isBangAt, isCallOpen, isCallTag, readTag } from "./scanner.js";

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

/** Reasons repeat (adversarial input may hold a million broken calls): share their message strings. */
const messageCache = new Map<string, string>();
const MESSAGE_CACHE_LIMIT = 256;

/** The model-facing error text (same opening words as the reference). */
export function parseErrorMessage(reason: string): string {
  let message = messageCache.get(reason);
  if (message === undefined) {
    message = `Your tool call could not be parsed: ${reason}. Please use the correct format:\n${FORMAT_EXAMPLE}`;
    if (messageCache.size < MESSAGE_CACHE_LIMIT) messageCache.set(reason, message);
  }
  return message;
}

function findCallOpen(text: string, from: number): number {
  for (let lt = text.indexOf("<", from); lt >= 0; lt = text.indexOf("<", lt + 1)) {
    if (isCallOpen(text, lt)) return lt;
  }
  return -1;
}

/** After an error at `from`: the end of the broken call (after `</tool_call>`, before the next opener, or the end). */
function recoverEnd(scan: Scan, from: number): number {
  const { text } = scan;
  let lt = text.indexOf("<", from);
  while (lt >= 0) {
    if (isBangAt(text, lt) && (text.startsWith("<![CDATA[", lt) || text.startsWith("<!--", lt))) {
      const close = text.indexOf(text.charCodeAt(lt + 2) === 0x2d ? "-->" : "]]>", lt + 4);
      if (close < 0) return text.length;
      lt = text.indexOf("<", close + 3);
      continue;
    }
    // `from` is past the broken call's own opener, so any opener here starts the next call.
    if (isCallOpen(text, lt)) return lt;
    if (text.charCodeAt(lt + 1) === 0x2f) {
      const tag = readTag(scan, lt);
      if (tag && isCallTag(scan)) return tag.end;
    }
    lt = text.indexOf("<", lt + 1);
  }
  return text.length;
}

/** Parses one call starting at `start` (a `<tool_call` opener); returns the item (or null) and where to go on. */
function parseOne(scan: Scan, start: number): { item: ParsedToolCallItem | null; end: number } {
  const open = readTag(scan, start);
  if (open?.selfClosing) return { item: null, end: open.end };
  const body = open ? parseCallBody(scan, open.end) : null;
  if (body) return { item: body.call, end: body.end };
  // Read before recovery: it may read tags, and a failure there reuses the same record (scan.ts).
  const { reason, at, endsHere } = scan.failure!;
  const end = endsHere ? at : recoverEnd(scan, Math.max(at, start + 1));
  scan.failure = null;
  return { item: { error: scan.message(reason, parseErrorMessage), raw: scan.text.slice(start, end) }, end };
}

/** Every tool call in `text`, in order. Never throws on any input. */
export function parseToolCalls(text: string): ParsedToolCallItem[] {
  const items: ParsedToolCallItem[] = [];
  const scan = new Scan(text);
  let at = 0;
  for (;;) {
    const start = findCallOpen(text, at);
    if (start < 0) return items;
    const { item, end } = parseOne(scan, start);
    if (item) items.push(item);
    at = Math.max(end, start + 1);
  }
}
