/**
 * The format cache never changes a byte: generation with a cold memo, with the memo it filled (reopened
 * from disk), and without any memo give identical trees, and the warm run really skips prettier.
 */
import { describe, expect, it } from "vitest";
import { FormatCache, type FormatMemo } from "../../../src/compiler/codegen/format-cache.js";
import { generate } from "../../../src/compiler/codegen/index.js";
import { stockCatalog } from "./fixtures.js";
import { makeTempDir, removeDir } from "./helpers.js";

describe("format cache", () => {
  it("gives the same bytes cold, warm and without a cache", async () => {
    const dir = makeTempDir("format-cache");
    try {
      const opts = { sources: {}, toolVersion: "t" };
      const plain = await generate(stockCatalog(), opts);
      const cold = await FormatCache.open(dir, "t");
      const filled = await generate(stockCatalog(), { ...opts, formatMemo: cold });
      cold.save();
      const reopened = await FormatCache.open(dir, "t");
      let hits = 0;
      let misses = 0;
      const counting: FormatMemo = {
        get: (text) => {
          const found = reopened.get(text);
          if (found === undefined) misses++;
          else hits++;
          return found;
        },
        set: (text, formatted) => reopened.set(text, formatted),
      };
      const warm = await generate(stockCatalog(), { ...opts, formatMemo: counting });
      expect([...filled]).toEqual([...plain]);
      expect([...warm]).toEqual([...plain]);
      expect(hits).toBeGreaterThan(0);
      expect(misses).toBe(0);
      const otherVersion = await FormatCache.open(dir, "another-version");
      expect(otherVersion.get([...plain.values()][0]!)).toBeUndefined();
    } finally {
      removeDir(dir);
    }
  });
});
