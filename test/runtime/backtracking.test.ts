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
  // From the well-known RFC 5322 address pattern: `\\a` is one escaped pair or two plain characters.
  "^[a-z]+@\\[(?:[a-z0-9-]*[a-z0-9]:(?:[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x21-\\x5a\\x53-\\x7f]|\\\\[\\x01-\\x09\\x0b\\x0c\\x0e-\\x7f])+)\\]$",
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
  "^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
  "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?$",
  "^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9\\-]*[a-zA-Z0-9])\\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9\\-]*[A-Za-z0-9])$",
  "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$",
];

/** ISO 3166-style codes `AA`…`ZJ`: a 260-way alternation is large but well within the analysis budget. */
const CODES = Array.from({ length: 260 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 10), 65 + (i % 10)));

describe("backtrackingHazard", () => {
  it.each(EXPONENTIAL)("%s is exponential", (pattern) => expect(backtrackingHazard(pattern)).toBe("exponential"));
  it.each(SAFE)("%s is safe", (pattern) => expect(backtrackingHazard(pattern)).toBeUndefined());
  it("a large alternation of literals is safe, not too complex", () => expect(backtrackingHazard(`^(${CODES.join("|")})$`)).toBeUndefined());
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
