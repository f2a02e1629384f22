/**
 * Generated paths must be relative, `/`-separated and stay inside `out/` (codegen/out-dir.ts isSafePath), checked
 * without splitting: the same answers as the definition on examples and on random paths of the characters that matter.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafePath } from "../../../src/compiler/codegen/out-dir.js";

/** The rule as written once: no leading `/`, backslash or NUL, and no segment empty, `.` or `..`. */
const definition = (path: string): boolean =>
  !(path === "" || path.startsWith("/") || path.includes("\\") || path.includes("\0") || path.split("/").some((s) => s === "" || s === "." || s === ".."));

describe("isSafePath", () => {
  it("takes relative paths inside out/ and refuses the others", () => {
    for (const path of ["index.ts", "tools/a.ts", "prompts/a.tools.json", ".toolc-manifest.json", "a/.b/c", "a/..b", "...", "a/b..c/d"]) expect(isSafePath(path), path).toBe(true);
    for (const path of ["", "/", "/a", "a/", "a//b", ".", "..", "./a", "../a", "a/.", "a/..", "a/./b", "a/../b", "a\\b", "a\0b"]) expect(isSafePath(path), JSON.stringify(path)).toBe(false);
  });

  it("answers as the definition on random paths", () => {
    const char = fc.constantFrom("a", ".", "/", "\\", "\0", "é");
    fc.assert(fc.property(fc.array(char, { maxLength: 12 }).map((chars) => chars.join("")), (path) => isSafePath(path) === definition(path)), { numRuns: 20_000 });
  });
});
