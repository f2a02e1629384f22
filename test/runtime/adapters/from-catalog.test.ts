/**
 * `nativeToolSet(catalog, refs)`: the generated tool references (names, strict schemas) joined with the catalog's
 * definitions — through the agent's grant, so a cross-core key is found by the agent-local name — and a clear
 * error when the references and the catalog do not belong together.
 */
import { describe, expect, it } from "vitest";
import { nativeToolSet } from "../../../src/runtime/adapters/index.js";
import { agent, builtinTool, catalogOf, httpTool, param, schemaHttpTool } from "../helpers.js";

const quote = httpTool("quote", { endpoint: "https://example.com/q" }, [param("symbol")], { description: "Stock quote" });
const echo = schemaHttpTool("echo", { endpoint: "https://example.com/e" }, {});
const catalog = catalogOf(
  [quote, ["core/echo", echo], builtinTool("web_search")],
  [agent("lead_agent", { quote: "auto", echo: { ref: "core/echo", permission: "auto", risk: null }, web_search: "auto" })],
);

describe("nativeToolSet", () => {
  it("takes each tool's description and schema from the catalog, in the references' order", () => {
    const strict = { openai: { type: "object", properties: {}, additionalProperties: false } };
    const set = nativeToolSet(catalog, { agent: "lead_agent", tools: [{ name: "web_search" }, { name: "echo", strict }, { name: "quote" }] } as const);
    expect(set).toEqual({
      agent: "lead_agent",
      tools: [
        { name: "web_search", description: "web_search", inputSchema: { type: "object" }, hostExecuted: true },
        // An empty schema is sent as an empty object schema; the strict schema is the references' own.
        { name: "echo", description: echo.description, inputSchema: { properties: {}, type: "object" }, hostExecuted: false, strict },
        { name: "quote", description: "Stock quote", inputSchema: quote.inputSchema, hostExecuted: false },
      ],
    });
  });

  it("refuses references the catalog does not match, naming what is missing", () => {
    expect(() => nativeToolSet(catalog, { agent: "other_agent", tools: [] })).toThrow(/the catalog has no agent `other_agent`/);
    expect(() => nativeToolSet(catalog, { agent: "lead_agent", tools: [{ name: "core/echo" }] })).toThrow(/agent `lead_agent` has no tool `core\/echo`/);
    // Names of Object.prototype members are not grants.
    expect(() => nativeToolSet(catalog, { agent: "constructor", tools: [] })).toThrow(/no agent `constructor`/);
    expect(() => nativeToolSet(catalog, { agent: "lead_agent", tools: [{ name: "toString" }] })).toThrow(/no tool `toString`/);
  });
});
