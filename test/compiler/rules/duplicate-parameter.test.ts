import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/duplicate-parameter.js";
import { checkFiles, lint } from "../../helpers/project.js";

const md = (params: string) => `---\nname: t\nendpoint: https://x.test\nparameters:\n${params}---\n`;

describe("duplicate-parameter", () => {
  it("reports the later entry's name, citing the earlier line", () => {
    const result = checkFiles({ "config/tools/t.md": md("  - name: city\n  - name: country\n  - {name: city, type: string}\n") }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["7:12-16"]);
    expect(found[0]!.message).toContain("parameter `city` is already declared on line 5");
    expect(found[0]!.related.map((r) => `${r.line}:${r.column}`)).toEqual(["5:11"]);
  });

  it("stays quiet for distinct or differently-cased names and skips entries without a string name", () => {
    expect(lint(rule, { "config/tools/t.md": md("  - name: city\n  - name: City\n  - type: string\n  - type: string\n  - name: [a]\n  - name: [a]\n") })).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above the later entry", () => {
    expect(lint(rule, { "config/tools/t.md": md("  - name: city\n  # toolc-ignore duplicate-parameter — reference quirk test\n  - name: city\n") })).toEqual([]);
  });
});
