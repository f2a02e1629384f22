/** The header line of a generated code file: its sources deduplicated, sorted, cleaned, at most three named. */
import { describe, expect, it } from "vitest";
import { HEADER_PREFIX, headerLine } from "../../../src/compiler/codegen/header.js";

/** The header as its definition reads: every source cleaned, duplicates dropped, sorted, the first three named. */
function byDefinition(sources: string[]): string {
  // eslint-disable-next-line no-control-regex
  const list = [...new Set(sources.map((s) => s.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, "?")))].sort();
  if (list.length === 0) return `${HEADER_PREFIX}no source files. Do not edit.`;
  if (list.length <= 4) return `${HEADER_PREFIX}${list.join(", ")}. Do not edit.`;
  return `${HEADER_PREFIX}${list.slice(0, 3).join(", ")} and ${list.length - 3} more (listed in .toolc-manifest.json). Do not edit.`;
}

describe("headerLine", () => {
  it("names one source, or up to four sorted, or the first three of more", () => {
    expect(headerLine([])).toBe(`${HEADER_PREFIX}no source files. Do not edit.`);
    expect(headerLine(["b.md", "a.md", "b.md"])).toBe(`${HEADER_PREFIX}a.md, b.md. Do not edit.`);
    expect(headerLine(["e", "d", "c", "b", "a"])).toBe(`${HEADER_PREFIX}a, b, c and 2 more (listed in .toolc-manifest.json). Do not edit.`);
    expect(headerLine(["x\ny.md"])).toBe(`${HEADER_PREFIX}x?y.md. Do not edit.`);
  });

  it("agrees with sorting the whole list, whatever the order, duplicates and characters", () => {
    const parts = ["a", "B", "z", "_", "/", "é", "\n", "\u2028", "tools/", "0"];
    let seed = 11;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let i = 0; i < 2000; i++) {
      const sources = Array.from({ length: next(12) }, () => Array.from({ length: 1 + next(3) }, () => parts[next(parts.length)]!).join(""));
      expect(headerLine(sources), JSON.stringify(sources)).toBe(byDefinition(sources));
    }
  });
});
