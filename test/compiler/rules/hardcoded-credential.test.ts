import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/hardcoded-credential.js";
import { checkFiles } from "../../helpers/project.js";

const run = (front: string) =>
  checkFiles({ "config/tools/t.md": `---\nname: t\n${front}\n---\nBody.\n` }, [rule]).diagnostics.filter((d) => d.rule === "hardcoded-credential");
const at = (front: string) => run(front).map((d) => `${d.line}:${d.column}-${d.endColumn}`);
const header = (name: string, value: string) => `endpoint: https://x.io\nheaders:\n  ${name}: ${value}`;

// Built at run time so that no literal token shape sits in this source file.
const fake = (prefix: string, body: string, n: number) => prefix + body.repeat(Math.ceil(n / body.length)).slice(0, n);

describe("hardcoded-credential", () => {
  it("flags a bearer credential at the literal, naming its kind but not its value", () => {
    const secret = fake("sk-", "live3f9a8b7c6d5e", 26);
    const found = run(header("Authorization", `"Bearer ${secret}"`));
    // `  Authorization: "Bearer ` is 25 characters.
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual([`5:26-${26 + secret.length}`]);
    expect(found[0]!.message).toContain("header `Authorization` contains a literal credential (OpenAI key)");
    expect(JSON.stringify(found)).not.toContain(secret);
  });

  it.each([
    ["Authorization", "Basic dXNlcjpwYXNz"],
    ["proxy-authorization", "opaque"],
    ["AUTHORIZATION", "token abc{{X}}"],
  ])("flags %s: %s", (name, value) => {
    expect(at(header(name, value))).toHaveLength(1);
  });

  it.each([
    ["Authorization", '"Bearer {{API_KEY}}"'],
    ["Authorization", "Basic {{USER}}:{{PASS}}"],
    ["Authorization", '"{{AUTH}}"'],
    ["Authorization", "Bearer"],
    ["Authorization", '"Bearer {{ TOKEN }}"'],
    ["X-Api-Key", '"{{KEY}}"'],
    ["X-Api-Key", "short"],
    ["X-Session-Token", "not a secret value"],
    ["Accept", "application/json-with-a-long-literal"],
  ])("accepts %s: %s", (name, value) => {
    expect(at(header(name, value))).toEqual([]);
  });

  it("flags a secret-named header with a long literal, at the literal", () => {
    expect(at(header("X-Api-Key", "abcdef123456"))).toEqual(["5:14-26"]);
    expect(at(header("Cookie", "session=abcdef"))).toHaveLength(1);
    expect(at(header("X-Client-Secret", "prefix{{S}}postfix"))).toEqual(["5:20-38"]);
    expect(at(header("X-Client-Secret", "pre{{S}}post"))).toEqual([]);
  });

  it("flags secret query parameters and userinfo in the endpoint", () => {
    expect(at("endpoint: https://x.io/v1?q=1&key=abc123")).toEqual(["3:35-41"]);
    expect(at("endpoint: https://x.io/v1?access_token=abc")).toEqual(["3:40-43"]);
    expect(at("endpoint: https://user:hunter2@x.io/v1")).toEqual(["3:24-31"]);
    const found = run("endpoint: https://user:hunter2@x.io/v1");
    expect(found[0]!.message).toContain("the endpoint contains a literal credential:");
  });

  it("accepts templated query values and userinfo", () => {
    expect(at("endpoint: https://x.io/v1?api_key={{KEY}}&q=test&monkey=1")).toEqual([]);
    expect(at("endpoint: https://{{USER}}:{{PASS}}@x.io/v1")).toEqual([]);
  });

  it.each([
    ["Anthropic key", fake("sk-ant-", "api03abcXYZ", 30)],
    ["Stripe key", fake("sk_live_", "51Habc", 24)],
    ["GitHub token", fake("ghp_", "aB3dE5gH7j", 36)],
    ["GitHub token", fake("github_pat_", "11ABCDEF_x", 40)],
    ["Slack token", fake("xoxb-", "1234-5678-", 30)],
    ["AWS access key", fake("AKIA", "IOSFODNN7EXAMPLE", 16)],
    ["Google API key", fake("AIza", "SyA-bc_1234567", 35)],
    ["JWT", `${fake("eyJ", "hbGciOiJI", 12)}.${fake("eyJ", "zdWIiOiIx", 14)}.${fake("", "SflKxwRJ", 16)}`],
  ])("recognises a %s in any header value", (kind, token) => {
    const found = run(header("X-Custom", `"${token}"`));
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(`(${kind})`);
  });

  it("recognises a token shape in the endpoint path", () => {
    const token = fake("xoxb-", "1234-5678-", 30);
    expect(run(`endpoint: https://hooks.x.io/${token}`)[0]!.message).toContain("(Slack token)");
  });

  it("does not match a token shape inside a longer word", () => {
    expect(at(header("X-Custom", `task-${"a".repeat(30)}`))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    const front = "endpoint: https://x.io\nheaders:\n  # toolc-ignore hardcoded-credential — public demo key\n  X-Api-Key: demo-key-123456";
    expect(at(front)).toEqual([]);
  });
});
