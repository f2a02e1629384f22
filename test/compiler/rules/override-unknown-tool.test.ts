import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/override-unknown-tool.js";
import { checkFiles, lint } from "../../helpers/project.js";

const core = (rest: string) => `agent:\n  id: demo\nslots:\n  tools: agent/tools\n${rest}`;

describe("override-unknown-tool", () => {
  it("reports metadata and approval.tools keys that name no tool of the core", () => {
    const files = {
      "agent.yaml": core(
        "tools:\n  toolsets: [coding]\n  metadata:\n    web_extrct: {enabled: false}\n    echo: {risk: low}\n    terminal: {risk: high}\napproval:\n  tools:\n    ghost: deny\n",
      ),
      "agent/tools/echo/tool.yaml": "",
    };
    expect(lint(rule, files)).toEqual(["agent.yaml:8:5", "agent.yaml:13:5"]);
    const [typo, ghost] = checkFiles(files, [rule]).diagnostics;
    expect(typo!.message).toBe("`tools.metadata` names `web_extrct`, which is not a tool of this core; did you mean `web_extract`?");
    expect(ghost!.message).toBe("`approval.tools` names `ghost`, which is not a tool of this core");
  });

  it("names the unselected toolset of a builtin", () => {
    const files = { "agent.yaml": core("tools:\n  toolsets: [coding]\n  metadata:\n    schedule_manage: {enabled: false}\n") };
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("builtin `schedule_manage` belongs to toolset `schedule`, which is not selected");
  });

  it("accepts a tool whose tool.yaml does not parse (it keeps its id)", () => {
    const files = { "agent.yaml": core("tools:\n  metadata:\n    echo: {risk: low}\n"), "agent/tools/echo/tool.yaml": "risk: [\n" };
    expect(lint(rule, files)).toEqual([]);
  });

  it("knows MCP names from include entries and the snapshot, and exempts servers without a snapshot", () => {
    const files = {
      "toolc.config.yaml": "mcp:\n  snapshot: mcp-snapshot.yaml\n",
      "mcp-snapshot.yaml": "servers:\n  docs:\n    tools: [lookup, search]\n",
      "agent.yaml": core("tools:\n  metadata:\n    docs__search: {risk: low}\n    docs__nothing: {risk: low}\n    wiki__anything: {risk: low}\n"),
      "agent/mcp/docs.yaml": "command: docs-server\n",
      "agent/mcp/wiki.yaml": "command: wiki-server\n",
    };
    expect(lint(rule, files)).toEqual(["agent.yaml:8:5"]);
  });

  it("does not check the global fallback", () => {
    expect(lint(rule, { "agents/agent.yaml": "approval:\n  tools:\n    ghost: deny\n" })).toEqual([]);
  });

  it("is suppressed inline", () => {
    const files = { "agent.yaml": core("tools:\n  metadata:\n    # toolc-ignore override-unknown-tool — tool added by a package\n    memory: {risk: low}\n") };
    expect(lint(rule, files)).toEqual([]);
  });
});
