/**
 * The format cache never changes a byte: generation with a cold memo, with the memo it filled (reopened
 * from disk), and without any memo give identical trees, and the warm run really skips prettier.
 */
import { describe, expect, it } from "vitest";
import { FormatCache, type FormatMemo } from "../../../src/compiler/codegen/format-cache.js";
import { generate } from "../../../src/compiler/codegen/index.js";
import { stockCatalog } from "./fixtures.js";
import { makeTempDir, removeDir } from "./helpers.js";

/** A memo snapshot that counts lookups: the formatter asks it once per printed file. */
class CountingMap extends Map<string, string> {
  hits = 0;
  misses = 0;
  override get(key: string): string | undefined {
    const found = super.get(key);
    if (found === undefined) this.misses++;
    else this.hits++;
    return found;
  }
}

describe("format cache", () => {
  it("gives the same bytes cold, warm and without a cache", async () => {
    const dir = makeTempDir("format-cache");
    try {
      const opts = { sources: {}, toolVersion: "t" };
      const plain = await generate(stockCatalog(), opts);
      const cold = FormatCache.open(dir, "t");
      const filled = await generate(stockCatalog(), { ...opts, formatMemo: cold });
      cold.save();
      const reopened = FormatCache.open(dir, "t");
      const counting = new CountingMap(reopened.snapshot());
      const memo: FormatMemo = { snapshot: () => counting, set: (text, formatted) => reopened.set(text, formatted) };
      const warm = await generate(stockCatalog(), { ...opts, formatMemo: memo });
      expect([...filled]).toEqual([...plain]);
      expect([...warm]).toEqual([...plain]);
      expect(counting.hits).toBeGreaterThan(0);
      expect(counting.misses).toBe(0);
      expect(FormatCache.open(dir, "another-version").snapshot().size).toBe(0);
    } finally {
      removeDir(dir);
    }
  });

  it("proves a warm run skips prettier: a doctored entry comes out as stored", async () => {
    const dir = makeTempDir("format-cache-doctored");
    try {
      const opts = { sources: {}, toolVersion: "t" };
      const cold = FormatCache.open(dir, "t");
      const plain = await generate(stockCatalog(), { ...opts, formatMemo: cold });
      cold.save();
      const doctored = new Map([...FormatCache.open(dir, "t").snapshot()].map(([hash, text]) => [hash, text.replace("Do not edit.", "Do not edit!")]));
      const memo: FormatMemo = { snapshot: () => doctored, set: () => undefined };
      const warm = await generate(stockCatalog(), { ...opts, formatMemo: memo });
      expect(warm.get("types.ts")).toBe(plain.get("types.ts")!.replace("Do not edit.", "Do not edit!"));
    } finally {
      removeDir(dir);
    }
  });
});
