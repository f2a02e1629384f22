import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/toxic-flow.js";
import { checkFiles, lint } from "../../helpers/project.js";

const webhook = (permission: string, method = "POST") => `---
name: post_webhook
description: Posts a message.
endpoint: https://hooks.example.com/send
method: ${method}
permission: ${permission}
---
`;
const agent = (tools: string) => `---
name: lead_agent
tools:
${tools}
---
You work.
`;

describe("toxic-flow", () => {
  it("flags a private-data reader with an auto open-world writer in one md agent, at the writer", () => {
    const files = { "config/tools/hook.md": webhook("confirm"), "config/agents/lead.md": agent("  read_artifact: confirm\n  post_webhook: auto") };
    expect(lint(rule, files)).toEqual(["config/agents/lead.md:5:3"]);
    const d = checkFiles(files, [rule]).diagnostics[0]!;
    expect(d.message).toBe(
      "agent `lead_agent` can read private data with `read_artifact` (it reads session artifacts, the user's uploads included) and send it out with `post_webhook` (it sends its arguments to `hooks.example.com` (POST)) without asking: an injected instruction in anything it reads can exfiltrate the data",
    );
    expect(d.related).toEqual([expect.objectContaining({ line: 4, column: 3 })]);
  });

  it("takes the tool's own permission when the agent gives none, and web_fetch at auto as a sender", () => {
    expect(lint(rule, { "config/tools/hook.md": webhook("auto"), "config/agents/lead.md": agent("  read_artifact: auto\n  post_webhook: {}") })).toEqual(["config/agents/lead.md:5:3"]);
    expect(lint(rule, { "config/agents/lead.md": agent("  read_artifact: confirm\n  web_fetch: auto") })).toEqual(["config/agents/lead.md:5:3"]);
  });

  it("flags a core whose metadata lets an authored sender run unasked next to read_file, at the metadata entry", () => {
    const files = {
      "core/agent.yaml": `agent:
  id: demo
slots:
  tools: tools
tools:
  toolsets: [coding]
  metadata:
    sender:
      approval_policy: auto
    web_extract:
      approval_policy: auto
`,
      "core/tools/sender/tool.yaml": "description: Sends.\ncapabilities: [network.fetch]\n",
    };
    // Metadata cannot weaken a builtin (unsafe-override), so `web_extract` keeps asking.
    expect(lint(rule, files)).toEqual(["core/agent.yaml:8:5"]);
  });

  it("classifies authored tools by their capabilities", () => {
    const files = {
      "core/agent.yaml": "agent:\n  id: demo\nslots:\n  tools: tools\n",
      "core/tools/reader/tool.yaml": "description: Reads.\ncapability: fs.read\n",
      "core/tools/sender/tool.yaml": "description: Sends.\napproval_policy: auto\ncapabilities: [network.fetch]\n",
    };
    expect(lint(rule, files)).toEqual(["core/tools/sender/tool.yaml:2:18"]);
  });

  it("accepts senders that ask, GET tools, web_search, and agents without a reader", () => {
    expect(lint(rule, { "config/tools/hook.md": webhook("auto", "GET"), "config/agents/lead.md": agent("  read_artifact: auto\n  post_webhook: auto\n  web_search: auto") })).toEqual([]);
    expect(lint(rule, { "config/tools/hook.md": webhook("auto"), "config/agents/lead.md": agent("  post_webhook: auto\n  web_fetch: auto") })).toEqual([]);
    expect(lint(rule, { "core/agent.yaml": "agent:\n  id: demo\nslots:\n  tools: tools\ntools:\n  toolsets: [coding]\n" })).toEqual([]);
  });
});
