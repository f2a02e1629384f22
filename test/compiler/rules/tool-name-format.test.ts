import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import rule from "../../../src/compiler/rules/tool-name-format.js";
import { checkFiles, lint, positions } from "../../helpers/project.js";

const fieldType = stageRule("field-type");

const md = (name: string) => `---\nname: ${name}\nendpoint: https://x.test\n---\n`;
const CORE = { "agents/a/agent.yaml": "agent: {id: a}\nslots: {tools: agent/tools}\n" };

describe("tool-name-format", () => {
  it("reports Markdown names that providers reject, at the name value", () => {
    const long = "a".repeat(65);
    const result = checkFiles(
      {
        "config/tools/a.md": md("my tool"),
        "config/tools/b.md": md('"123"'),
        "config/tools/c.md": md("get.item"),
        "config/tools/d.md": md(".hidden"),
        "config/tools/e.md": md("ümlaut"),
        "config/tools/f.md": md(long),
      },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual([
      "config/tools/a.md:2:7-14",
      "config/tools/b.md:2:7-12",
      "config/tools/c.md:2:7-15",
      "config/tools/d.md:2:7-14",
      "config/tools/e.md:2:7-13",
      "config/tools/f.md:2:7-72",
    ]);
    expect(found.map((d) => d.hint)).toEqual([
      "rename the tool, e.g. `my_tool`",
      "rename the tool, e.g. `_123`",
      "rename the tool, e.g. `get_item`",
      "rename the tool, e.g. `_hidden`",
      "rename the tool, e.g. `_mlaut`",
      `rename the tool, e.g. \`${"a".repeat(64)}\``,
    ]);
    expect(found[5]!.message).toContain("at most 64 characters (it has 65)");
    expect(found[0]!.message).not.toContain("(it has");
  });

  it("accepts letters, digits, `_` and `-` up to 64 characters", () => {
    expect(lint(rule, { "config/tools/a.md": md("get_stock-price2"), "config/tools/b.md": md("_x"), "config/tools/c.md": md("a".repeat(64)) })).toEqual([]);
  });

  it("reports core tool ids (directory names) at their tool.yaml, also for package tools and unparsable tool.yaml", () => {
    const result = checkFiles(
      {
        ...CORE,
        "agents/a/agent/tools/my tool/tool.yaml": "description: x\n",
        "agents/a/agent/tools/9lives/tool.yaml": "description: [\n",
        "agents/a/agent/tools/fine-tool/tool.yaml": "",
        "package-repository/tool/get.item/tool.yaml": "description: x\n",
      },
      [rule],
    );
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([
      "agents/a/agent/tools/9lives/tool.yaml:1:1",
      "agents/a/agent/tools/my tool/tool.yaml:1:1",
      "package-repository/tool/get.item/tool.yaml:1:1",
    ]);
    expect(found[1]!.hint).toBe("rename the tool (for a core tool, its directory), e.g. `my_tool`");
  });

  it("leaves a non-string name to field-type", () => {
    const result = checkFiles({ "config/tools/a.md": md("123") }, [rule, fieldType]);
    expect(positions(result, "field-type")).toEqual(["config/tools/a.md:2:7"]);
    expect(positions(result, rule.id)).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above the name", () => {
    expect(lint(rule, { "config/tools/a.md": "---\n# toolc-ignore tool-name-format — legacy name\nname: my tool\nendpoint: https://x.test\n---\n" })).toEqual([]);
  });
});
