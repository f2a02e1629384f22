/**
 * Coercion, defaults and validation: the reference's TestCoerceParams / TestValidateParams (§5.1), its
 * §3.2 tables and §5.4 pipeline cases, ported; where spec §6 decided differently the name says so.
 */
import { describe, expect, it } from "vitest";
import { coerceArgs, coerceString } from "../../src/runtime/args/coerce.js";
import { prepareArgs } from "../../src/runtime/args/prepare.js";
import { httpTool, param, schemaHttpTool, validatorsFor, catalogOf } from "./helpers.js";

const typed = httpTool("t", {}, [
  param("text"),
  param("count", { type: "integer", required: false }),
  param("rate", { type: "number", required: false }),
  param("flag", { type: "boolean", required: false }),
]);
const coerce = (args: Record<string, unknown>) => coerceArgs(typed, args);

describe("coercion (reference TestCoerceParams)", () => {
  it("leaves strings as strings", () => expect(coerce({ text: "hello" })).toEqual({ text: "hello" }));
  it("integer '42' → 42", () => expect(coerce({ count: "42" }).count).toBe(42));
  it("number '3.14' → 3.14", () => expect(coerce({ rate: "3.14" }).rate).toBe(3.14));
  it.each(["true", "True", "TRUE", "1", "yes"])("boolean %s → true", (v) => expect(coerce({ flag: v }).flag).toBe(true));
  it.each(["false", "False", "0", "no"])("boolean %s → false", (v) => expect(coerce({ flag: v }).flag).toBe(false));
  it("already typed 42 stays 42", () => expect(coerce({ count: 42 }).count).toBe(42));
  it("'not_a_number' stays a string", () => expect(coerce({ count: "not_a_number" }).count).toBe("not_a_number"));
  it.each(["maybe", "tru", "on", "enable"])("boolean %s stays a string", (v) => expect(coerce({ flag: v }).flag).toBe(v));
  it("unknown names pass through unchanged", () => expect(coerce({ unknown_field: "123" })).toEqual({ unknown_field: "123" }));
});

describe("coercion details (reference §3.2 table)", () => {
  it.each([
    [" 42 ", 42],
    ["+5", 5],
    ["-3", -3],
  ])("integer %j → %j", (input, want) => expect(coerceString(input, "integer")).toBe(want));
  it.each(["4.0", "1e3", "0x10", ""])("integer %j stays a string", (input) => expect(coerceString(input, "integer")).toBe(input));
  it.each([
    [" 3.5 ", 3.5],
    ["1e3", 1000],
    [".5", 0.5],
    ["-2.", -2],
  ])("number %j → %j", (input, want) => expect(coerceString(input, "number")).toBe(want));
  it("differs from reference: integer '1_000' stays a string", () => expect(coerceString("1_000", "integer")).toBe("1_000"));
  it.each(["nan", "inf", "-inf", "Infinity", "1_0", "1e999", "abc"])("differs from reference: number %j stays a string", (input) =>
    expect(coerceString(input, "number")).toBe(input),
  );
  it("differs from reference: booleans are trimmed (' true ' → true)", () => expect(coerceString(" true ", "boolean")).toBe(true));
  it.each(["y", "t", "on"])("boolean %j stays a string", (input) => expect(coerceString(input, "boolean")).toBe(input));
  it("integers beyond 2^53 stay strings instead of changing value", () => {
    expect(coerceString("12345678901234567890", "integer")).toBe("12345678901234567890");
  });
  it("coerces JSON Schema properties by their type, never when a string is allowed", () => {
    const tool = schemaHttpTool("s", {}, {
      type: "object",
      properties: { n: { type: "integer" }, b: { type: ["boolean", "null"] }, s: { type: ["string", "integer"] } },
    });
    expect(coerceArgs(tool, { n: "7", b: "no", s: "8" })).toEqual({ n: 7, b: false, s: "8" });
  });
  it("does not touch the prototype for a `__proto__` argument", () => {
    const out = coerceArgs(typed, JSON.parse('{"__proto__": {"polluted": 1}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__"]);
  });
});

const colors = httpTool("c", {}, [param("color", { enum: ["red", "green", "blue"] }), param("name")]);
const prepare = (tool = colors, args: unknown = {}) => prepareArgs(tool, tool.name, args, {});

describe("validation (reference TestValidateParams)", () => {
  it("accepts a valid enum value", () => expect(prepare(colors, { color: "red", name: "test" })).toEqual({ args: { color: "red", name: "test" } }));
  it("rejects an enum miss, naming the value and the allowed ones", () => {
    const { error } = prepare(colors, { color: "yellow", name: "test" });
    expect(error).toBe("Invalid value for 'color': 'yellow'. Must be one of: ['red', 'green', 'blue']");
  });
  it("accepts any value without an enum", () => expect(prepare(colors, { color: "red", name: "anything at all" }).error).toBeUndefined());
  it("boolean 'maybe' fails with 'boolean'", () => {
    const tool = httpTool("b", {}, [param("flag", { type: "boolean" })]);
    expect(prepare(tool, { flag: "maybe" }).error).toBe("Invalid value for 'flag': 'maybe' is not a valid boolean (use true/false/yes/no/1/0)");
  });
  it("integer 'abc' fails with 'integer'", () => {
    const tool = httpTool("i", {}, [param("count", { type: "integer" })]);
    expect(prepare(tool, { count: "abc" }).error).toBe("Invalid value for 'count': 'abc' is not a valid integer");
  });
  it("coerces then validates {n:'42', f:'true'}", () => {
    const tool = httpTool("nf", {}, [param("n", { type: "integer" }), param("f", { type: "boolean" })]);
    expect(prepare(tool, { n: "42", f: "true" })).toEqual({ args: { n: 42, f: true } });
  });
  it("market example from the spec", () => {
    const tool = httpTool("stock", {}, [param("symbol"), param("market", { enum: ["US", "HK", "SH"], default: "US", required: false })]);
    expect(prepare(tool, { symbol: "AAPL", market: "EU" }).error).toBe("Invalid value for 'market': 'EU'. Must be one of: ['US', 'HK', 'SH']");
    expect(prepare(tool, { symbol: "AAPL" })).toEqual({ args: { symbol: "AAPL", market: "US" } });
  });
});

const pipeline = httpTool("p", {}, [
  param("s"),
  param("i", { type: "integer", default: 10, required: false }),
  param("d", { type: "integer", default: "10", required: false }),
  param("e", { enum: ["red", "green"], required: false }),
]);

describe("defaults and error precedence (reference §3.2, §5.4)", () => {
  it("missing required: lists missing, required and received", () => {
    expect(prepare(pipeline, {}).error).toBe("Missing required parameter(s): s. Required: ['s']. Received: ['i', 'd']");
  });
  it("missing required with nothing received shows ['(none)']", () => {
    const tool = httpTool("r", {}, [param("a"), param("b")]);
    expect(prepare(tool, {}).error).toBe("Missing required parameter(s): a, b. Required: ['a', 'b']. Received: ['(none)']");
  });
  it("missing beats unknown", () => expect(prepare(pipeline, { zz: 1 }).error).toMatch(/^Missing required parameter\(s\): s\./));
  it("unknown lists the names and every declared name", () => {
    expect(prepare(pipeline, { s: "x", zz: "1", yy: "2", d: 1 }).error).toBe("Unknown parameter(s): zz, yy. Valid: ['s', 'i', 'd', 'e']");
  });
  it("unknown beats enum", () => expect(prepare(pipeline, { s: "x", e: "blue", zz: "1" }).error).toMatch(/^Unknown/));
  it("a default is inserted as written, never coerced: '10' on an integer fails", () => {
    expect(prepare(pipeline, { s: "x" }).error).toBe("Invalid value for 'd': '10' is not a valid integer");
  });
  it("falsy defaults count (0, '' and false)", () => {
    const tool = httpTool("f", {}, [
      param("z", { type: "integer", default: 0, required: false }),
      param("e", { default: "", required: false }),
      param("b", { type: "boolean", default: false, required: false }),
    ]);
    expect(prepare(tool, {})).toEqual({ args: { z: 0, e: "", b: false } });
  });
  it("a required parameter with a default is never missing; an empty string is present", () => {
    const tool = httpTool("q", {}, [param("a", { default: "x" }), param("b")]);
    expect(prepare(tool, { b: "" })).toEqual({ args: { b: "", a: "x" } });
  });
  it("duplicate parameter names: the first non-null default is used, the last definition validates", () => {
    const tool = httpTool("dup", {}, [
      param("a", { default: "first", required: false }),
      param("a", { default: "second", required: false, enum: ["first", "x"] }),
    ]);
    expect(prepare(tool, {})).toEqual({ args: { a: "first" } });
    expect(prepare(tool, { a: "second" }).error).toBe("Invalid value for 'a': 'second'. Must be one of: ['first', 'x']");
  });
  it("differs from reference: a boolean is not an integer", () => {
    const tool = httpTool("bi", {}, [param("n", { type: "integer" })]);
    expect(prepare(tool, { n: true }).error).toBe("Invalid value for 'n': 'True' is not a valid integer");
  });
  it("differs from reference: an enum is checked for coerced (non-string) values too", () => {
    const tool = httpTool("ie", {}, [param("n", { type: "integer", enum: [1, 2] })]);
    expect(prepare(tool, { n: "5" }).error).toBe("Invalid value for 'n': '5'. Must be one of: [1, 2]");
    expect(prepare(tool, { n: "2" })).toEqual({ args: { n: 2 } });
  });
  it("undefined values count as absent (JS callers' optional fields)", () => {
    expect(prepare(pipeline, { s: "x", d: 3, e: undefined })).toEqual({ args: { s: "x", d: 3, i: 10 } });
  });
  it("non-object arguments are rejected", () => {
    expect(prepare(pipeline, [1, 2]).error).toMatch(/expected an object/);
    expect(prepare(pipeline, "x").error).toMatch(/expected an object/);
  });
  it("does not mutate the caller's arguments", () => {
    const input = { s: "x", d: "4" };
    prepare(pipeline, input);
    expect(input).toEqual({ s: "x", d: "4" });
  });
});

describe("JSON Schema tools (precompiled validator)", () => {
  const tool = schemaHttpTool("schema_tool", {}, {
    type: "object",
    properties: {
      symbol: { type: "string" },
      market: { type: "string", enum: ["US", "HK", "SH"], default: "US" },
      count: { type: "integer" },
      nested: { type: "object", properties: { deep: { type: "number" } }, additionalProperties: false },
    },
    required: ["symbol"],
    additionalProperties: false,
  });
  const validators = validatorsFor(catalogOf([tool]));
  const run = (args: unknown) => prepareArgs(tool, "schema_tool", args, validators);

  it("applies root defaults and coerces by property type", () => expect(run({ symbol: "A", count: "3" })).toEqual({ args: { symbol: "A", count: 3, market: "US" } }));
  it("missing required → one sentence", () => expect(run({})).toEqual({ error: "Missing required parameter(s): symbol" }));
  it("unknown → one sentence", () => expect(run({ symbol: "A", zz: 1 })).toEqual({ error: "Unknown parameter(s): zz" }));
  it("enum → the reference wording", () => {
    expect(run({ symbol: "A", market: "EU" })).toEqual({ error: "Invalid value for 'market': 'EU'. Must be one of: ['US', 'HK', 'SH']" });
  });
  it("type → the reference wording", () => expect(run({ symbol: "A", count: "x" })).toEqual({ error: "Invalid value for 'count': 'x' is not a valid integer" }));
  it("nested paths are named", () => {
    expect(run({ symbol: "A", nested: { deep: "no" } })).toEqual({ error: "Invalid value for 'nested.deep': 'no' is not a valid number" });
  });
  it("a schema tool without a validator fails closed", () => {
    expect(prepareArgs(tool, "schema_tool", { symbol: "A" }, {}).error).toMatch(/no precompiled input validator/);
  });
  it("the default is cloned, so a mutating tool cannot change the catalog", () => {
    const withObject = schemaHttpTool("o", {}, { type: "object", properties: { opts: { type: "object", default: { a: 1 } } } });
    const prepared = prepareArgs(withObject, "o", {}, validatorsFor(catalogOf([withObject])));
    (prepared as { args: { opts: { a: number } } }).args.opts.a = 2;
    expect((withObject.inputSchema.properties as { opts: { default: { a: number } } }).opts.default.a).toBe(1);
  });
});
