/**
 * Secrets: the reference's TestResolveSecrets (§5.1) ported to SecretScope, and the spec §6/§9 rule
 * that no resolved value ever appears in `data`, `error` or `metadata`, on every path.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretScope } from "../../src/runtime/http/secrets.js";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { CatalogHttp } from "../../src/runtime/catalog.js";
import type { ToolResult } from "../../src/runtime/types.js";
import { catalogOf, closedPort, httpTool, param, sendJson, sendText, startServer, type TestServer } from "./helpers.js";

describe("template resolution (reference TestResolveSecrets)", () => {
  const resolve = (env: Record<string, string>, text: string, literal = true) => new SecretScope(env, literal).resolve(text);

  it("Bearer {{MY_KEY}}", () => expect(resolve({ MY_KEY: "secret123" }, "Bearer {{MY_KEY}}")).toBe("Bearer secret123"));
  it("header values", () => {
    expect(resolve({ TOKEN: "abc" }, "Bearer {{TOKEN}}")).toBe("Bearer abc");
    expect(resolve({ TOKEN: "abc" }, "static")).toBe("static");
  });
  it("several templates", () => expect(resolve({ HOST: "api.example.com", PORT: "8080" }, "https://{{HOST}}:{{PORT}}/api")).toBe("https://api.example.com:8080/api"));
  it("literal mode keeps a missing variable as written", () => expect(resolve({}, "key={{NONEXISTENT_VAR}}")).toBe("key={{NONEXISTENT_VAR}}"));
  it("fail mode records the missing names", () => {
    const scope = new SecretScope({}, false);
    scope.resolve("{{A}} {{B}} {{A}}");
    expect(scope.missing).toEqual(["A", "B"]);
    expect(scope.mustFail).toBe(true);
  });
  it.each(["{{ TOK }}", "{{A-B}}", "{TOK}", "{{}}"])("%s is not a template", (text) => expect(resolve({ TOK: "x", A: "y" }, text)).toBe(text));
  it("Unicode word characters are allowed in names", () => expect(resolve({ CLÉ_1: "v" }, "{{CLÉ_1}}")).toBe("v"));
  it("the redactor removes raw, JSON-escaped and URL-encoded forms", () => {
    const scope = new SecretScope({ A: 'se"cret/+1', B: "abc" }, false);
    scope.resolve("{{A}}{{B}}");
    const redact = scope.redactor();
    expect(redact(`x se"cret/+1 ${JSON.stringify('se"cret/+1')} ${encodeURIComponent('se"cret/+1')} abc`)).toBe(
      'x [REDACTED] "[REDACTED]" [REDACTED] [REDACTED]',
    );
  });
  it("a short value is redacted as a token of its own and where it was inserted, not inside other words", () => {
    const scope = new SecretScope({ T: "ab", N: "7", Q: "/" }, false);
    scope.resolve("Bearer {{T}}");
    scope.resolve("https://api{{N}}.example.com/x?sep={{Q}}");
    const redact = scope.redactor();
    expect(redact("about Bearer ab, {\"t\":\"ab\"} ?k=ab& cab")).toBe("about Bearer [REDACTED], {\"t\":\"[REDACTED]\"} ?k=[REDACTED]& cab");
    expect(redact("ENOTFOUND api7.example.com; 7 items; 1970")).toBe("ENOTFOUND api[REDACTED].example.com; [REDACTED] items; 1970");
    expect(redact("sep=%2F and a/b")).toBe("sep=[REDACTED] and a/b");
  });
  it("a one-character value whatever its characters (regex syntax included) is redacted", () => {
    for (const value of ["x", "$", "\\", "(", "é", "\u{1F511}"]) {
      const scope = new SecretScope({ K: value }, false);
      scope.resolve("key={{K}}");
      expect(scope.redactor()(`HTTP 401: bad key ${value} (key=${value})`)).toBe("HTTP 401: bad key [REDACTED] (key=[REDACTED])");
    }
  });
});

describe("no resolved secret in any result field", () => {
  const SECRETS = {
    TOOL_SECRET_HOST_PART: "hostpart-7f3a9c",
    TOOL_SECRET_QUERY: "q-secret-91b2e4d",
    TOOL_SECRET_TOKEN: "tok-5e8d21aa0c",
    TOOL_SECRET_USER: "user-c0ffee42",
  };
  let server: TestServer;

  beforeAll(async () => {
    // Echoes everything it received (URL and headers) in the body, like a debugging endpoint.
    server = await startServer((req, res) => {
      const echo = JSON.stringify({ url: req.url, headers: req.headers });
      if (req.url!.includes("/fail")) sendText(res, `denied for ${echo}`, 401);
      else if (req.url!.includes("/badjson")) sendText(res, `${SECRETS.TOOL_SECRET_TOKEN} and a long tail so V8 shortens its quote`, 200, "application/json");
      else sendJson(res, { echo: JSON.parse(echo) as unknown, token: SECRETS.TOOL_SECRET_TOKEN });
    });
  });
  afterAll(() => server.close());

  function http(path: string, extra: Partial<CatalogHttp> = {}): Partial<CatalogHttp> {
    return {
      endpoint: `${server.url}/${path}/{{TOOL_SECRET_HOST_PART}}?key={{TOOL_SECRET_QUERY}}`,
      headers: { Authorization: "Bearer {{TOOL_SECRET_TOKEN}}", "X-User": "{{TOOL_SECRET_USER}}" },
      ...extra,
    };
  }

  async function call(httpPart: Partial<CatalogHttp>, env: Record<string, string> = SECRETS): Promise<ToolResult> {
    const runtime = createRuntime({ catalog: catalogOf([httpTool("t", httpPart, [param("q", { required: false })])]), env });
    try {
      return await runtime.call("t", { q: "visible" });
    } finally {
      await runtime.close();
    }
  }

  function expectClean(result: ToolResult): void {
    const everything = JSON.stringify(result);
    for (const value of Object.values(SECRETS)) expect(everything).not.toContain(value);
  }

  it("success path: the echoed URL, headers and body are scrubbed", async () => {
    const result = await call(http("ok"));
    expect(result.success).toBe(true);
    expect(result.data).toContain("[REDACTED]");
    expect(result.data).toContain("visible");
    expectClean(result);
  });
  it("HTTP error path: a 401 body echoing the Authorization header is scrubbed", async () => {
    const result = await call(http("fail"));
    expect(result.error).toMatch(/^HTTP 401: denied for /);
    expect(result.error).toContain("[REDACTED]");
    expectClean(result);
  });
  it("JSON parse error path does not quote the body (V8 would cut an echoed secret mid-value)", async () => {
    const result = await call(http("badjson"));
    expect(result.error).toBe("Tool execution failed: response is not valid JSON");
    expectClean(result);
  });
  it("extract miss path is scrubbed", async () => {
    expectClean(await call(http("ok", { responseExtract: "$.nothing" })));
  });
  it("transport error path is scrubbed", async () => {
    const port = await closedPort();
    const result = await call(http("ok", { endpoint: `http://127.0.0.1:${port}/{{TOOL_SECRET_HOST_PART}}?k={{TOOL_SECRET_QUERY}}` }));
    expect(result.error).toMatch(/^Request failed: /);
    expectClean(result);
  });
  it("CR/LF refusal path is scrubbed", async () => {
    const result = await call(http("ok"), { ...SECRETS, TOOL_SECRET_USER: `${SECRETS.TOOL_SECRET_USER}\r\nX-Evil: 1` });
    expect(result.error).toMatch(/line break/);
    expectClean(result);
  });
  it("invalid URL path is scrubbed", async () => {
    const result = await call(http("ok", { endpoint: "http://[{{TOOL_SECRET_HOST_PART}}/x" }));
    expect(result.error).toMatch(/not a valid absolute URL/);
    expectClean(result);
  });
  it("short values (1–3 characters) are redacted in an HTTP error echoing them, without shredding the message", async () => {
    const short = { TOOL_SECRET_TOKEN: "k9", TOOL_SECRET_USER: "u", TOOL_SECRET_VER: "2" };
    const headers = { Authorization: "Bearer {{TOOL_SECRET_TOKEN}}", "X-User": "{{TOOL_SECRET_USER}}" };
    const result = await call({ endpoint: `${server.url}/fail/v{{TOOL_SECRET_VER}}/users`, headers }, short);
    expect(result.error).toMatch(/^HTTP 401: denied for \{"url":"\/fail\/v\[REDACTED\]\/users\?q=visible"/);
    expect(result.error).toContain('"authorization":"Bearer [REDACTED]"');
    expect(result.error).toContain('"x-user":"[REDACTED]"');
    expect(result.error).toContain('"host":"127.0.0.1:');
    expect(result.error).not.toMatch(/Bearer k9|"u"|\/v2\//);
  });
  it("missing variable path names the variable only", async () => {
    const { TOOL_SECRET_USER: _omit, ...rest } = SECRETS;
    const result = await call(http("ok"), rest);
    expect(result.error).toContain("TOOL_SECRET_USER");
    expectClean(result);
  });
});
