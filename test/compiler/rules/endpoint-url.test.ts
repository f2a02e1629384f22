import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/endpoint-url.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (endpoint: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: ${endpoint}\n---\nBody.\n` });

describe("endpoint-url", () => {
  it.each(["api.example.com/v1/price", "/v1", "ftp://example.com/x", "https://", "'http:/example.com'", "x{{HOST}}/v1"])("flags %s", (endpoint) => {
    expect(lint(rule, tool(endpoint))).toEqual(["config/tools/t.md:3:11"]);
  });

  it.each(["https://api.example.com/v1", "http://localhost:8080", "HTTPS://Example.com", "{{API_URL}}/items", "https://{{HOST}}/v1", "https://user:{{P}}@h"])(
    "accepts %s",
    (endpoint) => {
      expect(lint(rule, tool(endpoint))).toEqual([]);
    },
  );

  it("spans the value and names the endpoint", () => {
    const d = checkFiles(tool("api.example.com"), [rule]).diagnostics.find((x) => x.rule === "endpoint-url")!;
    expect([d.line, d.column, d.endColumn]).toEqual([3, 11, 26]);
    expect(d.message).toContain("`api.example.com`");
  });

  it("leaves a blank or mistyped endpoint to the structural rules", () => {
    expect(lint(rule, tool('""'))).toEqual([]);
    expect(lint(rule, tool("[a]"))).toEqual([]);
  });

  it("is suppressed by toolc-ignore in the frontmatter", () => {
    const files = { "config/tools/t.md": "---\nname: t\n# toolc-ignore endpoint-url — resolved by a proxy\nendpoint: /v1\n---\n" };
    expect(lint(rule, files)).toEqual([]);
  });
});
