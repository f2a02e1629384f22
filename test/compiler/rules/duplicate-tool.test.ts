import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/duplicate-tool.js";
import { checkFiles, lint } from "../../helpers/project.js";

const md = (name: string) => `---\nendpoint: https://x.test\nname: ${name}\n---\n`;

describe("duplicate-tool", () => {
  it("reports the later file in load order, with the earlier name related", () => {
    const result = checkFiles({ "config/tools/b.md": md("lookup"), "config/tools/a.md": md("lookup"), "config/tools/c.md": md("other") }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual(["config/tools/b.md:3:7-13"]);
    expect(found[0]!.message).toContain("is also defined in `config/tools/a.md`");
    expect(found[0]!.related.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["config/tools/a.md:3:7"]);
  });

  it("pairs a third definition with the previous one", () => {
    const result = checkFiles({ "config/tools/a.md": md("x"), "config/tools/b.md": md("x"), "config/tools/c.md": md("x") }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}<${d.related[0]!.file}`)).toEqual(["config/tools/b.md<config/tools/a.md", "config/tools/c.md<config/tools/b.md"]);
  });

  it("compares names case-sensitively and ignores agents, skipped files and flagged names", () => {
    expect(
      lint(rule, {
        "config/tools/a.md": md("lookup"),
        "config/tools/b.md": md("Lookup"),
        "config/tools/_c.md": md("lookup"),
        "config/agents/lookup.md": md("lookup"),
        "config/tools/d.md": md("[lookup]"),
        "config/tools/e.md": md("123"),
        "config/tools/f.md": md("123"),
      }),
    ).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above the name", () => {
    expect(lint(rule, { "config/tools/a.md": md("x"), "config/tools/b.md": "---\n# toolc-ignore duplicate-tool — replaced at deploy\nname: x\n---\n" })).toEqual([]);
  });
});
