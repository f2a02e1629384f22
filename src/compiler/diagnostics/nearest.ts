/**
 * "Did you mean" support: the edit distance and nearest-match policy of the rule catalogue.
 * @see ../../../docs/rules.md §1.5 (Nearest match)
 */

/**
 * The Damerau–Levenshtein distance between `a` and `b` in its optimal-string-alignment form:
 * insertions, deletions, substitutions and swaps of two adjacent characters each cost 1.
 * Characters are Unicode code points (rules.md §1.4 counts lengths that way), and the comparison is
 * case-sensitive; `nearest` lower-cases both sides itself.
 */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  // Three rolling rows (i-2, i-1, i) are enough for the adjacent-swap lookback.
  let beforePrev = new Array<number>(t.length + 1).fill(0);
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  let cur = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, beforePrev[j - 2]! + 1);
      }
      cur[j] = best;
    }
    [beforePrev, prev, cur] = [prev, cur, beforePrev];
  }
  return prev[t.length]!;
}

/** The largest distance at which `known` is still offered: max(2, ⌊its length / 3⌋) in code points. */
export function offerThreshold(known: string): number {
  return Math.max(2, Math.floor(Array.from(known).length / 3));
}

/**
 * The known name to offer for `candidate` in a "did you mean" hint, or `undefined`.
 * Implements rules.md §1.5 exactly: the known name with the smallest case-insensitive edit distance
 * (ties go to the first listed) is offered when that distance is ≤ `offerThreshold(name)`.
 * A case-only difference has distance 0 and is therefore always offered.
 */
export function nearest(candidate: string, known: readonly string[]): string | undefined {
  const needle = candidate.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of known) {
    const distance = editDistance(needle, name.toLowerCase());
    // Strict `<` keeps the first listed name on ties.
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best !== undefined && bestDistance <= offerThreshold(best) ? best : undefined;
}

/**
 * Up to `n` known names for a "did you mean" list, nearest first (ties keep the listed order).
 * The list is empty exactly when `nearest` returns `undefined`, and otherwise starts with its answer;
 * the further names are those within their own offer threshold.
 */
export function nearestMany(candidate: string, known: readonly string[], n: number): string[] {
  const needle = candidate.toLowerCase();
  const ranked = known
    .map((name, index) => ({ name, index, distance: editDistance(needle, name.toLowerCase()) }))
    .sort((x, y) => x.distance - y.distance || x.index - y.index);
  const first = ranked[0];
  if (first === undefined || first.distance > offerThreshold(first.name)) return [];
  return ranked
    .filter((entry) => entry.distance <= offerThreshold(entry.name))
    .slice(0, Math.max(0, n))
    .map((entry) => entry.name);
}
