/**
 * How a kept result is stored (results/index.ts): a line of header, a line of the result (JSON), then the facts in the
 * order they are asked again (inputs/facts.ts askOrder), {@link CHUNK} to a line as a JSON array (one native
 * JSON.stringify per line: quoting each fact's texts in a loop cost more than writing the whole document did). A run
 * whose first fact already fails (one edit in 10,000 tools is in the first) reads one line of its predecessor's 21,000
 * facts, and parses the result only when every fact holds: as one JSON document, the facts and the 128 diagnostics of
 * the bench corpus were parsed whole on every run (about 20 ms).
 */
import type { Fact, FactOp } from "../inputs/facts.js";

/** Facts per line: a replay whose first fact fails parses one line of them. */
const CHUNK = 256;

/** The lines of a result kept under `header`, its facts in `asked` order. */
export function keptLines(header: string, result: unknown, asked: readonly Fact[]): string[] {
  const lines = [header, JSON.stringify(result)];
  for (let i = 0; i < asked.length; i += CHUNK) lines.push(JSON.stringify(asked.slice(i, i + CHUNK)));
  return lines;
}

/** A stored result, read as far as asked: its header, its facts one by one, its result last. */
export class KeptLines {
  private constructor(
    private readonly text: string,
    /** Where the result's line starts, and where it ends (the facts' lines start after). */
    private readonly resultStart: number,
    private readonly resultEnd: number,
  ) {}

  /** The kept result in `text` when its first line is `header`; undefined otherwise (another toolc or key, or no result line). */
  static of(text: string | undefined, header: string): KeptLines | undefined {
    if (text === undefined || !text.startsWith(`${header}\n`)) return undefined;
    const start = header.length + 1;
    const end = text.indexOf("\n", start);
    return new KeptLines(text, start, end === -1 ? text.length : end);
  }

  /** Whether every fact `holds`, asked in the stored order and stopping at the first that does not; a damaged line fails. */
  everyFact(holds: (fact: Fact) => boolean): boolean {
    const { text } = this;
    for (let start = this.resultEnd + 1; start < text.length; ) {
      const next = text.indexOf("\n", start);
      const end = next === -1 ? text.length : next;
      const facts = factsOf(text.slice(start, end));
      if (!facts || !facts.every(holds)) return false;
      start = end + 1;
    }
    return true;
  }

  /** The kept result (parsed now); undefined when its line is not JSON. */
  result<T>(): T | undefined {
    try {
      return JSON.parse(this.text.slice(this.resultStart, this.resultEnd)) as T;
    } catch {
      return undefined;
    }
  }
}

const OPS: ReadonlySet<string> = new Set<FactOp>(["read", "stat", "lstat", "exists", "readdir", "realpath", "glob", "globEntries", "env", "program"]);

/** The facts a line holds; undefined for a damaged line. */
function factsOf(line: string): Fact[] | undefined {
  let facts: unknown;
  try {
    facts = JSON.parse(line);
  } catch {
    return undefined;
  }
  return Array.isArray(facts) && facts.every(isFact) ? facts : undefined;
}

function isFact(value: unknown): value is Fact {
  if (typeof value !== "object" || value === null) return false;
  const { op, path, seen, args } = value as Record<string, unknown>;
  return typeof op === "string" && OPS.has(op) && typeof path === "string" && typeof seen === "string" && (args === undefined || typeof args === "string");
}
