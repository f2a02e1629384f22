/**
 * Phase timings of one run, for `TOOLC_TIMING=1` (ESLint's `TIMING`, tsc's `--extendedDiagnostics`): where a
 * slow compile spends its wall-clock time — load, rules, catalog, plan, build, write — printed to stderr when
 * the process exits. Off by default, when {@link timed} is one comparison and a call: nothing is recorded.
 */

const enabled = process.env.TOOLC_TIMING === "1";

/** A phase's total time, how often it ran, and when it first started (ms since the process started). */
interface PhaseTime {
  ms: number;
  runs: number;
  firstStart: number;
}

const phases = new Map<string, PhaseTime>();
/** Rule id → the time of its runs (listed apart from the phases). */
const rules = new Map<string, PhaseTime>();

/**
 * Runs `body` as the phase `name` and returns its result; with timings on, adds its wall-clock time to the
 * phase (a promise counts until it settles). Nested phases count in both.
 */
export function timed<T>(name: string, body: () => T): T {
  if (!enabled) return body();
  const start = performance.now();
  const done = (): void => add(phases, name, start, performance.now());
  const result = body();
  if (result instanceof Promise) return result.finally(done) as T;
  done();
  return result;
}

/** How many of the slowest rules the report lists (ESLint's `TIMING` lists ten). */
const SLOWEST_RULES = 10;

/** {@link timed} for one run of the rule `id`: rules are listed apart, slowest first. */
export function timedRule<T>(id: string, body: () => T): T {
  if (!enabled) return body();
  const start = performance.now();
  try {
    return body();
  } finally {
    add(rules, id, start, performance.now());
  }
}

function add(table: Map<string, PhaseTime>, name: string, start: number, end: number): void {
  if (phases.size === 0 && rules.size === 0) process.once("exit", () => process.stderr.write(timingReport()));
  const time = table.get(name) ?? { ms: 0, runs: 0, firstStart: start };
  time.ms += end - start;
  time.runs += 1;
  table.set(name, time);
}

/**
 * The tables printed at exit: each phase in the order it first started, then the slowest rules, each with its
 * time and its share of the run.
 */
export function timingReport(): string {
  const total = performance.now();
  const width = Math.max(26, ...[...phases.keys()].map((name) => name.length + 1), ...[...rules.keys()].map((id) => id.length + 3));
  const row = (name: string, t: PhaseTime): string => `${name.padEnd(width)} ${t.ms.toFixed(1).padStart(9)} ms ${((100 * t.ms) / total).toFixed(1).padStart(5)} %${t.runs > 1 ? `  (${t.runs}×)` : ""}`;
  // A phase's first start shows the timeline: what ran before the first phase (start-up) and between phases.
  const phaseRows = [...phases]
    .sort(([, a], [, b]) => a.firstStart - b.firstStart)
    .map(([name, t]) => `${row(name, t).padEnd(width + 20)}  from ${t.firstStart.toFixed(0).padStart(5)} ms`);
  const ruleRows = [...rules].sort(([a, x], [b, y]) => y.ms - x.ms || (a < b ? -1 : 1)).slice(0, SLOWEST_RULES).map(([id, t]) => row(`  ${id}`, t));
  const ruleTable = ruleRows.length > 0 ? `slowest rules (of ${rules.size}):\n${ruleRows.join("\n")}\n` : "";
  return `toolc timings (TOOLC_TIMING=1), wall clock since start ${total.toFixed(1)} ms:\n${phaseRows.join("\n")}\n${ruleTable}`;
}
