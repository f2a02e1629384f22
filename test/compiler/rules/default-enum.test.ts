import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/default-enum.js";
import { checkFiles, lint } from "../../helpers/project.js";

const param = (entry: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\nparameters:\n  - name: units\n${entry}\n---\n` });

describe("default-enum", () => {
  it("flags a default outside the enum, with the enum as related", () => {
    const d = checkFiles(param("    enum: [metric, imperial]\n    default: celsius"), [rule]).diagnostics[0]!;
    expect([d.rule, d.line, d.column, d.endColumn]).toEqual(["default-enum", 7, 14, 21]);
    expect(d.related.map((r) => `${r.line}:${r.column}`)).toEqual(["6:11"]);
    expect(d.message).toBe("default `celsius` of `units` is not in its enum: expected one of `metric`, `imperial`");
  });

  it("compares case-sensitively", () => {
    expect(lint(rule, param("    enum: [metric, imperial]\n    default: Metric"))).toEqual(["config/tools/t.md:7:14"]);
  });

  it.each([
    "    enum: [metric, imperial]\n    default: metric",
    "    enum: [metric, imperial]",
    "    enum: [metric, imperial]\n    default: ~",
    "    enum: []\n    default: x",
    "    enum: metric\n    default: x",
    "    enum: [a, 1]\n    default: x",
    "    type: integer\n    enum: [1, 2]\n    default: 3",
    '    enum: ["a"]\n    default: 1',
  ])("stays quiet for %j (in the enum, or another rule's problem)", (entry) => {
    expect(lint(rule, param(entry))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(lint(rule, param("    enum: [metric, imperial]\n    # toolc-ignore default-enum — server maps it\n    default: celsius"))).toEqual([]);
  });
});
