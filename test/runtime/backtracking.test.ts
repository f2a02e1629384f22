/**
 * The backtracking analysis behind `pattern-unsafe` and the runtime's validation gate: exponential shapes
 * are flagged, the common safe and merely polynomial patterns are not, and nothing hangs or throws.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backtrackingHazard } from "../../src/runtime/regex/backtracking.js";

const EXPONENTIAL = [
  "(a+)+$",
  "^(a+)+$",
  "(a*)*b",
  "^(a|a)*$",
  "^(a|aa)+$",
  "(\\w+\\s?)+$",
  "^(\\w|\\d)+$",
  "([a-z]+)*@",
  "(a*b*)*c",
  "^(\\d+)*$",
  "^((ab)*)+$",
  "(.*a){2,20}x",
  "^(?=(a+)+$)b",
  "^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$",
  "^(\\p{L}|[a-z])+$",
];
const SAFE = [
  "^https://",
  "^[A-Z]{1,5}$",
  "^\\d{4}-\\d{2}-\\d{2}$",
  "^[a-z]+(-[a-z]+)*$",
  "^(foo|bar|baz)$",
  "^(a|ab)*$",
  "^[\\w.+-]+@[\\w-]+\\.[\\w.-]+$",
  "^(\\d{1,3}\\.){3}\\d{1,3}$",
  "^\\d+\\.?\\d*$",
  "^[^\\s]+$",
  "^#[0-9a-fA-F]{6}$",
  "^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,}$",
  "^[a-z_][a-z0-9_]*$",
  "\\bword\\b",
  "^(\\+|-)?\\d+$",
  "^\\u{1F600}+$",
  "^[\\u0041-\\u005A]+$",
];

describe("backtrackingHazard", () => {
  it.each(EXPONENTIAL)("%s is exponential", (pattern) => expect(backtrackingHazard(pattern)).toBe("exponential"));
  it.each(SAFE)("%s is safe", (pattern) => expect(backtrackingHazard(pattern)).toBeUndefined());
  it("an invalid pattern has no hazard here (input-schema-invalid reports it)", () => {
    for (const pattern of ["(", "a**", "[z-a", "\\u{zz}"]) expect(backtrackingHazard(pattern)).toBeUndefined();
  });
  it("deep nesting and huge alternations are too complex, not a crash", () => {
    expect(backtrackingHazard(`${"(".repeat(5000)}a${")".repeat(5000)}`)).toBe("too-complex");
    expect(backtrackingHazard(`^(${Array.from({ length: 3000 }, () => "[a-z]").join("|")})+$`)).toBe("too-complex");
  });
  it("never throws on arbitrary strings (property)", () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (pattern) => ["exponential", "too-complex", undefined].includes(backtrackingHazard(pattern))));
    fc.assert(fc.property(fc.stringMatching(/^[ab()|*+?{}0-9,\\[\]^$.-]{0,40}$/), (pattern) => ["exponential", "too-complex", undefined].includes(backtrackingHazard(pattern))));
  });
});
