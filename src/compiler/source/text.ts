/**
 * Source texts and offset → line/column mapping. Every diagnostic position is computed here, from
 * absolute offsets into the original file, so frontmatter and YAML offsets never leak into rules.
 */

/** A file as read from disk, with its project-relative path and a lazily built line index. */
export interface SourceText {
  /** Project-relative, `/`-separated. */
  readonly path: string;
  /** The decoded text (invalid UTF-8 replaced with U+FFFD; such files are flagged by the parser). */
  readonly text: string;
  /** Start offset of each line; built on first use. */
  lineStarts?: number[];
}

/** A 1-based line/column pair. */
export interface Position {
  line: number;
  column: number;
}

/** A range in one file: absolute offsets `[start, end)` into `SourceText.text`. */
export interface Span {
  file: string;
  start: number;
  end: number;
  /** `file`: report at 1:1 (whole file); `directory`: a path with no range. */
  whole?: "file" | "directory";
}

function lineStartsOf(source: SourceText): number[] {
  if (source.lineStarts) return source.lineStarts;
  const starts = [0];
  const text = source.text;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  source.lineStarts = starts;
  return starts;
}

/** The 1-based position of `offset` in `source` (clamped to the text). */
export function positionAt(source: SourceText, offset: number): Position {
  const starts = lineStartsOf(source);
  const clamped = Math.max(0, Math.min(offset, source.text.length));
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= clamped) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: clamped - starts[low]! + 1 };
}

/** The text of 1-based `line` without its line terminator. */
export function lineText(source: SourceText, line: number): string {
  const starts = lineStartsOf(source);
  const start = starts[line - 1];
  if (start === undefined) return "";
  const next = starts[line];
  const end = next === undefined ? source.text.length : next - 1;
  return source.text.slice(start, end).replace(/\r$/, "");
}

/** A span covering the whole file (reported at 1:1). */
export function fileSpan(path: string): Span {
  return { file: path, start: 0, end: 0, whole: "file" };
}

/** A span naming a directory (reported at 1:1 of the directory path). */
export function directorySpan(path: string): Span {
  return { file: path, start: 0, end: 0, whole: "directory" };
}
