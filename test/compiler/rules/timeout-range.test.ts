import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/timeout-range.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (timeout: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\ntimeout: ${timeout}\n---\n` });
const first = (files: Record<string, string>) => checkFiles(files, [rule]).diagnostics.find((d) => d.rule === "timeout-range");

describe("timeout-range", () => {
  it.each(["0", "-5", "0.0", ".inf", "-.inf", ".nan"])("flags %s as unusable", (value) => {
    expect(lint(rule, tool(value))).toEqual(["config/tools/t.md:4:10"]);
    expect(first(tool(value))!.message).toBe(`\`timeout\` is ${value}: it must be a positive number of seconds`);
  });

  it("flags a timeout over the limit, with the configured limit", () => {
    expect(first(tool("600"))!.message).toContain("`timeout` is 600 s, over the 300 s limit");
    expect(lint(rule, tool("301"))).toEqual(["config/tools/t.md:4:10"]);
    const raised = { ...tool("600"), "toolc.config.yaml": "limits:\n  timeoutSeconds: 900\n" };
    expect(lint(rule, raised)).toEqual([]);
  });

  it.each(["30", "0.5", "300", "1_0"])("accepts %s", (value) => {
    expect(lint(rule, tool(value))).toEqual([]);
  });

  it("leaves non-numbers to field-type", () => {
    expect(lint(rule, tool('"30s"'))).toEqual([]);
    expect(lint(rule, tool("true"))).toEqual([]);
  });

  it("reports the unusable case as an error by default", () => {
    expect(first(tool("0"))!.severity).toBe("error");
  });

  it("reports the over-limit case as a warning by default", () => {
    expect(first(tool("600"))!.severity).toBe("warn");
  });

  it("applies a configured severity to both cases", () => {
    const config = { "toolc.config.yaml": "rules:\n  timeout-range: info\n" };
    expect(first({ ...tool("0"), ...config })!.severity).toBe("info");
    expect(first({ ...tool("600"), ...config })!.severity).toBe("info");
  });

  it("is suppressed by toolc-ignore", () => {
    const files = { "config/tools/t.md": "---\nname: t\nendpoint: https://x.io\n# toolc-ignore timeout-range — batch export\ntimeout: 3600\n---\n" };
    expect(lint(rule, files)).toEqual([]);
  });
});
