/**
 * Host-executed tools through `createRuntime({ builtins })`: a handler runs after coercion, defaults,
 * validation and permission; its value becomes the result; a throw fails the call; an unhandled builtin
 * says how to provide it.
 */
import { describe, expect, it } from "vitest";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { HostToolContext } from "../../src/runtime/types.js";
import { agent, builtinTool, catalogOf, param } from "./helpers.js";

const search = { ...builtinTool("web_search"), parameters: [param("query"), param("count", { type: "integer", required: false, default: 10 })] };
const fetchTool = { ...builtinTool("web_fetch"), permission: "confirm" as const, parameters: [param("url")] };
const catalog = catalogOf([search, fetchTool], [agent("lead_agent", { web_search: "auto", web_fetch: "confirm" })]);

describe("builtins handlers", () => {
  it("a handler receives prepared arguments (coerced, defaults applied) and the call context", async () => {
    const seen: Array<[Record<string, unknown>, HostToolContext]> = [];
    const runtime = createRuntime({
      catalog,
      builtins: {
        web_search: (args, context) => {
          seen.push([args, context]);
          return `results for ${String(args.query)}`;
        },
      },
    });
    const result = await runtime.call("web_search", { query: "toolc" }, { agent: "lead_agent" });
    expect(result).toMatchObject({ success: true, data: "results for toolc", error: null });
    expect(seen).toEqual([[{ query: "toolc", count: 10 }, { tool: "web_search", agent: "lead_agent" }]]);
  });

  it("a non-string value is sent as JSON; a throw is a failed result", async () => {
    const runtime = createRuntime({
      catalog,
      builtins: {
        web_search: async () => ({ hits: 2 }),
        web_fetch: () => {
          throw new Error("offline");
        },
      },
      approve: () => "allow",
    });
    expect((await runtime.call("web_search", { query: "q" })).data).toBe('{"hits":2}');
    expect(await runtime.call("web_fetch", { url: "u" })).toMatchObject({ success: false, error: "Tool execution failed: offline" });
  });

  it("validation and permission still apply to a handled builtin", async () => {
    let ran = 0;
    const runtime = createRuntime({ catalog, builtins: { web_search: () => ran++, web_fetch: () => ran++ } });
    expect((await runtime.call("web_search", { count: 3 })).error).toBe("Missing required parameter(s): query. Required: ['query']. Received: ['count']");
    expect((await runtime.call("web_fetch", { url: "u" }, { agent: "lead_agent" })).success).toBe(false);
    expect(ran).toBe(0);
  });

  it("an unhandled builtin fails with a message that says how to provide it", async () => {
    const runtime = createRuntime({ catalog, builtins: { web_search: () => "" } });
    const result = await runtime.call("web_fetch", { url: "u" });
    expect(result.error).toBe(
      `builtin tool 'web_fetch' is executed by the host, and no handler was given: pass createRuntime({ builtins: { "web_fetch": async (args, context) => "…result text…" } })`,
    );
  });
});
