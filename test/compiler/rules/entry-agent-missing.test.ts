import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/entry-agent-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

const agent = (frontmatter: string) => `---\n${frontmatter}\n---\nYou work.\n`;

describe("entry-agent-missing", () => {
  it("points at the nearest-named agent and offers it", () => {
    const files = { "config/agents/a.md": agent("name: crawl_agent"), "config/agents/b.md": agent("# toolc-ignore bom\nname: lead-agent") };
    expect(lint(rule, files)).toEqual(["config/agents/b.md:3:7"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("did you mean `lead-agent`?");
  });

  it("falls back to the first agent file in code-point order without a near name", () => {
    const files = { "config/agents/zeta.md": agent("name: zeta"), "config/agents/Alpha.md": agent("name: alpha") };
    expect(lint(rule, files)).toEqual(["config/agents/Alpha.md:1:1"]);
  });

  it("is quiet when the entry agent exists or when there are no agent files", () => {
    expect(lint(rule, { "config/agents/lead.md": agent("name: lead_agent") })).toEqual([]);
    expect(lint(rule, { "config/tools/t.md": "---\nname: t\nendpoint: https://x.example.com\n---\n" })).toEqual([]);
  });

  it("counts `_`-prefixed agent files, which the reference agent loader loads (only tool files are skipped)", () => {
    const files = { "config/agents/_lead_agent.md": agent("name: lead_agent"), "config/agents/crawl.md": agent("name: crawl_agent") };
    expect(lint(rule, files)).toEqual([]);
    const result = checkFiles({ ...files, "config/tools/_draft.md": "---\nname: draft\nendpoint: https://x.example.com\n---\n" }, [rule]);
    expect(result.project?.mdAgents.map((file) => file.path)).toEqual(["config/agents/_lead_agent.md", "config/agents/crawl.md"]);
    expect(result.project?.mdTools).toEqual([]);
  });

  it("points at the first agent file also when its frontmatter does not parse", () => {
    const files = { "config/agents/a.md": agent("name: [unclosed"), "config/agents/b.md": agent("name: crawl_agent") };
    expect(lint(rule, files)).toEqual(["config/agents/a.md:1:1"]);
  });

  it("follows `markdown.entryAgent`", () => {
    const files = { "toolc.config.yaml": "markdown:\n  entryAgent: boss\n", "config/agents/lead.md": agent("name: lead_agent") };
    expect(lint(rule, files)).toEqual(["config/agents/lead.md:1:1"]);
  });

  it("is suppressed above the nearest name", () => {
    const files = { "config/agents/b.md": agent("# toolc-ignore entry-agent-missing — entry agent comes from a plugin\nname: lead-agent") };
    expect(lint(rule, files)).toEqual([]);
  });
});
