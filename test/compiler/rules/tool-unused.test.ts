import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/tool-unused.js";
import { lint } from "../../helpers/project.js";

const tool = (name: string, extra = "") => `---\n${extra}name: ${name}\nendpoint: https://x.example.com\n---\n`;
const agent = (frontmatter: string) => `---\n${frontmatter}\n---\nYou work.\n`;

describe("tool-unused", () => {
  it("reports a tool that no agent enables, at its name value", () => {
    const files = {
      "config/tools/used.md": tool("used"),
      "config/tools/bocha_search.md": tool("bocha_search"),
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools: {used: auto}"),
    };
    expect(lint(rule, files)).toEqual(["config/tools/bocha_search.md:2:7"]);
  });

  it("is quiet without any agent file read", () => {
    expect(lint(rule, { "config/tools/t.md": tool("t") })).toEqual([]);
    expect(lint(rule, { "config/tools/t.md": tool("t"), "config/agents/bad.md": "---\nname: [\n---\n" })).toEqual([]);
  });

  it("is suppressed inline", () => {
    const files = {
      "config/tools/t.md": tool("t", "# toolc-ignore tool-unused — enabled by a plugin agent\n"),
      "config/agents/a.md": agent("name: lead_agent"),
    };
    expect(lint(rule, files)).toEqual([]);
  });
});
