/**
 * The call pipeline around execution: agent scoping (reference §2.3), permission (§2.4, spec §6),
 * builtins, and the "never rejects" rule. HTTP tools hit a real local server so "did it run" is observable.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRuntime } from "../../src/runtime/runtime.js";
import { USER_DENIED } from "../../src/runtime/permission.js";
import type { ApprovalDecision, ApprovalRequest, Runtime, RuntimeOptions } from "../../src/runtime/types.js";
import type { Catalog } from "../../src/runtime/catalog.js";
import { agent, builtinTool, catalogOf, httpTool, param, sendJson, startServer, type TestServer } from "./helpers.js";

let server: TestServer;
const runtimes: Runtime[] = [];
beforeAll(async () => {
  server = await startServer((_req, res) => sendJson(res, "ran"));
});
afterAll(async () => {
  await Promise.all(runtimes.map((r) => r.close()));
  await server.close();
});
afterEach(() => {
  server.received.length = 0;
});

function catalog(): Catalog {
  const tool = (name: string, permission: "auto" | "confirm") =>
    httpTool(name, { endpoint: `${server.url}/${name}` }, [param("q", { required: false }), param("n", { type: "integer", required: false })], { permission });
  return catalogOf(
    [tool("free", "auto"), tool("careful", "confirm"), builtinTool("call_subagent"), ["core_a/dup", { ...tool("dup", "auto"), kind: "http" }]],
    [
      agent("lead_agent", { free: "auto", careful: "confirm", call_subagent: "auto", ghost: "auto" }),
      agent("loose", { careful: "auto" }),
      agent("strict", { free: "confirm" }),
      agent("core", { dup: { ref: "core_a/dup", permission: "prompt", risk: "high" } }),
      agent("blocked", { free: "deny" }),
    ],
  );
}

/** A runtime with an approver that answers from `answers` and records requests. */
function runtimeWith(answers: ApprovalDecision[] | null, options: Partial<RuntimeOptions> = {}) {
  const requests: ApprovalRequest[] = [];
  const approve = answers
    ? (request: ApprovalRequest) => {
        requests.push(request);
        return answers.shift() ?? "deny";
      }
    : undefined;
  const runtime = createRuntime({ catalog: catalog(), approve, ...options });
  runtimes.push(runtime);
  return { runtime, requests };
}

describe("agent scoping (reference §2.3)", () => {
  it("a listed, registered tool runs", async () => {
    const { runtime } = runtimeWith([]);
    expect(await runtime.call("free", { q: "x" }, { agent: "lead_agent" })).toMatchObject({ success: true, data: "ran", error: null });
  });
  it("registered but not listed → not available", async () => {
    const { runtime } = runtimeWith([]);
    expect((await runtime.call("free", {}, { agent: "loose" })).error).toBe("Tool 'free' not available for 'loose'");
  });
  it("listed but not registered → not found", async () => {
    const { runtime } = runtimeWith([]);
    expect((await runtime.call("ghost", {}, { agent: "lead_agent" })).error).toBe("Tool 'ghost' not found");
  });
  it("'not available' is checked before 'not found'", async () => {
    const { runtime } = runtimeWith([]);
    expect((await runtime.call("nothing", {}, { agent: "lead_agent" })).error).toBe("Tool 'nothing' not available for 'lead_agent'");
  });
  it("an unknown agent fails", async () => {
    const { runtime } = runtimeWith([]);
    expect((await runtime.call("free", {}, { agent: "nobody" })).error).toBe("Agent 'nobody' not found");
  });
  it("without an agent a Markdown tool runs with its own permission", async () => {
    const { runtime, requests } = runtimeWith(["allow"]);
    expect((await runtime.call("free", {})).success).toBe(true);
    expect((await runtime.call("careful", {})).success).toBe(true);
    expect(requests).toHaveLength(1);
    expect((await runtime.call("nothing", {})).error).toBe("Tool 'nothing' not found");
  });
  it("an agent grant resolves a core key; without an agent the unique name finds it", async () => {
    const { runtime, requests } = runtimeWith(["allow", "allow"]);
    expect((await runtime.call("dup", {}, { agent: "core" })).success).toBe(true);
    expect(requests[0]).toEqual({ tool: "dup", agent: "core", args: {}, risk: "high" });
    expect((await runtime.call("dup", {})).success).toBe(true);
    expect(server.received.map((r) => r.url)).toEqual(["/dup", "/dup"]);
  });
  it("builtins are executed by the host: without a handler the error says how to pass one", async () => {
    const { runtime } = runtimeWith([]);
    const result = await runtime.call("call_subagent", { agent_name: "x", instruction: "y" }, { agent: "lead_agent" });
    expect(result).toMatchObject({
      success: false,
      error: `builtin tool 'call_subagent' is executed by the host, and no handler was given: pass createRuntime({ builtins: { "call_subagent": async (args, context) => "…result text…" } })`,
    });
  });
});

describe("permission (reference §2.4, spec §6)", () => {
  it("confirm without an approver is denied (fail closed) and never runs", async () => {
    const { runtime } = runtimeWith(null);
    const result = await runtime.call("careful", {}, { agent: "lead_agent" });
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^Permission denied/);
    expect(server.received).toHaveLength(0);
  });
  it("a denial returns the reference text and never runs", async () => {
    const { runtime, requests } = runtimeWith(["deny"]);
    expect((await runtime.call("careful", { q: "x", n: "2" }, { agent: "lead_agent" })).error).toBe(USER_DENIED);
    expect(USER_DENIED).toBe("Permission denied by user. You do not have permission to use this tool.");
    expect(requests).toEqual([{ tool: "careful", agent: "lead_agent", args: { q: "x", n: 2 }, risk: null }]);
    expect(server.received).toHaveLength(0);
  });
  it("allow runs once and asks again next time", async () => {
    const { runtime, requests } = runtimeWith(["allow", "deny"]);
    expect((await runtime.call("careful", {}, { agent: "lead_agent" })).success).toBe(true);
    expect((await runtime.call("careful", {}, { agent: "lead_agent" })).error).toBe(USER_DENIED);
    expect(requests).toHaveLength(2);
  });
  it("allow-always is remembered for that tool (any arguments, any agent)", async () => {
    const { runtime, requests } = runtimeWith(["allow-always", "deny"]);
    expect((await runtime.call("careful", { q: "1" }, { agent: "lead_agent" })).success).toBe(true);
    expect((await runtime.call("careful", { q: "2" }, { agent: "lead_agent" })).success).toBe(true);
    expect((await runtime.call("careful", { q: "3" })).success).toBe(true);
    expect(requests).toHaveLength(1);
    expect((await runtime.call("free", {}, { agent: "strict" })).error).toBe(USER_DENIED);
  });
  it("allow-always lives only as long as the runtime", async () => {
    await runtimeWith(["allow-always"]).runtime.call("careful", {});
    const { runtime, requests } = runtimeWith(["deny"]);
    expect((await runtime.call("careful", {})).error).toBe(USER_DENIED);
    expect(requests).toHaveLength(1);
  });
  it("the agent's value overrides the tool's, both ways", async () => {
    const { runtime, requests } = runtimeWith(["deny"]);
    expect((await runtime.call("careful", {}, { agent: "loose" })).success).toBe(true);
    expect((await runtime.call("free", {}, { agent: "strict" })).error).toBe(USER_DENIED);
    expect(requests.map((r) => r.tool)).toEqual(["free"]);
  });
  it("deny policy never runs and never asks", async () => {
    const { runtime, requests } = runtimeWith(["allow"]);
    expect((await runtime.call("free", {}, { agent: "blocked" })).error).toMatch(/^Permission denied by policy/);
    expect(requests).toHaveLength(0);
    expect(server.received).toHaveLength(0);
  });
  it("an approver that throws or answers nonsense denies", async () => {
    const throwing = createRuntime({ catalog: catalog(), approve: () => Promise.reject(new Error("ui crashed")) });
    const nonsense = createRuntime({ catalog: catalog(), approve: () => "yes" as ApprovalDecision });
    runtimes.push(throwing, nonsense);
    expect((await throwing.call("careful", {})).error).toBe(USER_DENIED);
    expect((await nonsense.call("careful", {})).error).toBe(USER_DENIED);
    expect(server.received).toHaveLength(0);
  });
  it("validation comes before permission: invalid arguments never reach the approver", async () => {
    const { runtime, requests } = runtimeWith(["allow"]);
    expect((await runtime.call("careful", { n: "x" })).error).toBe("Invalid value for 'n': 'x' is not a valid integer");
    expect(requests).toHaveLength(0);
  });
  it("the approver cannot change the arguments that run", async () => {
    const runtime = createRuntime({
      catalog: catalog(),
      approve: (request) => {
        (request.args as { q: string }).q = "changed";
        return "allow";
      },
    });
    runtimes.push(runtime);
    await runtime.call("careful", { q: "original" });
    expect(server.received[0]!.url).toBe("/careful?q=original");
  });
});

describe("never rejects", () => {
  it("unserialisable arguments become a failed result", async () => {
    const tool = httpTool("post", { endpoint: `${server.url}/p`, method: "POST" }, []);
    tool.parameters = null;
    const runtime = createRuntime({ catalog: catalogOf([tool]), validators: { post: Object.assign(() => true, { errors: null }) } });
    runtimes.push(runtime);
    const result = await runtime.call("post", { big: 10n });
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^Tool execution failed: /);
  });
});
