/**
 * Random access to single source lines, shared by the text snippet and the SARIF fingerprint.
 */

/** Returns the text of 1-based `line` of `file` (without its line break), or `undefined` when unknown. */
export type LineLookup = (file: string, line: number) => string | undefined;

/**
 * Builds a `LineLookup` over `sources`. Line starts are indexed lazily, once per file, so a report
 * with many diagnostics in one large file stays linear; the returned line is a slice, never a copy of
 * the whole file. Lines end at LF; a CR before it (CRLF files) is not part of the line.
 */
export function createLineLookup(sources: ReadonlyMap<string, string>): LineLookup {
  const starts = new Map<string, number[]>();
  return (file, line) => {
    const text = sources.get(file);
    if (text === undefined || !Number.isInteger(line) || line < 1) return undefined;
    let index = starts.get(file);
    if (index === undefined) {
      index = lineStarts(text);
      starts.set(file, index);
    }
    const start = index[line - 1];
    if (start === undefined) return undefined;
    const next = index[line];
    let end = next === undefined ? text.length : next - 1;
    if (end > start && text.charCodeAt(end - 1) === 13 /* CR */) end--;
    return text.slice(start, end);
  };
}

/** Offsets at which each line of `text` starts. */
function lineStarts(text: string): number[] {
  const result = [0];
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    result.push(at + 1);
  }
  return result;
}
