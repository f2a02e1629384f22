/**
 * How a kept result is stored (results/kept-lines.ts): facts read back one by one, in the stored order, whatever their
 * paths and arguments hold; a replay stops at the first fact that fails without reading the rest; another header, a
 * damaged fact line or a damaged result line is no result.
 */
import { describe, expect, it } from "vitest";
import { keptLines, KeptLines } from "../../../src/compiler/results/kept-lines.js";
import type { Fact } from "../../../src/compiler/inputs/facts.js";

const HEADER = '{"format":3}';
const FACTS: Fact[] = [
  { op: "read", path: "/p/config/tools/a.md", seen: "x5Zp+/=" },
  { op: "read", path: '/p/odd\tname\n"quoted"\\.md', seen: "abc" },
  { op: "lstat", path: "/p/é/ü.md", seen: "f:120" },
  { op: "realpath", path: "/p/link", seen: "/real/with\ttab" },
  { op: "globEntries", path: "/p", seen: "h", args: '["config/tools/*.md",{"cwd":"/p","dot":false}]' },
  { op: "env", path: "*", seen: "-" },
];
const RESULT = { root: "/p", diagnostics: [{ rule: "r", message: "line\nbreak\ttab" }], files: ["a.md"] };

const text = (lines: string[]) => lines.join("\n");

describe("kept result lines", () => {
  it("give back every fact in order, then the result", () => {
    const kept = KeptLines.of(text(keptLines(HEADER, RESULT, FACTS)), HEADER)!;
    const seen: Fact[] = [];
    expect(kept.everyFact((fact) => (seen.push(fact), true))).toBe(true);
    expect(seen).toEqual(FACTS);
    expect(kept.result()).toEqual(RESULT);
  });

  it("give back many facts over several lines, a line parsed only when the facts before it hold", () => {
    const many: Fact[] = Array.from({ length: 600 }, (_, i) => ({ op: "read", path: `/p/t${i}.md`, seen: `h${i}` }));
    const lines = keptLines(HEADER, RESULT, many);
    expect(lines.length).toBeGreaterThan(3);
    const seen: Fact[] = [];
    expect(KeptLines.of(text(lines), HEADER)!.everyFact((fact) => (seen.push(fact), true))).toBe(true);
    expect(seen).toEqual(many);
    // The last line damaged: a replay whose first fact fails never reads it; one that gets there fails on it.
    const damaged = text([...lines.slice(0, -1), "[{"]);
    expect(KeptLines.of(damaged, HEADER)!.everyFact(() => false)).toBe(false);
    expect(KeptLines.of(damaged, HEADER)!.everyFact(() => true)).toBe(false);
  });

  it("stop at the first fact that does not hold", () => {
    const kept = KeptLines.of(text(keptLines(HEADER, RESULT, FACTS)), HEADER)!;
    let asked = 0;
    expect(kept.everyFact(() => (asked++, false))).toBe(false);
    expect(asked).toBe(1);
  });

  it("are no result under another header, with a damaged fact or a damaged result line", () => {
    const lines = keptLines(HEADER, RESULT, FACTS);
    expect(KeptLines.of(text(lines), '{"format":2}')).toBeUndefined();
    expect(KeptLines.of(undefined, HEADER)).toBeUndefined();
    const cut = [...lines.slice(0, 2), lines[2]!.slice(0, 10)];
    expect(KeptLines.of(text(cut), HEADER)!.everyFact(() => true)).toBe(false);
    const unknownOp = [...lines.slice(0, 2), lines[2]!.replace('"op":"read"', '"op":"write"')];
    expect(KeptLines.of(text(unknownOp), HEADER)!.everyFact(() => true)).toBe(false);
    expect(KeptLines.of(text([HEADER, "{not json", ...lines.slice(2)]), HEADER)!.result()).toBeUndefined();
    // No facts at all: nothing to fail.
    expect(KeptLines.of(text([HEADER, "{}"]), HEADER)!.everyFact(() => false)).toBe(true);
  });
});
