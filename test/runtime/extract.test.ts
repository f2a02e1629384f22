/** response_extract: the reference's TestExtractJsonpath (§5.1) and §3.5 grammar, with our miss/null split. */
import { describe, expect, it } from "vitest";
import { extractPath, parseExtractPath } from "../../src/runtime/http/extract.js";
import { responseText } from "../../src/runtime/http/response.js";

const extract = (doc: unknown, expr: string) => {
  const steps = parseExtractPath(expr);
  if (!steps) throw new Error(`unparseable ${expr}`);
  return extractPath(doc, steps);
};

describe("extract (reference TestExtractJsonpath)", () => {
  it("$.data.price → 100", () => expect(extract({ data: { price: 100 } }, "$.data.price")).toEqual({ found: true, value: 100 }));
  it("$ and '' → the whole document", () => {
    expect(extract({ a: 1 }, "$")).toEqual({ found: true, value: { a: 1 } });
    expect(extract({ a: 1 }, "")).toEqual({ found: true, value: { a: 1 } });
  });
  it("$.items[1].name → b", () => expect(extract({ items: [{ name: "a" }, { name: "b" }] }, "$.items[1].name")).toEqual({ found: true, value: "b" }));
  it("differs from reference: $.b.c on {a:1} is a miss, not null", () => expect(extract({ a: 1 }, "$.b.c")).toEqual({ found: false }));
  it("differs from reference: $.items[5] out of range is a miss, not null", () => expect(extract({ items: [1, 2] }, "$.items[5]")).toEqual({ found: false }));
  it("$.a.b.c.d → deep", () => expect(extract({ a: { b: { c: { d: "deep" } } } }, "$.a.b.c.d")).toEqual({ found: true, value: "deep" }));
});

describe("extract grammar (reference §3.5)", () => {
  it("data.price ≡ $.data.price", () => expect(parseExtractPath("data.price")).toEqual(parseExtractPath("$.data.price")));
  it("$[1] on a root array", () => expect(extract([1, 2, 3], "$[1]")).toEqual({ found: true, value: 2 }));
  it("chained indexes a[0][1] work (the reference threw)", () => expect(extract({ a: [[1, 2]] }, "$.a[0][1]")).toEqual({ found: true, value: 2 }));
  it("falsy values are hits", () => {
    expect(extract({ z: 0, f: false, e: "" }, "$.z")).toEqual({ found: true, value: 0 });
    expect(extract({ z: 0, f: false, e: "" }, "$.f")).toEqual({ found: true, value: false });
    expect(extract({ z: 0, f: false, e: "" }, "$.e")).toEqual({ found: true, value: "" });
  });
  it("an explicit null is a hit; a walk through null is a miss", () => {
    expect(extract({ a: null }, "$.a")).toEqual({ found: true, value: null });
    expect(extract({ a: null }, "$.a.b")).toEqual({ found: false });
  });
  it("a key on an array or an index on an object is a miss", () => {
    expect(extract([1], "$.length")).toEqual({ found: false });
    expect(extract({ 0: "x" }, "$[0]")).toEqual({ found: false });
  });
  it("inherited properties never match", () => expect(extract({}, "$.constructor")).toEqual({ found: false }));
  it.each(["$['a']", "$..price", "$.a[-1]", "$.a[x]", "$.", "$.a[0", "$*"])("rejects %s", (expr) => expect(parseExtractPath(expr)).toBeNull());
});

describe("responseText", () => {
  it("objects and arrays become JSON text (differs from reference: Python repr)", () => {
    expect(responseText('{"a": [1, true, null]}', true, null)).toEqual({ text: '{"a":[1,true,null]}' });
  });
  it("a JSON string comes back bare", () => expect(responseText('"hello"', true, null)).toEqual({ text: "hello" }));
  it("differs from reference: a miss fails with 'matched nothing'", () => {
    expect(responseText('{"data":{}}', true, "$.data.missing")).toEqual({ error: "response_extract `$.data.missing` matched nothing" });
  });
  it("an explicit null hit returns null", () => expect(responseText('{"data":{"v":null}}', true, "$.data.v")).toEqual({ text: "null" }));
  it("differs from reference: booleans print as JSON (false, not False)", () => expect(responseText('{"f":false}', true, "$.f")).toEqual({ text: "false" }));
  it("a non-JSON body is returned raw, extract or not", () => expect(responseText("<html>", false, "$.a")).toEqual({ text: "<html>" }));
  it("an unsupported path is a clear error", () => expect(responseText("{}", true, "$['a']")).toEqual({ error: expect.stringContaining("not a supported path") }));
});
