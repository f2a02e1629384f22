/**
 * The public entry point, end to end: a model reply is parsed, each call runs through the runtime
 * (string values coerced by declared type), and the results are formatted back for the model.
 */
import { describe, expect, it } from "vitest";
import * as runtimeApi from "../../src/runtime/index.js";
import { createRuntime, formatToolResult, parseToolCalls, renderToolInstructions } from "../../src/runtime/index.js";
import { agent, catalogOf, httpTool, param, startServer } from "./helpers.js";

describe("toolc/runtime public API", () => {
  it("exports exactly the documented values", () => {
    expect(Object.keys(runtimeApi).sort()).toEqual(["DEFAULT_LIMITS", "createRuntime", "formatToolResult", "parseToolCalls", "renderToolInstructions"]);
    expect(runtimeApi.DEFAULT_LIMITS).toEqual({ maxResponseBytes: 5 * 1024 * 1024, maxTextChars: 50_000, maxPatternInputChars: 10_000 });
  });

  it("refuses a catalog of another version", () => {
    expect(() => createRuntime({ catalog: { version: 2 } as never })).toThrow(/catalog version 1/);
  });

  it("reply → parseToolCalls → runtime.call → formatToolResult", async () => {
    const server = await startServer((req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data: { price: 190.5, query: req.url } }));
    });
    const tool = httpTool("query_stock_price", { endpoint: `${server.url}/quote`, responseExtract: "$.data" }, [
      param("symbol"),
      param("days", { type: "integer", required: false, default: 1 }),
      param("live", { type: "boolean", required: false }),
    ]);
    const catalog = catalogOf([tool], [agent("lead_agent", { query_stock_price: "auto" })]);
    const runtime = createRuntime({ catalog });
    try {
      expect(renderToolInstructions([tool])).toContain('<tool name="query_stock_price">');
      const reply = [
        "Checking.",
        "<tool_call>\n  <name>query_stock_price</name>\n  <params>\n    <symbol><![CDATA[AAPL]]></symbol>\n    <days> 5 </days>\n    <live>YES</live>\n  </params>\n</tool_call>",
        "<tool_call><name>query_stock_price</name><params><days>x</days></params></tool_call>",
        "<tool_call>garbage</tool_call>",
      ].join("\n");
      const messages: string[] = [];
      for (const item of parseToolCalls(reply)) {
        if ("error" in item) {
          messages.push(formatToolResult("__malformed__", { success: false, error: item.error }));
          continue;
        }
        const result = await runtime.call(item.name, item.params, { agent: "lead_agent" });
        messages.push(formatToolResult(item.name, result));
      }
      expect(messages[0]).toBe(
        '<tool_result name="query_stock_price" success="true">\n<data>\n{"price":190.5,"query":"/quote?symbol=AAPL&days=5&live=true"}\n</data>\n</tool_result>',
      );
      expect(messages[1]).toBe(
        '<tool_result name="query_stock_price" success="false">\n  <error>Missing required parameter(s): symbol. Required: [\'symbol\']. Received: [\'days\']</error>\n</tool_result>',
      );
      expect(messages[2]).toMatch(/^<tool_result name="__malformed__" success="false">\n  <error>Your tool call could not be parsed/);
    } finally {
      await runtime.close();
      await server.close();
    }
  });
});

describe("renderToolInstructions(catalog, agent)", () => {
  it("renders an agent of a generated catalog exactly as its prompts/<agent>.md", async () => {
    const { readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const { fileURLToPath } = await import("node:url");
    const { renderToolInstructions: render } = await import("../../src/runtime/index.js");
    const expected = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../examples/markdown-stock/expected");
    const catalog = JSON.parse(readFileSync(path.join(expected, "catalog.json"), "utf8"));
    for (const agent of ["lead_agent", "research_agent", "ticket_agent"]) {
      expect(render(catalog, agent)).toBe(readFileSync(path.join(expected, `prompts/${agent}.md`), "utf8"));
    }
    expect(render(catalog, "nobody")).toContain("No tools available.");
  });
});
