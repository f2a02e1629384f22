import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/endpoint-insecure.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (endpoint: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: ${endpoint}\n---\nBody.\n` });

describe("endpoint-insecure", () => {
  it.each(['"http://43.98.84.30:4001/api/search"', "http://api.example.com", "HTTP://api.example.com/x", "http://{{HOST}}/v1", "http://localhost.evil.com", "http://[::2]/"])(
    "flags %s",
    (endpoint) => {
      expect(lint(rule, tool(endpoint))).toEqual(["config/tools/t.md:3:11"]);
    },
  );

  it.each(["https://api.example.com", "http://localhost:8080/x", "http://LOCALHOST", "http://api.localhost/x", "http://127.0.0.1:5000", "http://127.255.3.4", "http://[::1]:80/", "http://user:pw@localhost/", "api.example.com"])(
    "accepts %s",
    (endpoint) => {
      expect(lint(rule, tool(endpoint))).toEqual([]);
    },
  );

  it("names the host without the port", () => {
    const d = checkFiles(tool('"http://43.98.84.30:4001/api/search"'), [rule]).diagnostics[0]!;
    expect(d.message).toContain("to `43.98.84.30`");
    expect(d.severity).toBe("warn");
  });

  it("is suppressed by toolc-ignore", () => {
    const files = { "config/tools/t.md": "---\nname: t\n# toolc-ignore endpoint-insecure — lab network\nendpoint: http://10.0.0.2/x\n---\n" };
    expect(lint(rule, files)).toEqual([]);
  });
});
