import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/tool-name-prefix-collision.js";
import { checkFiles, lint } from "../../helpers/project.js";

const LONG = "get_customer_invoice_history_for_current_billing_period";
const mdTool = (name: string) => `---
name: ${name}
endpoint: https://x.io/${name}
description: A tool.
---
`;
const project = (names: string[], prefixes = '["mcp__toolc_server__"]') => ({
  "toolc.config.yaml": `names:
  hostPrefixes: ${prefixes}
`,
  ...Object.fromEntries(names.map((n, i) => [`config/tools/t${i}.md`, mdTool(n)])),
  "config/agents/lead.md": `---
name: lead_agent
tools:
${names.map((n) => `  ${n}: confirm`).join("\n")}
---
You work.
`,
});

describe("tool-name-prefix-collision", () => {
  it("flags two names that the prefix and the 64-character cut make one, at the later entry", () => {
    const files = project([`${LONG}_a`, `${LONG}_b`]);
    expect(lint(rule, files)).toEqual(["config/agents/lead.md:5:3"]);
    const d = checkFiles(files, [rule]).diagnostics[0]!;
    expect(d.message).toBe(
      `tools \`${LONG}_a\` and \`${LONG}_b\` of agent \`lead_agent\` both become \`mcp__toolc_server__${LONG.slice(0, 45)}\` with the host prefix \`mcp__toolc_server__\` (cut to 64 characters): the host can offer only one of them`,
    );
    expect(d.related).toEqual([expect.objectContaining({ line: 4, column: 3 })]);
  });

  it("flags names that differ only in case, in a core too", () => {
    expect(lint(rule, project(["Lookup", "lookup"]))).toEqual(["config/agents/lead.md:5:3"]);
    const core = {
      "toolc.config.yaml": "names:\n  hostPrefixes: [mcp__x__]\n",
      "core/agent.yaml": "agent:\n  id: demo\nslots:\n  tools: tools\n",
      "core/tools/Echo/tool.yaml": "description: Echoes.\n",
      "core/tools/echo/tool.yaml": "description: Echoes too.\n",
    };
    expect(lint(rule, core)).toEqual(["core/tools/echo/tool.yaml:1:1"]);
  });

  it("accepts distinct names, and is inactive without host prefixes", () => {
    expect(lint(rule, project(["lookup", "search"]))).toEqual([]);
    expect(lint(rule, project([`${LONG}_a`, `${LONG}_b`], "[]"))).toEqual([]);
  });
});
