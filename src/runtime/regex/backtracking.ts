/**
 * Whether a regular expression can make a backtracking engine (V8's, which ajv's validators use) take
 * exponential time on a short input such as `aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!` against `^(a+)+$`.
 *
 * The pattern becomes a position automaton (Glushkov) whose follow relation keeps one edge per way the
 * pattern reaches a position — `(a+)+` gets two `a → a` edges, one per loop. It has exponential degree of
 * ambiguity (EDA) exactly when some state can return to itself along two different paths reading the same
 * string; the engine then tries 2^n paths before failing. That is found in the product automaton
 * (pairs of states stepping on a common character): a strongly connected component that holds a pair
 * `(q, q)` and either a pair `(p, p')` with p ≠ p' or a step taken along two different edges.
 * Polynomial ambiguity (`\d+\d+`) is not flagged; it is bounded by argument length instead.
 * @see ../../../docs/rules.md pattern-unsafe
 */
import { intersects, type CharSet } from "./charset.js";
import { componentsFrom } from "./components.js";
import { parseRegex, type RegexNode } from "./parse.js";

/** Why a pattern is unsafe: exponential backtracking, or too large / deep to analyse within the budget. */
export type BacktrackingHazard = "exponential" | "too-complex";

/** Product-automaton steps one analysis may take before the pattern counts as too complex. */
export const ANALYSIS_STEP_BUDGET = 1_000_000;

/** Largest automaton (states²) whose pair-overlap table is a flat array rather than a Map. */
const DENSE_OVERLAP_LIMIT = 4_000_000;

const verdicts = new Map<string, BacktrackingHazard | null>();
const VERDICT_CACHE_LIMIT = 4096;

/** The hazard of `pattern`, or `undefined` when it has none (an invalid pattern has none here: it never runs). */
export function backtrackingHazard(pattern: string): BacktrackingHazard | undefined {
  let verdict = verdicts.get(pattern);
  if (verdict === undefined) {
    verdict = analyse(pattern);
    if (verdicts.size >= VERDICT_CACHE_LIMIT) verdicts.clear();
    verdicts.set(pattern, verdict);
  }
  return verdict ?? undefined;
}

function analyse(pattern: string): BacktrackingHazard | null {
  const parsed = parseRegex(pattern);
  if (parsed === "invalid") return null;
  if (parsed === "too-deep") return "too-complex";
  try {
    for (const root of [parsed.root, ...parsed.lookarounds]) {
      const hazard = exponentialAmbiguity(positionAutomaton(root));
      if (hazard) return hazard;
    }
  } catch (error) {
    if (error instanceof TooComplex) return "too-complex";
    throw error;
  }
  return null;
}

/** State 0 is the start; state i > 0 reads one character of `sets[i]`. `follow[s]` may repeat a target. */
interface Automaton {
  sets: CharSet[];
  follow: number[][];
  edges: number;
}

interface Part {
  nullable: boolean;
  first: number[];
  last: number[];
}

function positionAutomaton(root: RegexNode): Automaton {
  const automaton: Automaton = { sets: [[]], follow: [[]], edges: 0 };
  automaton.follow[0] = build(root, automaton).first;
  return automaton;
}

/** Thrown when the automaton alone passes the step budget (e.g. a loop over thousands of alternatives). */
class TooComplex extends Error {}

function link(automaton: Automaton, from: readonly number[], to: readonly number[]): void {
  if ((automaton.edges += from.length * to.length) > ANALYSIS_STEP_BUDGET) throw new TooComplex();
  for (const source of from) automaton.follow[source]!.push(...to);
}

const union = (a: number[], b: number[]) => [...new Set([...a, ...b])];

function build(node: RegexNode, automaton: Automaton): Part {
  switch (node.type) {
    case "char": {
      const state = automaton.sets.push(node.set) - 1;
      automaton.follow.push([]);
      return { nullable: false, first: [state], last: [state] };
    }
    case "empty":
      return { nullable: true, first: [], last: [] };
    case "seq":
      return node.items.reduce<Part>((before, item) => {
        const next = build(item, automaton);
        link(automaton, before.last, next.first);
        return {
          nullable: before.nullable && next.nullable,
          first: before.nullable ? union(before.first, next.first) : before.first,
          last: next.nullable ? union(next.last, before.last) : next.last,
        };
      }, { nullable: true, first: [], last: [] });
    case "alt": {
      const parts = node.options.map((option) => build(option, automaton));
      return { nullable: parts.some((p) => p.nullable), first: union([], parts.flatMap((p) => p.first)), last: union([], parts.flatMap((p) => p.last)) };
    }
    case "repeat": {
      if (node.max === 0) return { nullable: true, first: [], last: [] };
      const body = build(node.body, automaton);
      // Any count above one loops back; a bounded count such as {2,50} is treated as unbounded, so
      // nested bounded repetitions (polynomial of high degree) are flagged too.
      if (node.max >= 2) link(automaton, body.last, body.first);
      return { ...body, nullable: body.nullable || node.min === 0 };
    }
  }
}

/**
 * The product automaton, built as it is explored: node `p * size + q` is the pair of states (p, q).
 * Records the steps from a diagonal pair taken along two different edges to the same state.
 */
class ProductGraph {
  readonly size: number;
  readonly twoEdgeSteps: [number, number][] = [];
  steps = 0;
  readonly #automaton: Automaton;
  /** Per pair of states: 0 not computed yet, 1 their sets share a character, 2 they do not. */
  readonly #overlap: Uint8Array | Map<number, number>;

  constructor(automaton: Automaton) {
    this.#automaton = automaton;
    this.size = automaton.sets.length;
    this.#overlap = this.size * this.size <= DENSE_OVERLAP_LIMIT ? new Uint8Array(this.size * this.size) : new Map();
  }

  exhausted(): boolean {
    return this.steps > ANALYSIS_STEP_BUDGET;
  }

  /** The pairs reached from `node` on a character both states can read. */
  successors(node: number): number[] {
    const { follow } = this.#automaton;
    const p = Math.floor(node / this.size);
    const q = node % this.size;
    const left = follow[p]!;
    const right = follow[q]!;
    const out: number[] = [];
    if ((this.steps += left.length * right.length) > ANALYSIS_STEP_BUDGET) return out;
    for (let i = 0; i < left.length; i++) {
      const a = left[i]!;
      for (let j = 0; j < right.length; j++) {
        const b = right[j]!;
        if (!this.#compatible(a, b)) continue;
        const target = a * this.size + b;
        if (p === q && a === b && i !== j) this.twoEdgeSteps.push([node, target]);
        out.push(target);
      }
    }
    return out;
  }

  #compatible(a: number, b: number): boolean {
    const key = a * this.size + b;
    const overlap = this.#overlap;
    let known = overlap instanceof Map ? (overlap.get(key) ?? 0) : overlap[key]!;
    if (known === 0) {
      known = intersects(this.#automaton.sets[a]!, this.#automaton.sets[b]!) ? 1 : 2;
      if (overlap instanceof Map) overlap.set(key, known);
      else overlap[key] = known;
    }
    return known === 1;
  }
}

function exponentialAmbiguity(automaton: Automaton): BacktrackingHazard | null {
  const graph = new ProductGraph(automaton);
  const components = componentsFrom(0, (node) => graph.successors(node), () => graph.exhausted());
  if (!components || graph.exhausted()) return "too-complex";
  return hasAmbiguousCycle(components, graph.twoEdgeSteps, graph.size) ? "exponential" : null;
}

/** A component with a diagonal pair and either an off-diagonal pair or a two-edge step inside it. */
function hasAmbiguousCycle(components: number[][], twoEdgeSteps: [number, number][], size: number): boolean {
  const componentOf = new Map<number, number>();
  const isDiagonal = (node: number) => Math.floor(node / size) === node % size;
  for (const [c, members] of components.entries()) {
    for (const member of members) componentOf.set(member, c);
    if (members.some(isDiagonal) && members.some((m) => !isDiagonal(m))) return true;
  }
  return twoEdgeSteps.some(([from, to]) => componentOf.get(from) === componentOf.get(to));
}
