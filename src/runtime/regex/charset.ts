/**
 * Sets of code points as sorted, disjoint, non-adjacent `[low, high]` ranges: what one regex atom can
 * match. The backtracking analysis only asks whether two atoms can match a common character.
 */

/** A set of code points. */
export type CharSet = readonly (readonly [number, number])[];

const MAX_CODE_POINT = 0x10ffff;

/** Sorts and merges ranges (overlapping or adjacent ones become one). */
export function normalise(ranges: Iterable<readonly [number, number]>): CharSet {
  const sorted = [...ranges].filter(([low, high]) => low <= high).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [low, high] of sorted) {
    const last = out[out.length - 1];
    if (last && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else out.push([low, high]);
  }
  return out;
}

/** The set of one code point. */
export function single(code: number): CharSet {
  return [[code, code]];
}

/** Every code point not in `set`. */
export function complement(set: CharSet): CharSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [low, high] of set) {
    if (low > next) out.push([next, low - 1]);
    next = high + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

/** Whether two sets share a code point (both are sorted: one merge walk). */
export function intersects(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aLow, aHigh] = a[i]!;
    const [bLow, bHigh] = b[j]!;
    if (aLow <= bHigh && bLow <= aHigh) return true;
    if (aHigh < bHigh) i++;
    else j++;
  }
  return false;
}

const code = (char: string) => char.codePointAt(0)!;

/** `\d`. */
export const DIGIT: CharSet = [[code("0"), code("9")]];
/** `\w`. */
export const WORD: CharSet = normalise([DIGIT[0]!, [code("A"), code("Z")], [code("_"), code("_")], [code("a"), code("z")]]);
/** `\s`: the ECMAScript WhiteSpace and LineTerminator code points. */
export const SPACE: CharSet = normalise(
  [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff].map((c) => [c, c] as const).concat([[0x2000, 0x200a]]),
);
/** Every code point: also what a `\p{…}` property stands for here (an over-approximation, which only adds findings). */
export const ANY: CharSet = [[0, MAX_CODE_POINT]];
/** `.` without the `s` flag: anything but a line terminator. */
export const DOT: CharSet = complement(normalise([0x0a, 0x0d, 0x2028, 0x2029].map((c) => [c, c] as const)));
