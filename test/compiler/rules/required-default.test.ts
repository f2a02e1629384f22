import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/required-default.js";
import { checkFiles, lint } from "../../helpers/project.js";

const param = (entry: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\nparameters:\n${entry}\n---\n` });

describe("required-default", () => {
  it("flags an explicit required: true with a default, at the required value", () => {
    const d = checkFiles(param("  - {name: units, required: true, default: metric}"), [rule]).diagnostics[0]!;
    expect([d.rule, d.line, d.column, d.endColumn]).toEqual(["required-default", 5, 29, 33]);
    expect(d.message).toContain("parameter `units` is marked `required: true` but has a default");
  });

  it("flags falsy defaults too", () => {
    expect(lint(rule, param("  - name: n\n    type: integer\n    required: yes\n    default: 0"))).toEqual(["config/tools/t.md:7:15"]);
  });

  it.each([
    "  - {name: units, default: metric}",
    "  - {name: units, required: false, default: metric}",
    "  - {name: units, required: true}",
    "  - {name: units, required: true, default: ~}",
    '  - {name: units, required: "true", default: metric}',
  ])("accepts %j", (entry) => {
    expect(lint(rule, param(entry))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(lint(rule, param("  - name: units\n    default: metric\n    # toolc-ignore required-default — prompt wording wanted\n    required: true"))).toEqual([]);
  });
});
