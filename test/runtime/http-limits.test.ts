/**
 * HTTP transport decisions of spec §6 against a real node:http server: one deadline for the whole
 * exchange, the byte limit, error-body heads, connection reuse, dispatchers and refused endpoints.
 */
import { Agent, type Dispatcher } from "undici";
import { describe, expect, it } from "vitest";
import { param, sendJson, sendText } from "./helpers.js";
import { useHttpHarness } from "./http-harness.js";

const { server, respond, runtimeFor } = useHttpHarness();

describe("deadline and size limits (spec §6)", () => {
  it("one deadline covers the body: a server trickling its body is cut off", async () => {
    respond((_q, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      const timer = setInterval(() => res.write("."), 50);
      res.on("close", () => clearInterval(timer));
    });
    const result = await runtimeFor({ timeout: 0.4 }).call("t", {});
    expect(result).toMatchObject({ success: false, error: "Request failed: timed out after 0.4s" });
    expect(result.metadata.status_code).toBe(200);
  });
  it("a server that never answers times out", async () => {
    respond(() => undefined);
    expect((await runtimeFor({ timeout: 0.3 }).call("t", {})).error).toBe("Request failed: timed out after 0.3s");
  });
  it("the caller's signal aborts the call", async () => {
    respond(() => undefined);
    const controller = new AbortController();
    const pending = runtimeFor({}).call("t", {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await pending).error).toBe("Request failed: aborted by caller");
  });
  it("an already-aborted signal fails without a request", async () => {
    const result = await runtimeFor({}).call("t", {}, { signal: AbortSignal.abort() });
    expect(result.error).toBe("Request failed: aborted by caller");
  });
  it("a chunked body over maxResponseBytes stops reading and fails clearly", async () => {
    respond((_q, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      for (let i = 0; i < 10; i++) res.write("y".repeat(1000));
      res.end();
    });
    const result = await runtimeFor({}, [], { limits: { maxResponseBytes: 4096 } }).call("t", {});
    expect(result).toMatchObject({ success: false, error: "Response body exceeds the 4096-byte limit (maxResponseBytes); reading stopped" });
  });
  it("a declared content-length over the limit fails before reading", async () => {
    respond((_q, res) => sendText(res, "z".repeat(5000)));
    expect((await runtimeFor({}, [], { limits: { maxResponseBytes: 100 } }).call("t", {})).error).toMatch(/exceeds the 100-byte limit/);
  });
  it("a body exactly at the limit is fine", async () => {
    respond((_q, res) => sendText(res, "z".repeat(100)));
    expect((await runtimeFor({}, [], { limits: { maxResponseBytes: 100 } }).call("t", {})).data).toBe("z".repeat(100));
  });
});

describe("transport details", () => {
  it("an error body is cut after its head is read (a huge 500 does not stall the call)", async () => {
    respond((_q, res) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.write("f".repeat(1024 * 1024));
      // never ended: only the head may be read
    });
    expect((await runtimeFor({ timeout: 5 }).call("t", {})).error).toBe(`HTTP 500: ${"f".repeat(500)}`);
  });
  it("successful calls keep the connection alive (the body is not aborted after reading)", async () => {
    const runtime = runtimeFor({});
    for (let i = 0; i < 6; i++) expect((await runtime.call("t", {})).success).toBe(true);
    // undici alternates between two sockets for back-to-back calls (raw `request` too); six new ones would mean aborts.
    expect(new Set(server().received.map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
  });
  it("HEAD with a large content-length and no body succeeds", async () => {
    respond((_q, res) => {
      res.writeHead(200, { "content-type": "text/plain", "content-length": "999999" });
      res.end();
    });
    expect(await runtimeFor({ method: "HEAD" }, [], { limits: { maxResponseBytes: 10 } }).call("t", {})).toMatchObject({ success: true, data: "" });
  });
  it("a given dispatcher is used, interceptors included", async () => {
    const seen: string[] = [];
    const agent = new Agent();
    const dispatcher = agent.compose((dispatch) => (opts: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) => {
      seen.push(`${opts.method} ${opts.path}`);
      return dispatch(opts, handler);
    });
    try {
      const result = await runtimeFor({}, [param("q")], { dispatcher }).call("t", { q: "1" });
      expect(result.success).toBe(true);
      expect(seen).toEqual(["GET /api?q=1"]);
    } finally {
      await agent.close();
    }
  });
  it("credentials in the endpoint are refused (they would leave as Basic auth the redactor cannot see)", async () => {
    const result = await runtimeFor({ endpoint: `http://user:{{PW}}@127.0.0.1:1/x` }, [], { env: { PW: "pw-secret-1" } }).call("t", {});
    expect(result.error).toMatch(/must not contain credentials/);
    expect(JSON.stringify(result)).not.toContain("pw-secret-1");
  });
  it("a non-http scheme is refused", async () => {
    expect((await runtimeFor({ endpoint: "file:///etc/passwd" }).call("t", {})).error).toMatch(/must use http or https/);
  });
});
