/**
 * What `toolc serve` lists: annotations from method, permission and risk; the tools an agent may run
 * (not `deny`, not host-only builtins); ToolResult → CallToolResult.
 */
import { describe, expect, it } from "vitest";
import { annotationsOf, servedTools, toCallToolResult } from "../../src/cli/serve-tools.js";
import { agent, authoredTool, builtinTool, catalogOf, httpTool } from "../runtime/helpers.js";

describe("annotationsOf", () => {
  it("HTTP: safe methods are read-only and idempotent; PUT and DELETE idempotent; DELETE destructive", () => {
    const of = (method: string, permission = "auto") => annotationsOf(httpTool("t", { method }), permission, null);
    expect(of("GET")).toEqual({ title: "t", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true });
    expect(of("PUT")).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: true });
    expect(of("DELETE")).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    expect(of("POST", "confirm")).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
  });
  it("authored: destructive when the agent must approve it or its risk is high or critical", () => {
    const tool = authoredTool("a", {});
    expect(annotationsOf(tool, "auto", "low")).toEqual({ title: "a", readOnlyHint: false, destructiveHint: false });
    expect(annotationsOf(tool, "prompt", "low").destructiveHint).toBe(true);
    expect(annotationsOf(tool, "auto", "critical").destructiveHint).toBe(true);
  });
});

describe("servedTools and toCallToolResult", () => {
  it("offers the agent's runnable tools in its order, never `deny` ones or builtins", () => {
    const catalog = catalogOf(
      [httpTool("quote", {}), httpTool("order", { method: "POST" }), builtinTool("web_search"), authoredTool("note", {}, { type: "object" })],
      [agent("lead_agent", { order: "confirm", web_search: "auto", quote: "auto", note: "deny" })],
    );
    expect(servedTools(catalog, "lead_agent").map((entry) => [entry.listing.name, entry.ref])).toEqual([
      ["order", "order"],
      ["quote", "quote"],
    ]);
  });
  it("a schema without `type` is offered as an object schema", () => {
    const catalog = catalogOf([authoredTool("note", {}, { properties: {} })], [agent("a", { note: "auto" })]);
    expect(servedTools(catalog, "a")[0]!.listing.inputSchema).toEqual({ properties: {}, type: "object" });
  });
  it("maps success to text content and failure to isError", () => {
    expect(toCallToolResult({ success: true, data: "42", error: null, metadata: { elapsed_ms: 1 } })).toEqual({ content: [{ type: "text", text: "42" }] });
    expect(toCallToolResult({ success: false, data: "", error: "boom", metadata: {} })).toEqual({ content: [{ type: "text", text: "boom" }], isError: true });
  });
});
