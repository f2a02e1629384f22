import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/builtin-collision.js";
import { checkFiles, lint } from "../../helpers/project.js";

const md = (name: string) => `---\nname: ${name}\nendpoint: https://x.test\n---\n`;
const manifest = (tools: string) => `agent: {id: a}\nslots: {tools: agent/tools}\ntools:\n${tools}`;

describe("builtin-collision", () => {
  it("reports a Markdown tool named like a builtin", () => {
    const result = checkFiles({ "config/tools/a.md": md("web_search"), "config/tools/b.md": md("my_search") }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual(["config/tools/a.md:2:7-17"]);
    expect(found[0]!.message).toBe("tool name `web_search` collides with a builtin: `builtin:web_search` conflicts with `http:config/tools/a.md`");
    expect(found[0]!.hint).toBe("rename the tool");
  });

  it("reports a core tool named like a builtin of a selected toolset, relating the toolsets entry", () => {
    const result = checkFiles(
      {
        "agents/a/agent.yaml": manifest("  toolsets: [demiurge_control, coding]\n  metadata:\n    read_file: {enabled: false}\n"),
        "agents/a/agent/tools/read_file/tool.yaml": "",
        "agents/a/agent/tools/schedule_manage/tool.yaml": "",
        "agents/a/agent/tools/echo/tool.yaml": "",
      },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["agents/a/agent/tools/read_file/tool.yaml:1:1"]);
    expect(found[0]!.message).toBe("tool name `read_file` collides with a builtin: `builtin:read_file` conflicts with `authored:agent/tools/read_file`");
    expect(found[0]!.hint).toBe("rename the tool, or remove `coding` from `tools.toolsets`");
    expect(found[0]!.related.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["agents/a/agent.yaml:4:32"]);
  });

  it("ignores unselected and unknown toolsets, package tools and a missing toolsets key", () => {
    expect(
      lint(rule, {
        "agents/a/agent.yaml": manifest("  toolsets: [schedule, codng]\n"),
        "agents/a/agent/tools/terminal/tool.yaml": "",
        "agents/b/agent.yaml": "agent: {id: b}\nslots: {tools: agent/tools}\n",
        "agents/b/agent/tools/read_file/tool.yaml": "",
        "package-repository/tool/read_file/tool.yaml": "",
      }),
    ).toEqual([]);
  });

  it("uses configured catalogues", () => {
    expect(
      lint(rule, {
        "toolc.config.yaml": "markdown:\n  builtins: []\n",
        "config/tools/a.md": md("web_search"),
      }),
    ).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above the Markdown name", () => {
    expect(lint(rule, { "config/tools/a.md": "---\n# toolc-ignore builtin-collision — replaces the builtin on purpose\nname: web_fetch\n---\n" })).toEqual([]);
  });
});
