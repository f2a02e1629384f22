/**
 * Reads the content of one element (`<name>` or a parameter) up to its closing tag: text with
 * entities decoded, CDATA kept verbatim, comments skipped. Nested elements are an error (the
 * reference silently dropped their text). Leading whitespace before the value and trailing whitespace
 * after it are trimmed only where they are plain text: CDATA content is never trimmed.
 */
import { decodeEntities } from "./entities.js";
import type { NamedReason, Scan } from "./scan.js";
import { isBangAt, isCallOpen, isCallTag, isNameStart, readTag, skipComment, skipSpace, tagName } from "./scanner.js";

const CDATA_OPEN = "<![CDATA[";

// Reasons a broken call can repeat a million times, built once per scan and name (scan.ts).
const unclosedAtCallEnd: NamedReason = (opened) => `<${opened}> is not closed before </tool_call>`;
const unclosedAtNextCall: NamedReason = (opened) => `<${opened}> is not closed before the next <tool_call>`;

/** Whether the closing tag just read names `opened`: exactly, or (`foldCase`) in another letter case. */
function closes(scan: Scan, opened: string, foldCase: boolean): boolean {
  const { tag, text } = scan;
  if (tag.nameEnd - tag.nameStart !== opened.length) return false;
  // In place first: the closing tag of a well-formed element, the common case, allocates nothing.
  if (text.startsWith(opened, tag.nameStart)) return true;
  return foldCase && tagName(scan).toLowerCase() === opened.toLowerCase();
}

/** Reads the closing tag at `at` (`</…`) of the element `opened`: the index after it, or -1 (recorded). */
function closingTag(scan: Scan, at: number, opened: string, foldCase: boolean): number {
  // `</opened>` exactly, the common case: what readTag would find, without reading the name char by char.
  const gt = at + 2 + opened.length;
  if (scan.text.charCodeAt(gt) === 0x3e /* > */ && scan.text.startsWith(opened, at + 2)) return gt + 1;
  const tag = readTag(scan, at);
  if (!tag) return -1;
  if (closes(scan, opened, foldCase)) return tag.end;
  if (isCallTag(scan)) scan.fail(scan.named(unclosedAtCallEnd, opened), at);
  else scan.fail(`found </${tagName(scan)}> where </${opened}> was expected`, at);
  return -1;
}

/** Whether the `<` at `lt` starts markup (as opposed to a literal `<` in text such as `a < b`). */
function isMarkup(text: string, lt: number): boolean {
  const next = text.charCodeAt(lt + 1);
  if (isNameStart(next)) return true;
  if (next === 0x2f /* / */) return isNameStart(text.charCodeAt(lt + 2));
  return next === 0x21 /* ! */ && (text.startsWith(CDATA_OPEN, lt) || text.startsWith("<!--", lt));
}

/** -1 after a recorded failure (keeps the `return failed(scan.fail(…))` one-liners). */
function failed(_recorded: null): number {
  return -1;
}

function nestedElement(scan: Scan, lt: number, opened: string): null {
  const nested = readTag(scan, lt);
  if (!nested) return null;
  return scan.fail(`<${opened}> contains a nested element <${tagName(scan)}>; write the value as text or wrap it in <![CDATA[...]]>`, lt);
}

/** {@link readSimple}'s answer when the content is not one of the simple shapes. */
const NOT_SIMPLE = -2;

/** Whether a closing tag (`</` and a name start) begins at `lt`. */
function isClosingAt(text: string, lt: number): boolean {
  return text.charCodeAt(lt) === 0x3c && text.charCodeAt(lt + 1) === 0x2f && isNameStart(text.charCodeAt(lt + 2));
}

/**
 * The two shapes nearly every value has, read with one or two `indexOf` and one slice: a single CDATA
 * section between XML whitespace, or plain text (no markup, not even a literal `<`) up to the closing tag.
 * They give what the general loop gives: XML whitespace around a CDATA section trims to nothing, and a
 * lone text run is trimmed on both ends. Anything else is {@link NOT_SIMPLE}, and nothing was recorded.
 */
function readSimple(scan: Scan, at: number, opened: string, foldCase: boolean): number {
  const { text } = scan;
  const start = skipSpace(text, at);
  if (isBangAt(text, start) && text.startsWith(CDATA_OPEN, start)) {
    const close = text.indexOf("]]>", start + CDATA_OPEN.length);
    const lt = close < 0 ? -1 : skipSpace(text, close + 3);
    if (lt < 0 || !isClosingAt(text, lt)) return NOT_SIMPLE;
    scan.value = text.slice(start + CDATA_OPEN.length, close);
    return closingTag(scan, lt, opened, foldCase);
  }
  const lt = text.indexOf("<", start);
  if (lt < 0 || !isClosingAt(text, lt)) return NOT_SIMPLE;
  scan.value = decodeEntities(text.slice(at, lt)).trim();
  return closingTag(scan, lt, opened, foldCase);
}

/**
 * Reads from `at` (just after `<opened>`) to the end of `</opened>`: returns the index after the
 * closing tag and leaves the value in `scan.value`; -1 (recorded) when malformed.
 */
export function readContent(scan: Scan, at: number, opened: string, foldCase: boolean): number {
  const simple = readSimple(scan, at, opened, foldCase);
  return simple === NOT_SIMPLE ? readMixed(scan, at, opened, foldCase) : simple;
}

/**
 * The general case of {@link readContent}: text runs, CDATA sections and comments in any mix. Exported for
 * the test that holds the fast path to it (test/runtime/xml-content.test.ts).
 */
export function readMixed(scan: Scan, at: number, opened: string, foldCase: boolean): number {
  const { text } = scan;
  let out = "";
  /** Index in `out` where the trailing plain-text run began; -1 right after CDATA. */
  let runStart = 0;
  /** Only whitespace so far: indentation before the value is not part of it. */
  let leading = true;
  /** Start of the text not yet copied to `out` (literal `<` stay inside it). */
  let pending = at;
  let search = at;
  for (;;) {
    const lt = text.indexOf("<", search);
    if (lt < 0) return failed(scan.fail(`<${opened}> is not closed`, text.length, true));
    if (!isMarkup(text, lt)) {
      search = lt + 1;
      continue;
    }
    if (lt > pending) {
      if (runStart < 0) runStart = out.length;
      let piece = decodeEntities(text.slice(pending, lt));
      if (leading) {
        piece = piece.trimStart();
        leading = piece === "";
      }
      out += piece;
    }
    const next = text.charCodeAt(lt + 1);
    if (next === 0x2f /* / */) {
      scan.value = runStart < 0 ? out : out.slice(0, runStart) + out.slice(runStart).trimEnd();
      return closingTag(scan, lt, opened, foldCase);
    }
    if (next !== 0x21 /* ! */) {
      if (isCallOpen(text, lt)) return failed(scan.fail(scan.named(unclosedAtNextCall, opened), lt, true));
      return failed(nestedElement(scan, lt, opened));
    }
    if (text.charCodeAt(lt + 2) === 0x2d /* - */) {
      pending = search = skipComment(scan, lt);
      if (search < 0) return -1;
      continue;
    }
    const close = text.indexOf("]]>", lt + CDATA_OPEN.length);
    if (close < 0) return failed(scan.fail(`a CDATA section in <${opened}> is not closed`, text.length, true));
    out += text.slice(lt + CDATA_OPEN.length, close);
    runStart = -1;
    leading = false;
    pending = search = close + 3;
  }
}
