import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/agent-tool-budget.js";
import { checkFiles, lint } from "../../helpers/project.js";

const agent = (tools: number, before = "") => {
  const entries = Array.from({ length: tools }, (_, i) => `  t${i}: auto`).join("\n");
  return `---\nname: lead_agent\n${before}tools:\n${entries}\n---\nYou work.\n`;
};

/** An md tool with `optional` optional string parameters and `unions` optional ones typed by an `anyOf`. */
const tool = (name: string, optional: number) => `---
name: ${name}
endpoint: https://x.io/${name}
description: A tool.
input_schema:
  type: object
  additionalProperties: false
  properties:
${Array.from({ length: optional }, (_, i) => `    p${i}: {type: string}`).join("\n")}
---
`;

describe("agent-tool-budget", () => {
  it("reports more tools than the default budget of 40 at the `tools` key, citing tool selection", () => {
    const files = { "config/agents/lead_agent.md": agent(41) };
    expect(lint(rule, files)).toEqual(["config/agents/lead_agent.md:3:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "agent `lead_agent` enables 41 tools, over the budget of 40: models pick the right tool less reliably past 30–50 tools",
    );
    expect(checkFiles({ "config/agents/lead_agent.md": agent(129) }, [rule]).diagnostics[0]!.message).toContain(
      "enables 129 tools, over the budget of 40: models pick the right tool less reliably past 30–50 tools, and providers refuse requests with more than 128",
    );
  });

  it("accepts exactly the limit, and follows the configured limit", () => {
    expect(lint(rule, { "config/agents/lead_agent.md": agent(40) })).toEqual([]);
    expect(lint(rule, { "toolc.config.yaml": "limits:\n  agentTools: 2\n", "config/agents/lead_agent.md": agent(3) })).toEqual([
      "config/agents/lead_agent.md:3:1",
    ]);
  });

  it("counts a core's enabled builtins and authored tools", () => {
    const files = {
      "toolc.config.yaml": "limits:\n  agentTools: 20\n",
      "core/agent.yaml": `agent:
  id: demo
slots:
  tools: tools
tools:
  toolsets: [coding, demiurge_control]
  metadata:
    todo: {enabled: false}
`,
      "core/tools/echo/tool.yaml": "description: Echoes.\n",
    };
    // 12 + 8 builtins, one disabled, plus `echo`: 20, at the limit; one more tool goes over.
    expect(lint(rule, files)).toEqual([]);
    expect(lint(rule, { ...files, "core/tools/echo2/tool.yaml": "description: Echoes.\n" })).toEqual(["core/agent.yaml:5:1"]);
  });

  it("sums anthropic-strict's per-request limits over the agent's tools", () => {
    const files = {
      "toolc.config.yaml": "providers: [anthropic-strict]\n",
      "config/tools/a.md": tool("a", 13),
      "config/tools/b.md": tool("b", 12),
      "config/agents/lead_agent.md": "---\nname: lead_agent\ntools:\n  a: confirm\n  b: confirm\n---\nYou work.\n",
    };
    expect(lint(rule, files)).toEqual(["config/agents/lead_agent.md:3:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "agent `lead_agent`'s tools have 25 optional parameters in total under `anthropic-strict`, over the 24 one request may have: the provider refuses every request of this agent",
    );
    expect(lint(rule, { ...files, "config/tools/b.md": tool("b", 11) })).toEqual([]);
    expect(lint(rule, { ...files, "toolc.config.yaml": "providers: [openai-strict]\n" })).toEqual([]);
  });

  it("is suppressed inline", () => {
    expect(lint(rule, { "config/agents/lead_agent.md": agent(130, "# toolc-ignore agent-tool-budget — provider allows 256\n") })).toEqual([]);
  });
});
