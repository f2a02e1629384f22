import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/override-loosens.js";
import { checkFiles, lint } from "../../helpers/project.js";

const agent = (frontmatter: string) => `---\n${frontmatter}\n---\nYou coordinate.\n`;
const core = (extra: string) => `agent:\n  id: demo\nslots:\n  tools: agent/tools\n${extra}`;

describe("override-loosens (Markdown agents)", () => {
  it("reports `auto` for a tool whose own permission is confirm (written, absent or builtin)", () => {
    const files = {
      "config/tools/written.md": "---\nname: written\nendpoint: https://x.example.com\npermission: confirm\n---\n",
      "config/tools/absent.md": "---\nname: absent\nendpoint: https://x.example.com\n---\n",
      "config/tools/open.md": "---\nname: open\nendpoint: https://x.example.com\npermission: auto\n---\n",
      "config/agents/lead_agent.md": agent(
        "name: lead_agent\ntools:\n  written: auto\n  absent: auto\n  open: auto\n  web_fetch: auto\n  web_search: auto\n  call_subagent: auto\n  absent2: confirm",
      ),
    };
    expect(lint(rule, files)).toEqual(["config/agents/lead_agent.md:4:12", "config/agents/lead_agent.md:5:11", "config/agents/lead_agent.md:7:14"]);
    const [written, absent] = checkFiles(files, [rule]).diagnostics;
    expect(written!.related).toEqual([expect.objectContaining({ file: "config/tools/written.md", line: 4, column: 13 })]);
    expect(absent!.related).toEqual([]);
  });

  it("does not compare against a permission value already reported by invalid-value", () => {
    const files = {
      "config/tools/odd.md": "---\nname: odd\nendpoint: https://x.example.com\npermission: ask\n---\n",
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools:\n  odd: auto\n  web_fetch: AUTO"),
    };
    expect(lint(rule, files)).toEqual([]);
  });

  it("is suppressed inline", () => {
    const files = {
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools:\n  # toolc-ignore override-loosens — trusted internal fetch\n  web_fetch: auto"),
    };
    expect(lint(rule, files)).toEqual([]);
  });
});

describe("override-loosens (core metadata)", () => {
  it("reports metadata lowering an authored tool's risk or approval, with the own value as related", () => {
    const files = {
      "agent.yaml": core(
        "tools:\n  metadata:\n    probe:\n      risk: Low\n      approval_policy: auto\n    plain:\n      approval_policy: auto\n    raised:\n      risk: critical\n",
      ),
      "agent/tools/probe/tool.yaml": "risk: high\napproval_policy: prompt\n",
      "agent/tools/plain/tool.yaml": "",
      "agent/tools/raised/tool.yaml": "risk: high\n",
    };
    expect(lint(rule, files)).toEqual(["agent.yaml:8:13", "agent.yaml:9:24", "agent.yaml:11:24"]);
    const diagnostics = checkFiles(files, [rule]).diagnostics;
    expect(diagnostics[0]!.related).toEqual([expect.objectContaining({ file: "agent/tools/probe/tool.yaml", line: 1, column: 7 })]);
    expect(diagnostics[2]!.related).toEqual([]);
    expect(diagnostics[0]!.message).toContain("from `high` to `low`");
  });

  it("leaves builtins to unsafe-override and skips unknown names", () => {
    const files = { "agent.yaml": core("tools:\n  toolsets: [coding]\n  metadata:\n    terminal: {risk: low}\n    nothing: {risk: low}\n") };
    expect(lint(rule, files)).toEqual([]);
  });

  it("compares MCP metadata with the manifest values", () => {
    const files = {
      "agent.yaml": core("tools:\n  metadata:\n    docs__lookup: {approval_policy: auto}\n"),
      "agent/mcp/docs.yaml": "command: docs-server\napproval_policy: deny\ntools:\n  include: [lookup]\n",
    };
    expect(lint(rule, files)).toEqual(["agent.yaml:7:37"]);
  });

  it("skips values reported by invalid-value", () => {
    const files = {
      "agent.yaml": core("tools:\n  metadata:\n    probe: {risk: tiny}\n"),
      "agent/tools/probe/tool.yaml": "risk: high\n",
    };
    expect(lint(rule, files)).toEqual([]);
  });
});
