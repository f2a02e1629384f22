import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/approval-auto-high-risk.js";
import { checkFiles, lint } from "../../helpers/project.js";

const core = (rest = "") => `agent:\n  id: demo\nslots:\n  tools: agent/tools\n${rest}`;

describe("approval-auto-high-risk", () => {
  it("reports an authored high-risk auto tool at its approval value, with the risk as related", () => {
    const files = { "agent.yaml": core(), "agent/tools/probe/tool.yaml": "risk: high\napproval_policy: auto\n" };
    expect(lint(rule, files)).toEqual(["agent/tools/probe/tool.yaml:2:18"]);
    const [d] = checkFiles(files, [rule]).diagnostics;
    expect(d!.message).toBe("`probe` has risk `high` but approval `auto`: it runs without asking the user");
    expect(d!.related).toEqual([expect.objectContaining({ file: "agent/tools/probe/tool.yaml", line: 1, column: 7 })]);
  });

  it("follows metadata: a metadata value that produces `auto` or the high risk is located in agent.yaml", () => {
    const files = {
      "agent.yaml": core("tools:\n  metadata:\n    probe: {approval_policy: auto}\n    calm: {risk: Critical}\n"),
      "agent/tools/probe/tool.yaml": "risk: critical\n",
      "agent/tools/calm/tool.yaml": "approval_policy: auto\n",
    };
    expect(lint(rule, files)).toEqual(["agent.yaml:7:30", "agent/tools/calm/tool.yaml:1:18"]);
    const diagnostics = checkFiles(files, [rule]).diagnostics;
    expect(diagnostics.find((d) => d.file.endsWith("calm/tool.yaml"))!.related).toEqual([expect.objectContaining({ file: "agent.yaml", line: 8, column: 18 })]);
  });

  it("is quiet when metadata hides the tool or approval tightening applies (core or fallback)", () => {
    const tool = { "agent/tools/probe/tool.yaml": "risk: high\napproval_policy: auto\n" };
    expect(lint(rule, { "agent.yaml": core("tools:\n  metadata:\n    probe: {enabled: false}\n"), ...tool })).toEqual([]);
    expect(lint(rule, { "agent.yaml": core("approval:\n  risks:\n    high: prompt\n"), ...tool })).toEqual([]);
    expect(lint(rule, { "agent.yaml": core(), "agents/agent.yaml": "approval:\n  default: deny\n", ...tool })).toEqual([]);
  });

  it("keeps the first truthy lookup per config: a tool-specific `auto` beats a risk-level `deny`", () => {
    const files = {
      "agent.yaml": core("approval:\n  tools:\n    probe: auto\n  risks:\n    high: deny\n"),
      "agent/tools/probe/tool.yaml": "risk: high\napproval_policy: auto\n",
    };
    expect(lint(rule, files)).toEqual(["agent/tools/probe/tool.yaml:2:18"]);
  });

  it("never reports builtins, and skips values reported by invalid-value", () => {
    expect(lint(rule, { "agent.yaml": core("tools:\n  toolsets: [coding]\n  metadata:\n    terminal: {approval_policy: auto}\n") })).toEqual([]);
    expect(lint(rule, { "agent.yaml": core(), "agent/tools/probe/tool.yaml": "risk: extreme\napproval_policy: auto\n" })).toEqual([]);
  });

  it("checks MCP manifests, per known tool and for the unknown rest of a server", () => {
    const files = {
      "agent.yaml": core("tools:\n  metadata:\n    docs__lookup: {approval_policy: prompt}\n"),
      "agent/mcp/docs.yaml": "command: docs\nrisk: high\napproval_policy: auto\ntools:\n  include: [lookup]\n",
    };
    expect(lint(rule, files)).toEqual(["agent/mcp/docs.yaml:3:18"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("`docs__*` has risk `high`");
    const off = { ...files, "agent/mcp/docs.yaml": "enabled: false\ncommand: docs\nrisk: high\napproval_policy: auto\n" };
    expect(lint(rule, off)).toEqual([]);
  });

  it("checks package tools on their own values", () => {
    expect(lint(rule, { "package-repository/tool/memory/tool.yaml": "risk: critical\napproval_policy: auto\n" })).toEqual([
      "package-repository/tool/memory/tool.yaml:2:18",
    ]);
  });

  it("is suppressed inline", () => {
    const files = {
      "agent.yaml": core(),
      "agent/tools/probe/tool.yaml": "risk: high\n# toolc-ignore approval-auto-high-risk — sandboxed\napproval_policy: auto\n",
    };
    expect(lint(rule, files)).toEqual([]);
  });
});
