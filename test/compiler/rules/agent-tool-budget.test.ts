import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/agent-tool-budget.js";
import { checkFiles, lint } from "../../helpers/project.js";

const agent = (tools: number, before = "") => {
  const entries = Array.from({ length: tools }, (_, i) => `  t${i}: auto`).join("\n");
  return `---\nname: lead_agent\n${before}tools:\n${entries}\n---\nYou work.\n`;
};

describe("agent-tool-budget", () => {
  it("reports more tools than `limits.agentTools` at the `tools` key", () => {
    const files = { "config/agents/lead_agent.md": agent(129) };
    expect(lint(rule, files)).toEqual(["config/agents/lead_agent.md:3:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("enables 129 tools, over the budget of 128");
  });

  it("accepts exactly the limit, and follows the configured limit", () => {
    expect(lint(rule, { "config/agents/lead_agent.md": agent(128) })).toEqual([]);
    expect(lint(rule, { "toolc.config.yaml": "limits:\n  agentTools: 2\n", "config/agents/lead_agent.md": agent(3) })).toEqual([
      "config/agents/lead_agent.md:3:1",
    ]);
  });

  it("is suppressed inline", () => {
    expect(lint(rule, { "config/agents/lead_agent.md": agent(130, "# toolc-ignore agent-tool-budget — provider allows 256\n") })).toEqual([]);
  });
});
