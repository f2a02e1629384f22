import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/reserved-name.js";
import { checkFiles, lint } from "../../helpers/project.js";

const md = (name: string) => `---\nname: ${name}\nendpoint: https://x.test\n---\n`;

describe("reserved-name", () => {
  it("reports the reserved artifact tool names at the name value", () => {
    const result = checkFiles({ "config/tools/a.md": md("read_artifact"), "config/tools/b.md": md("create_artifact") }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual(["config/tools/a.md:2:7-20", "config/tools/b.md:2:7-22"]);
    expect(found[0]!.message).toContain("reserved for the host's own `read_artifact` tool");
  });

  it("ignores later host names that are not reserved by default, and core tools", () => {
    expect(
      lint(rule, {
        "config/tools/a.md": md("grep_artifact"),
        "agents/a/agent.yaml": "agent: {id: a}\nslots: {tools: agent/tools}\n",
        "agents/a/agent/tools/read_artifact/tool.yaml": "",
      }),
    ).toEqual([]);
  });

  it("uses the configured `markdown.reserved` list", () => {
    const files = { "toolc.config.yaml": "markdown:\n  reserved: [search_tools]\n", "config/tools/a.md": md("search_tools"), "config/tools/b.md": md("read_artifact") };
    expect(lint(rule, files)).toEqual(["config/tools/a.md:2:7"]);
  });

  it("is suppressed by `# toolc-ignore` above the name", () => {
    expect(lint(rule, { "config/tools/a.md": "---\n# toolc-ignore reserved-name — host without artifacts\nname: read_artifact\n---\n" })).toEqual([]);
  });
});
