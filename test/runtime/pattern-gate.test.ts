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
  const schema: JsonSchema = { type: "object", properties, additionalProperties: false };
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
  it("strings longer than limits.maxPatternInputChars are refused, values and keys alike", async () => {
    const runtime = runtimeFor({ code: { type: "string", pattern: "^\\d+\\d+$" }, extra: { type: "object" } }, { maxPatternInputChars: 5 });
    const refusal = "Invalid arguments: a string of more than 5 characters for a tool whose input schema tests patterns (limits.maxPatternInputChars)";
    expect((await runtime.call("probe", { code: "123456" })).error).toBe(refusal);
    expect((await runtime.call("probe", { code: "1", extra: { "a-long-key": 1 } })).error).toBe(refusal);
    expect((await runtime.call("probe", { code: "12345x" })).error).toBe(refusal);
    expect((await runtime.call("probe", { code: "1234x" })).error).toMatch(/must match pattern/);
  });
  it("the default limit is 10,000 characters; schemas without patterns are not limited", async () => {
    const limited = runtimeFor({ code: { type: "string", pattern: "^\\d+$" } });
    expect((await limited.call("probe", { code: "1".repeat(10_001) })).error).toMatch(/more than 10000 characters/);
    const free = runtimeFor({ text: { type: "string", maxLength: 5 } });
    expect((await free.call("probe", { text: "x".repeat(10_001) })).error).toMatch(/must NOT have more than 5 characters|longer/);
  });
});
