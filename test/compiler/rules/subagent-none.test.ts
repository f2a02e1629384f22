import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/subagent-none.js";
import { lint } from "../../helpers/project.js";

const agent = (frontmatter: string) => `---\n${frontmatter}\n---\nYou work.\n`;

describe("subagent-none", () => {
  it("reports call_subagent when every other agent is the entry agent or internal", () => {
    const files = {
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools:\n  call_subagent: auto"),
      "config/agents/compact.md": agent("name: compact_agent\ninternal: true"),
    };
    expect(lint(rule, files)).toEqual(["config/agents/lead_agent.md:4:3"]);
  });

  it("does not count the agent itself as a target", () => {
    const files = { "config/agents/helper.md": agent("name: helper\ntools: {call_subagent: auto}") };
    expect(lint(rule, files)).toEqual(["config/agents/helper.md:3:9"]);
  });

  it("is quiet when a callable subagent exists", () => {
    const files = {
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools:\n  call_subagent: auto"),
      "config/agents/search.md": agent("name: search_agent\ninternal: false"),
    };
    expect(lint(rule, files)).toEqual([]);
  });

  it("is suppressed inline", () => {
    const files = {
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools:\n  # toolc-ignore subagent-none — subagents ship later\n  call_subagent: auto"),
    };
    expect(lint(rule, files)).toEqual([]);
  });
});
