import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/capability-unknown.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (yaml: string, config?: string) => lint(rule, { "pkg/t/tool.yaml": yaml, ...(config ? { "toolc.config.yaml": config } : {}) });
const messages = (yaml: string) => checkFiles({ "pkg/t/tool.yaml": yaml }, [rule]).diagnostics.filter((d) => d.rule === rule.id).map((d) => d.message);

describe("capability-unknown", () => {
  it("accepts known capabilities, scoped forms and `:*` grants", () => {
    expect(tool("capability: network.fetch\ncapabilities: [fs.read, 'tool.call:x', 'mcp.call:*', skill.activate, 'state.core.read:notes']\n")).toEqual([]);
  });

  it("reports typos with a nearest match", () => {
    expect(tool("capability: network.fetc\n")).toEqual(["pkg/t/tool.yaml:1:13"]);
    expect(messages("capability: network.fetc\n")[0]).toContain("did you mean `network.fetch`?");
    expect(messages("capability: 'tool.cal:x'\n")[0]).toContain("did you mean `tool.call:x`?");
  });

  it("reports a missing required scope and a scope on a scopeless name", () => {
    expect(tool("capabilities: [tool.call, 'fs.read:x', 'fs.read:*']\n")).toEqual(["pkg/t/tool.yaml:1:16", "pkg/t/tool.yaml:1:27", "pkg/t/tool.yaml:1:40"]);
    expect(messages("capability: 'fs.read:x'\n")[0]).toContain("did you mean `fs.read`?");
  });

  it("reports test names such as `probe.effect` unless listed in `capabilities.extra`", () => {
    expect(tool("capability: probe.effect\n")).toEqual(["pkg/t/tool.yaml:1:13"]);
    expect(tool("capability: probe.effect\ncapabilities: ['probe:x']\n", "capabilities:\n  extra: [probe.effect, 'probe:*']\n")).toEqual([]);
  });

  it("leaves malformed capabilities to capability-format", () => {
    expect(tool("capability: FS.Read\n")).toEqual([]);
  });

  it("checks agent.yaml grants and MCP manifests", () => {
    const files = {
      "core/agent.yaml": "agent: {id: core}\ncapabilities:\n  defaults:\n    fs.reed: {}\n",
      "core/agent/mcp/docs.yaml": "command: x\ncapability: mcp.cal:docs\n",
    };
    expect(lint(rule, files)).toEqual(["core/agent.yaml:4:5", "core/agent/mcp/docs.yaml:2:13"]);
  });

  it("is suppressed by `toolc-ignore` on the line above", () => {
    expect(tool("# toolc-ignore capability-unknown — test-only capability\ncapability: probe.effect\n")).toEqual([]);
  });
});
