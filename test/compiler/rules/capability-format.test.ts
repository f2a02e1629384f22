import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/capability-format.js";
import { checkFiles, lint } from "../../helpers/project.js";

const MANIFEST = [
  "agent: {id: core}",
  "slots: {tools: agent/tools}",
  "tools:",
  "  metadata:",
  "    echo: {capability: FS.Read}",
  "capabilities:",
  "  defaults:",
  "    fs.read: {}",
  "    fs.*: {}",
  "    mcp.call:*: {}",
  "  slots:",
  "    agent/tools/echo: ['tool.call:', network.fetch]",
  "approval:",
  "  capabilities:",
  "    'mcp.call:*': deny",
  "",
].join("\n");

const files = {
  "core/agent.yaml": MANIFEST,
  "core/agent/tools/echo/tool.yaml": "capability: network.fetch\ncapabilities: ['secret.bind:*', 'state.core.read:*']\n",
  "core/agent/mcp/docs.yaml": "command: docs-server\ncapability: '*'\n",
};

describe("capability-format", () => {
  it("reports malformed strings in tool.yaml, agent.yaml and MCP manifests", () => {
    expect(lint(rule, files)).toEqual([
      "core/agent.yaml:5:24",
      "core/agent.yaml:9:5",
      "core/agent.yaml:12:24",
      "core/agent.yaml:15:5",
      "core/agent/mcp/docs.yaml:2:13",
      "core/agent/tools/echo/tool.yaml:2:16",
    ]);
  });

  it("names the reason", () => {
    const diagnostics = checkFiles(files, [rule]).diagnostics.filter((d) => d.rule === rule.id);
    expect(diagnostics[0]!.message).toContain("capability `FS.Read` is malformed: the name `FS.Read` must be lower case");
    expect(diagnostics[2]!.message).toContain("empty");
    expect(diagnostics[3]!.message).toContain("looked up exactly");
  });

  it("accepts well-formed capabilities and a list of defaults", () => {
    const ok = {
      "core/agent.yaml": "agent: {id: core}\nslots: {tools: agent/tools}\ncapabilities:\n  defaults: [fs.read, 'tool.call:*']\n",
      "core/agent/tools/echo/tool.yaml": "capability: tool.call:echo\ncapabilities: [network.fetch]\n",
    };
    expect(lint(rule, ok)).toEqual([]);
  });

  it("checks package tools and a blank capability", () => {
    expect(lint(rule, { "pkg/t/tool.yaml": "capability: ''\n" })).toEqual(["pkg/t/tool.yaml:1:13"]);
  });

  it("skips values already reported by field-type", () => {
    expect(lint(rule, { "pkg/t/tool.yaml": "capabilities: FS.Read\n" })).toEqual([]);
  });

  it("is suppressed by `toolc-ignore` on the line above", () => {
    expect(lint(rule, { "pkg/t/tool.yaml": "# toolc-ignore capability-format — legacy name\ncapability: FS.Read\n" })).toEqual([]);
  });
});
