/**
 * The source excerpt under a text diagnostic: one line and a `^~~~` underline, actionlint style.
 * @see ../../../../shared/spec/README.md §3 (Text)
 */
import type { Diagnostic } from "../diagnostics/types.js";
import { TAB_WIDTH, cellWidth, visibleChar } from "./terminal.js";

/** At most this many UTF-16 code units of a source line are shown (a minified 50 MB line must not flood the terminal). */
export const MAX_SNIPPET_CHARS = 200;

/** How much text before the span is kept when a long line has to be cut on the left. */
const LEFT_CONTEXT = 40;

const ELLIPSIS = "…";

/** A rendered excerpt: the display text of the line and the underline, both tab-free and terminal-safe. */
export interface Snippet {
  /** The (possibly cut) source line as it should be printed. */
  source: string;
  /** Spaces that put the underline under the first character of the span. */
  padding: string;
  /** `^` followed by `~` for the rest of the span; at least `^`. */
  underline: string;
}

/** The part of a diagnostic's range that lies on its first line, as 0-based code-unit offsets. */
export interface LineSpan {
  start: number;
  /** Exclusive. Equal to `start` for an empty span (still underlined with one `^`). */
  end: number;
}

/**
 * The single-line part of `[column, endColumn)` on `lineText`: a multi-line range is underlined to the
 * end of its first line. Out-of-range columns are clamped (a column just past the end is allowed, for
 * "missing X at end of line").
 */
export function spanOnLine(lineText: string, range: Pick<Diagnostic, "line" | "column" | "endLine" | "endColumn">): LineSpan {
  const start = clamp(range.column - 1, 0, lineText.length);
  const end = range.endLine === range.line ? clamp(range.endColumn - 1, start, lineText.length) : lineText.length;
  return { start, end };
}

/** Renders `lineText` with the underline for `span`, cutting the line to a window around the span if it is long. */
export function renderSnippet(lineText: string, span: LineSpan): Snippet {
  const [from, to] = windowAround(lineText, span.start);
  let source = from > 0 ? ELLIPSIS : "";
  let cells = from > 0 ? 1 : 0;
  let caretStart = -1;
  let caretEnd = -1;
  let at = from;
  while (at < to) {
    if (at >= span.start && caretStart < 0) caretStart = cells;
    if (at >= span.end && caretEnd < 0) caretEnd = cells;
    const cp = lineText.codePointAt(at)!;
    const char = String.fromCodePoint(cp);
    if (char === "\t") {
      const spaces = TAB_WIDTH - (cells % TAB_WIDTH);
      source += " ".repeat(spaces);
      cells += spaces;
    } else {
      const shown = visibleChar(char);
      source += shown;
      cells += cellWidth(shown);
    }
    at += char.length;
  }
  if (caretStart < 0) caretStart = cells;
  if (caretEnd < 0) caretEnd = cells;
  if (to < lineText.length) source += ELLIPSIS;
  const width = Math.max(1, caretEnd - caretStart);
  return { source, padding: " ".repeat(caretStart), underline: "^" + "~".repeat(width - 1) };
}

/** The `[from, to)` code-unit window of a line that is shown: all of it when short, else one containing `start`. */
function windowAround(lineText: string, start: number): [number, number] {
  if (lineText.length <= MAX_SNIPPET_CHARS) return [0, lineText.length];
  let from = start < MAX_SNIPPET_CHARS - LEFT_CONTEXT ? 0 : start - LEFT_CONTEXT;
  let to = Math.min(lineText.length, from + MAX_SNIPPET_CHARS);
  // Never split a surrogate pair at either edge.
  if (from > 0 && isLowSurrogate(lineText.charCodeAt(from))) from--;
  if (to < lineText.length && isLowSurrogate(lineText.charCodeAt(to))) to++;
  return [from, to];
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(Number.isFinite(value) ? Math.trunc(value) : low, low), high);
}
