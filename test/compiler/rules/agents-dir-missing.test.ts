import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/agents-dir-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

const TOOL = "---\nname: quote\nendpoint: https://api.example.com/q\n---\n";

describe("agents-dir-missing", () => {
  it("reports a tools folder without an agents folder, at the agents directory", () => {
    const files = { "config/tools/quote.md": TOOL };
    expect(lint(rule, files)).toEqual(["config/agents:1:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "`config/tools` exists but `config/agents` does not: the reference agent loader lists `config/agents` at start-up and crashes without it",
    );
  });

  it("follows `markdown.agentsDir` and is quiet with both folders or without Markdown tools", () => {
    expect(lint(rule, { "toolc.config.yaml": "markdown: {agentsDir: agents}\n", "config/tools/quote.md": TOOL })).toEqual(["agents:1:1"]);
    expect(lint(rule, { "config/tools/quote.md": TOOL, "config/agents/lead.md": "---\nname: lead_agent\n---\nLead.\n" })).toEqual([]);
    expect(lint(rule, { "core/agent.yaml": "agent: {id: core}\n" })).toEqual([]);
  });
});
