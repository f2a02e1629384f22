import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/unknown-tool.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (name: string) => `---\nname: ${name}\nendpoint: https://api.example.com/x\n---\nA tool.\n`;
const agent = (frontmatter: string) => `---\n${frontmatter}\n---\nYou coordinate.\n`;

describe("unknown-tool", () => {
  it("reports a tools key that names no tool file, builtin or reserved name", () => {
    const files = {
      "config/tools/lookup.md": tool("lookup"),
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools:\n  lookup: confirm\n  web_serch: auto\n  web_fetch: confirm\n  read_artifact: auto"),
    };
    expect(lint(rule, files)).toEqual(["config/agents/lead_agent.md:5:3"]);
    const [d] = checkFiles(files, [rule]).diagnostics;
    expect(d).toMatchObject({ rule: "unknown-tool", endColumn: 12 });
    expect(d!.message).toContain("did you mean `web_search`?");
  });

  it("counts tool files that define nothing, and still reports", () => {
    const files = {
      "config/tools/broken.md": "---\nname: [unclosed\n---\n",
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools: {broken: auto}"),
    };
    const [d] = checkFiles(files, [rule]).diagnostics;
    expect(d!.message).toContain("(1 tool file(s) could not be read)");
  });

  it("accepts a tool file whose other fields are invalid, and later-format names stay unknown", () => {
    const files = {
      "config/tools/odd.md": "---\nname: odd\npermission: AUTO\n---\n",
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools:\n  odd: auto\n  grep_artifact: auto\n  docs__lookup: auto"),
    };
    expect(lint(rule, files)).toEqual(["config/agents/lead_agent.md:5:3", "config/agents/lead_agent.md:6:3"]);
  });

  it("does not inspect a tools value that is not a mapping, or a gated agent file", () => {
    expect(lint(rule, { "config/agents/a.md": agent("name: a\ntools: [x, y]") })).toEqual([]);
    expect(lint(rule, { "config/agents/a.md": "---\nname: a\ntools: {x: auto\n---\n" })).toEqual([]);
  });

  it("is suppressed by toolc-ignore inside the frontmatter", () => {
    const files = {
      "config/agents/lead_agent.md": agent("name: lead_agent\ntools:\n  # toolc-ignore unknown-tool — host tool added later\n  grep_artifact: auto"),
    };
    expect(lint(rule, files)).toEqual([]);
  });
});
