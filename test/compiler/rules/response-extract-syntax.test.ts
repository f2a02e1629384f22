import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/response-extract-syntax.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (expr: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\nresponse_extract: ${expr}\n---\n` });
const message = (expr: string) => checkFiles(tool(expr), [rule]).diagnostics.find((d) => d.rule === "response-extract-syntax")?.message;

describe("response-extract-syntax", () => {
  it.each([
    ['"$.results[*].id"', "a wildcard", "the call fails"],
    ['"$.*"', "a wildcard", "it is read as a literal key"],
    ['"$[?(@.price > 10)]"', "a filter", "the call fails"],
    ['"$..price"', "recursive descent", "it silently returns `None`"],
    ["a..b", "recursive descent", "it silently returns `None`"],
    ["data.", "an empty segment", "the reference silently skips it"],
    ["\"$['a']\"", "a quoted key", "the call fails"],
    ["a[0][1]", "chained indexes", "the call fails"],
    ["a[-1]", "a negative index", "it silently returns `None`"],
    ["a[x]", "a non-numeric index", "the call fails"],
    ['"$$.a"', "a doubled `$`", "the reference silently skips it"],
  ])("flags %s as %s", (expr, uses, effect) => {
    expect(lint(rule, tool(expr))).toEqual(["config/tools/t.md:4:19"]);
    expect(message(expr)).toContain(`uses ${uses}, which the extractor does not support: ${effect}`);
  });

  it.each(['""', '"$"', "$.data.price", "data.price", ".data", "$[1]", "$.items[0].name", "'[0].a'", "$.$ref", "a b.c", "~"])("accepts %s", (expr) => {
    expect(lint(rule, tool(expr))).toEqual([]);
  });

  it("skips a value reported by field-type", () => {
    expect(lint(rule, tool("[a, '*']"))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    const files = { "config/tools/t.md": "---\nname: t\nendpoint: https://x.io\n# toolc-ignore response-extract-syntax — upgrading\nresponse_extract: $..x\n---\n" };
    expect(lint(rule, files)).toEqual([]);
  });
});
