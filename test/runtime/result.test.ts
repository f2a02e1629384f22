/** formatToolResult: the reference's `format_result` layout (§4.5), byte for byte. */
import { describe, expect, it } from "vitest";
import { formatToolResult } from "../../src/runtime/xml/result.js";

describe("formatToolResult (reference §4.5)", () => {
  it("success with data", () => {
    expect(formatToolResult("query_stock_price", { success: true, data: "AAPL 190.1", error: null })).toBe(
      '<tool_result name="query_stock_price" success="true">\n<data>\nAAPL 190.1\n</data>\n</tool_result>',
    );
  });
  it("failure with an error", () => {
    expect(formatToolResult("t", { success: false, data: "", error: "HTTP 404: nope" })).toBe(
      '<tool_result name="t" success="false">\n  <error>HTTP 404: nope</error>\n</tool_result>',
    );
  });
  it("both data and error, nothing escaped", () => {
    expect(formatToolResult("a&b", { success: false, data: "<x> & y", error: "</error>" })).toBe(
      '<tool_result name="a&b" success="false">\n<data>\n<x> & y\n</data>\n  <error></error></error>\n</tool_result>',
    );
  });
  it("neither data nor error", () => {
    expect(formatToolResult("t", { success: true, data: "", error: null })).toBe('<tool_result name="t" success="true">\n</tool_result>');
  });
});
