import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistance, nearest, nearestMany, offerThreshold } from "../../../src/compiler/diagnostics/nearest.js";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["", "abc", 3],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["ab", "ba", 1],
    ["respone", "response", 1],
    ["sytnax", "syntax", 1],
    ["ca", "abc", 3],
    ["Auto", "auto", 1],
    ["😀a", "a", 1],
    ["日本", "本日", 1],
  ])("%j → %j is %i", (a, b, want) => {
    expect(editDistance(a, b)).toBe(want);
  });

  it("is symmetric, zero on equal strings and bounded by the longer length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(editDistance(b, a)).toBe(d);
        expect(editDistance(a, a)).toBe(0);
        expect(d).toBeLessThanOrEqual(Math.max(Array.from(a).length, Array.from(b).length));
      }),
    );
  });
});

describe("nearest (rules.md §1.5)", () => {
  it("offers the closest known name, case-insensitively", () => {
    expect(nearest("respone_extract", ["name", "response_extract", "timeout"])).toBe("response_extract");
    expect(nearest("Permision", ["permission", "parameters"])).toBe("permission");
  });

  it("always offers a case-only difference", () => {
    expect(nearest("AUTO", ["confirm", "auto"])).toBe("auto");
    expect(nearest("X", ["x"])).toBe("x");
  });

  it("sends ties to the first listed name", () => {
    expect(nearest("ab", ["ac", "ad"])).toBe("ac");
    expect(nearest("ab", ["ad", "ac"])).toBe("ad");
  });

  it("uses max(2, ⌊length/3⌋) of the found name as the threshold", () => {
    expect(offerThreshold("auto")).toBe(2);
    expect(offerThreshold("response_extract")).toBe(5);
    expect(offerThreshold("日本語日本語")).toBe(2);
    expect(nearest("xyz", ["auto", "confirm"])).toBeUndefined();
    expect(nearest("abcdefghi", ["abc"])).toBeUndefined();
    expect(nearest("abcdefghijklmnop", ["abcdefghijklmnopqrstuvwx"])).toBe("abcdefghijklmnopqrstuvwx");
    expect(nearest("abcdefghijklmno", ["abcdefghijklmnopqrstuvwx"])).toBeUndefined();
    expect(nearest("x", ["ab"])).toBe("ab");
  });

  it("judges only the nearest name against the threshold", () => {
    // "ab" is nearest (3) but over its threshold (2); the farther, longer name is not offered instead.
    expect(nearest("xyz", ["ab", "xyzxyzxyzxyz"])).toBeUndefined();
    expect(nearestMany("xyz", ["ab", "xyzxyzxyzxyz"], 3)).toEqual([]);
  });

  it("returns nothing for no known names", () => {
    expect(nearest("x", [])).toBeUndefined();
    expect(nearestMany("x", [], 3)).toEqual([]);
  });
});

describe("nearestMany", () => {
  it("lists names within their thresholds, nearest first, ties in listed order, at most n", () => {
    const known = ["yaml-syntax", "yaml-not-mapping", "bom", "yaml-alias-limit", "yaml-syntaks"];
    expect(nearestMany("yaml-sytnax", known, 3)).toEqual(["yaml-syntax", "yaml-syntaks"]);
    expect(nearestMany("bo", known, 1)).toEqual(["bom"]);
    expect(nearestMany("yaml-syntax", known, 0)).toEqual([]);
  });

  it("starts with what nearest returns", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.array(fc.string({ maxLength: 8 }), { maxLength: 6 }), (c, known) => {
        expect(nearestMany(c, known, 3)[0]).toBe(nearest(c, known));
      }),
    );
  });
});
