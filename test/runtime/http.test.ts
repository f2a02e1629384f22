/**
 * HTTP tools against a real node:http server on 127.0.0.1: the reference's §5.4 request, template and
 * response cases ported; where spec §6 decided differently the test name says so.
 */
import { describe, expect, it } from "vitest";
import { createRuntime } from "../../src/runtime/runtime.js";
import { catalogOf, closedPort, httpTool, param, sendJson, sendText } from "./helpers.js";
import { useHttpHarness } from "./http-harness.js";

const { server, respond, runtimeFor } = useHttpHarness();

const anyParams = [
  param("q"),
  param("n", { type: "integer", required: false }),
  param("flag", { type: "boolean", required: false }),
  param("lim", { type: "integer", default: 5, required: false }),
];

describe("request building (reference §5.4)", () => {
  it.each(["GET", "DELETE", "HEAD", "OPTIONS"])("%s sends arguments plus defaults as a query string", async (method) => {
    const result = await runtimeFor({ method }, anyParams).call("t", { q: "a b&c", n: "3", flag: "yes" });
    expect(result.success).toBe(true);
    expect(server().received[0]!.method).toBe(method);
    expect(server().received[0]!.url).toBe("/api?q=a%20b%26c&n=3&flag=true&lim=5");
    expect(server().received[0]!.body).toBe("");
  });
  it.each(["POST", "PUT", "PATCH"])("%s sends a JSON body with native types", async (method) => {
    await runtimeFor({ method }, anyParams).call("t", { q: "x", n: "3", flag: "0" });
    const got = server().received[0]!;
    expect(got.method).toBe(method);
    expect(got.url).toBe("/api");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(got.body)).toEqual({ q: "x", n: 3, flag: false, lim: 5 });
  });
  it("a lower-case method is normalised", async () => {
    await runtimeFor({ method: "post" }, [param("q")]).call("t", { q: "x" });
    expect(server().received[0]!.method).toBe("POST");
  });
  it("the query is appended to the endpoint's own query; null → empty, objects → compact JSON", async () => {
    const tool = httpTool("t", { endpoint: `${server().url}/api?fixed=1&x=%20` }, []);
    tool.parameters = null;
    tool.inputSchema = { type: "object" };
    const runtime = createRuntime({ catalog: catalogOf([tool]), validators: { t: Object.assign(() => true, { errors: null }) } });
    await runtime.call("t", { none: null, obj: { b: [1, 2], a: "x" }, t: true });
    await runtime.close();
    expect(server().received[0]!.url).toBe(`/api?fixed=1&x=%20&none=&obj=${encodeURIComponent('{"b":[1,2],"a":"x"}')}&t=true`);
  });
  it("a tool header content-type is kept for a JSON body", async () => {
    await runtimeFor({ method: "POST", headers: { "Content-Type": "application/vnd.api+json" } }, [param("q")]).call("t", { q: "x" });
    expect(server().received[0]!.headers["content-type"]).toBe("application/vnd.api+json");
  });
  it("an empty endpoint fails with no request made", async () => {
    const result = await runtimeFor({ endpoint: "" }).call("t", {});
    expect(result).toMatchObject({ success: false, error: "Tool endpoint not configured" });
    expect(server().received).toHaveLength(0);
  });
  it("a missing required parameter fails with no request made", async () => {
    const result = await runtimeFor({}, [param("q")]).call("t", {});
    expect(result.error).toMatch(/^Missing required parameter\(s\): q/);
    expect(server().received).toHaveLength(0);
  });
});

describe("templates (reference §3.4, §5.4)", () => {
  it("{{TOK}} is resolved in the URL and in headers", async () => {
    const runtime = runtimeFor(
      { endpoint: `${server().url}/{{PATH_PART}}/x?k={{TOK}}`, headers: { Authorization: "Bearer {{TOK}}", "X-Static": "static" } },
      [],
      { env: { TOK: "tok-1234", PATH_PART: "v1" } },
    );
    expect((await runtime.call("t", {})).success).toBe(true);
    expect(server().received[0]!.url).toBe("/v1/x?k=tok-1234");
    expect(server().received[0]!.headers.authorization).toBe("Bearer tok-1234");
    expect(server().received[0]!.headers["x-static"]).toBe("static");
  });
  it("{{ TOK }} (spaces) is not a template and is sent as written", async () => {
    await runtimeFor({ headers: { "X-T": "{{ TOK }}" } }, [], { env: { TOK: "secret-zzz" } }).call("t", {});
    expect(server().received[0]!.headers["x-t"]).toBe("{{ TOK }}");
  });
  it("{{TOK}} inside a parameter value is never resolved", async () => {
    await runtimeFor({}, [param("q")], { env: { TOK: "secret-zzz" } }).call("t", { q: "{{TOK}}" });
    expect(server().received[0]!.url).toBe(`/api?q=${encodeURIComponent("{{TOK}}")}`);
  });
  it("differs from reference: a missing variable fails the call, names it, and sends nothing", async () => {
    const result = await runtimeFor({ headers: { "X-Key": "{{MISSING_KEY}}" } }).call("t", {});
    expect(result.success).toBe(false);
    expect(result.error).toContain("MISSING_KEY");
    expect(result.error).toMatch(/^Tool configuration error: /);
    expect(server().received).toHaveLength(0);
  });
  it('missingSecret: "literal" keeps the placeholder (the reference behaviour)', async () => {
    await runtimeFor({ headers: { "X-Key": "key={{NONEXISTENT_VAR}}" } }, [], { missingSecret: "literal" }).call("t", {});
    expect(server().received[0]!.headers["x-key"]).toBe("key={{NONEXISTENT_VAR}}");
  });
  it("non-string header values pass through as their text (reference passthrough of 42 / True)", async () => {
    await runtimeFor({ headers: { "X-Num": 42, "X-Bool": true } as unknown as Record<string, string> }).call("t", {});
    expect(server().received[0]!.headers["x-num"]).toBe("42");
    expect(server().received[0]!.headers["x-bool"]).toBe("true");
  });
  it("an empty value counts as set", async () => {
    await runtimeFor({ headers: { "X-Key": "a{{EMPTY}}b" } }, [], { env: { EMPTY: "" } }).call("t", {});
    expect(server().received[0]!.headers["x-key"]).toBe("ab");
  });
  it("the environment is read at call time", async () => {
    const env: Record<string, string> = { TOK: "first-value" };
    const runtime = runtimeFor({ headers: { "X-Key": "{{TOK}}" } }, [], { env });
    await runtime.call("t", {});
    env.TOK = "second-value";
    await runtime.call("t", {});
    expect(server().received.map((r) => r.headers["x-key"])).toEqual(["first-value", "second-value"]);
  });
  it("a header value holding CR/LF after resolution is refused before sending", async () => {
    const result = await runtimeFor({ headers: { "X-Key": "{{TOK}}" } }, [], { env: { TOK: "abc\r\nX-Injected: 1" } }).call("t", {});
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/line break/);
    expect(server().received).toHaveLength(0);
  });
});

describe("responses (reference §5.4)", () => {
  const data = { data: { items: [{ name: "a" }, { name: "b" }, { name: "c" }], zero: 0, f: false, nil: null } };

  it("JSON with $.data.items[2].name → c", async () => {
    respond((_q, res) => sendJson(res, data));
    expect(await runtimeFor({ responseExtract: "$.data.items[2].name" }).call("t", {})).toMatchObject({ success: true, data: "c" });
  });
  it("differs from reference: no extract gives JSON text, not Python repr", async () => {
    respond((_q, res) => sendJson(res, { a: 1, b: [true, null] }));
    expect((await runtimeFor({}).call("t", {})).data).toBe('{"a":1,"b":[true,null]}');
  });
  it("differs from reference: $.data.missing fails with 'matched nothing' (reference: the text None)", async () => {
    respond((_q, res) => sendJson(res, data));
    const result = await runtimeFor({ responseExtract: "$.data.missing" }).call("t", {});
    expect(result).toMatchObject({ success: false, error: "response_extract `$.data.missing` matched nothing" });
    expect(result.metadata.status_code).toBe(200);
  });
  it("$.data.zero → 0; differs from reference: $.data.f → false (not False); explicit null → null", async () => {
    respond((_q, res) => sendJson(res, data));
    expect((await runtimeFor({ responseExtract: "$.data.zero" }).call("t", {})).data).toBe("0");
    expect((await runtimeFor({ responseExtract: "$.data.f" }).call("t", {})).data).toBe("false");
    expect(await runtimeFor({ responseExtract: "$.data.nil" }).call("t", {})).toMatchObject({ success: true, data: "null" });
  });
  it("$[1] on [1,2,3] → 2", async () => {
    respond((_q, res) => sendJson(res, [1, 2, 3]));
    expect((await runtimeFor({ responseExtract: "$[1]" }).call("t", {})).data).toBe("2");
  });
  it("text/plain is returned raw", async () => {
    respond((_q, res) => sendText(res, '{"not": "parsed"}'));
    expect((await runtimeFor({}).call("t", {})).data).toBe('{"not": "parsed"}');
  });
  it("application/problem+json with a string body → the bare string", async () => {
    respond((_q, res) => sendJson(res, "just a string", 200, "application/problem+json; charset=utf-8"));
    expect((await runtimeFor({}).call("t", {})).data).toBe("just a string");
  });
  it("invalid JSON fails clearly", async () => {
    respond((_q, res) => sendText(res, "not json", 200, "application/json"));
    expect((await runtimeFor({}).call("t", {})).error).toMatch(/^Tool execution failed: response is not valid JSON/);
  });
  it("a 50,010-character body becomes 50,025 characters ending with the note", async () => {
    respond((_q, res) => sendText(res, "x".repeat(50_010)));
    const { data } = await runtimeFor({}).call("t", {});
    expect(data).toHaveLength(50_025);
    expect(data.endsWith("\n\n[Response truncated...]")).toBe(true);
  });
  it("limits.maxTextChars changes the cut", async () => {
    respond((_q, res) => sendText(res, "abcdef"));
    expect((await runtimeFor({}, [], { limits: { maxTextChars: 3 } }).call("t", {})).data).toBe("abc\n\n[Response truncated...]");
  });
  it("404 with a 600-character body → 'HTTP 404: ' + 500 characters", async () => {
    respond((_q, res) => sendText(res, "e".repeat(600), 404));
    const result = await runtimeFor({}).call("t", {});
    expect(result).toMatchObject({ success: false, error: `HTTP 404: ${"e".repeat(500)}`, data: "" });
    expect(result.metadata.status_code).toBe(404);
  });
  it("redirects are not followed: 302 is a failure and only one request is made", async () => {
    respond((_q, res) => {
      res.writeHead(302, { location: "/elsewhere" });
      res.end("moved");
    });
    expect((await runtimeFor({}).call("t", {})).error).toBe("HTTP 302: moved");
    expect(server().received).toHaveLength(1);
  });
  it("a connect error → 'Request failed: connection refused'", async () => {
    const port = await closedPort();
    const result = await runtimeFor({ endpoint: `http://127.0.0.1:${port}/x` }).call("t", {});
    expect(result).toMatchObject({ success: false, error: "Request failed: connection refused" });
  });
  it("metadata is exactly { status_code, elapsed_ms }, never the URL (differs from reference)", async () => {
    const result = await runtimeFor({}).call("t", {});
    expect(Object.keys(result.metadata).sort()).toEqual(["elapsed_ms", "status_code"]);
    expect(result.metadata.status_code).toBe(200);
    expect(typeof result.metadata.elapsed_ms).toBe("number");
  });
});

