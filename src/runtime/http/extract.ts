/**
 * `response_extract`: the reference's JSONPath subset, `$`, `.key` and `[N]`, parsed strictly.
 * A path that reaches nothing is a miss (reported as an error by the caller), while an explicit JSON
 * `null` at the path is a hit: unlike the reference, the two are not confused.
 * @see ../../../../shared/reference/markdown-tools-reference.md §3.5
 */

/** One step of a path. */
export type PathStep = { key: string } | { index: number };

/** Parses `$.a.b[0]`, `a.b`, `$[1]`, `$`; returns `null` for anything outside the subset. */
export function parseExtractPath(expression: string): PathStep[] | null {
  const text = expression.trim();
  const steps: PathStep[] = [];
  let i = text.startsWith("$") ? 1 : 0;
  // A bare leading key (`data.price`) is accepted like the reference does.
  if (i === 0 && text !== "" && text[0] !== "." && text[0] !== "[") i = readKey(text, 0, steps);
  while (i < text.length && i >= 0) {
    if (text[i] === ".") i = readKey(text, i + 1, steps);
    else if (text[i] === "[") i = readIndex(text, i + 1, steps);
    else return null;
  }
  return i < 0 ? null : steps;
}

function readKey(text: string, start: number, steps: PathStep[]): number {
  let end = start;
  while (end < text.length && text[end] !== "." && text[end] !== "[") end++;
  if (end === start) return -1;
  steps.push({ key: text.slice(start, end) });
  return end;
}

function readIndex(text: string, start: number, steps: PathStep[]): number {
  const close = text.indexOf("]", start);
  const digits = close < 0 ? "" : text.slice(start, close);
  if (!/^\d+$/.test(digits)) return -1;
  steps.push({ index: Number(digits) });
  return close + 1;
}

/** The outcome of walking a path. */
export type ExtractResult = { found: true; value: unknown } | { found: false };

/** Walks `steps` through parsed JSON; only own keys and in-range indexes match. */
export function extractPath(document: unknown, steps: readonly PathStep[]): ExtractResult {
  let current = document;
  for (const step of steps) {
    if ("key" in step) {
      if (typeof current !== "object" || current === null || Array.isArray(current)) return { found: false };
      if (!Object.prototype.hasOwnProperty.call(current, step.key)) return { found: false };
      current = (current as Record<string, unknown>)[step.key];
    } else {
      if (!Array.isArray(current) || step.index >= current.length) return { found: false };
      current = current[step.index];
    }
  }
  return { found: true, value: current };
}
