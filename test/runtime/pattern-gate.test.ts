/**
 * The runtime's bound on pattern validation: a schema holding a catastrophic pattern is never run by its
 * (real, ajv-compiled) validator, and strings checked by a schema with patterns are capped in length.
 */
import { describe, expect, it } from "vitest";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { JsonSchema } from "../../src/runtime/catalog.js";
import type { RuntimeLimits } from "../../src/runtime/types.js";
import { catalogOf, schemaHttpTool, validatorsFor } from "./helpers.js";

/** A runtime over one schema tool whose endpoint is never reached (port 9 discards; no call gets that far). */
function runtimeFor(properties: Record<string, unknown>, limits: RuntimeLimits = {}) {
  const $defs = { id: { type: "string", pattern: "^[a-z]+$" } };
  const schema: JsonSchema = { type: "object", properties, additionalProperties: false, $defs };
  const catalog = catalogOf([schemaHttpTool("probe", { endpoint: "http://127.0.0.1:9/" }, schema)]);
  return createRuntime({ catalog, validators: validatorsFor(catalog), limits });
}

describe("pattern validation is bounded", () => {
  it("a catastrophic pattern is refused before its validator runs (30 `a`s and a `!` would block for minutes)", async () => {
    const runtime = runtimeFor({ id: { type: "string", pattern: "^(a+)+$" } });
    const result = await runtime.call("probe", { id: `${"a".repeat(30)}!` });
    expect(result.error).toBe(
      "Tool 'probe' cannot be validated: its input schema's pattern `^(a+)+$` can backtrack exponentially (pattern-unsafe); fix the pattern and run `toolc compile`",
    );
  });
  it("also inside patternProperties, nested schemas and lookarounds", async () => {
    const nested = runtimeFor({ tags: { type: "object", patternProperties: { "^(?=(x|x)*$)": { type: "string" } } } });
    expect((await nested.call("probe", { tags: {} })).error).toMatch(/pattern `\^\(\?=\(x\|x\)\*\$\)` can backtrack exponentially/);
  });
  const refusal = (n: number) => `Invalid arguments: a string of more than ${n} characters where the input schema tests a pattern (limits.maxPatternInputChars)`;

  it("a string a pattern tests may be at most limits.maxPatternInputChars long; other strings are not limited", async () => {
    const runtime = runtimeFor({ code: { type: "string", pattern: "^\\d+\\d+$" }, note: { type: "string" } }, { maxPatternInputChars: 5 });
    expect((await runtime.call("probe", { code: "123456" })).error).toBe(refusal(5));
    expect((await runtime.call("probe", { code: "1234x" })).error).toMatch(/must match pattern/);
    expect((await runtime.call("probe", { code: "12345", note: "a long note, not tested by any pattern" })).error).not.toMatch(/maxPatternInputChars/);
  });
  it("keys under patternProperties or propertyNames count, and so do values reached through $ref and combinators", async () => {
    const limits = { maxPatternInputChars: 5 };
    const keyed = runtimeFor({ tags: { type: "object", patternProperties: { "^t": { type: "string" } } } }, limits);
    expect((await keyed.call("probe", { tags: { "t-long-key": "x" } })).error).toBe(refusal(5));
    const named = runtimeFor({ tags: { type: "object", propertyNames: { pattern: "^[a-z]+$" } } }, limits);
    expect((await named.call("probe", { tags: { abcdefg: 1 } })).error).toBe(refusal(5));
    const referenced = runtimeFor({ id: { $ref: "#/$defs/id" }, list: { type: "array", items: { anyOf: [{ type: "integer" }, { $ref: "#/$defs/id" }] } } }, limits);
    expect((await referenced.call("probe", { id: "abcdef" })).error).toBe(refusal(5));
    expect((await referenced.call("probe", { list: [1, "abcdef"] })).error).toBe(refusal(5));
  });
  it("the default limit is 10,000 characters", async () => {
    const limited = runtimeFor({ code: { type: "string", pattern: "^\\d+$" } });
    expect((await limited.call("probe", { code: "1".repeat(10_001) })).error).toBe(refusal(10_000));
    expect((await limited.call("probe", { code: "1".repeat(10_000) })).error).not.toMatch(/maxPatternInputChars/);
  });
});
