import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/method-unknown.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (method: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\nmethod: ${method}\n---\n` });

describe("method-unknown", () => {
  it.each(["PSOT", "fetch", "CONNECT"])("flags %s", (method) => {
    expect(lint(rule, tool(method))).toEqual(["config/tools/t.md:4:9"]);
  });

  it("names the upper-cased method", () => {
    expect(checkFiles(tool("psot"), [rule]).diagnostics[0]!.message).toContain("method `PSOT` is not a standard HTTP method");
  });

  it.each(["GET", "post", "Put", "PATCH", "delete", "HEAD", "options"])("accepts %s", (method) => {
    expect(lint(rule, tool(method))).toEqual([]);
  });

  it("leaves a non-string method to field-type", () => {
    expect(lint(rule, tool("1"))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    const files = { "config/tools/t.md": "---\nname: t\nendpoint: https://x.io\n# toolc-ignore method-unknown — WebDAV\nmethod: PROPFIND\n---\n" };
    expect(lint(rule, files)).toEqual([]);
  });
});
