import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/enum-type.js";
import { checkFiles, lint } from "../../helpers/project.js";

const param = (entry: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\nparameters:\n  - name: level\n${entry}\n---\n` });
const messages = (entry: string) => checkFiles(param(entry), [rule]).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);

describe("enum-type", () => {
  it.each(["    enum: metric", "    enum: []", "    enum: {a: 1}", "    type: integer\n    enum: 3"])("flags a non-list or empty enum: %j", (entry) => {
    const [found] = messages(entry);
    expect(found).toMatch(/ `enum` of `level` must be a non-empty list$/);
  });

  it("flags each non-string member of a string parameter", () => {
    expect(messages("    enum: [low, yes, 3, ~, 'ok']")).toEqual([
      "6:17 enum member `yes` of string parameter `level` is not a string: the prompt builder fails on it",
      "6:22 enum member `3` of string parameter `level` is not a string: the prompt builder fails on it",
      "6:25 enum member `~` of string parameter `level` is not a string: the prompt builder fails on it",
    ]);
  });

  it.each(["integer", "number", "boolean"])("flags any enum on a %s parameter", (type) => {
    const found = checkFiles(param(`    type: ${type}\n    enum: [1, 2, 3]`), [rule]).diagnostics;
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["7:11"]);
    expect(found[0]!.message).toContain(`\`enum\` cannot be used on \`${type}\` parameter \`level\``);
    expect(found[0]!.hint).toBe("use `type: string` with string members, or drop `enum`");
  });

  it.each(["    enum: [low, high]", "    type: string\n    enum: ['1', 'yes']", "    enum: ~", "    enum:", "    description: no enum"])("accepts %j", (entry) => {
    expect(lint(rule, param(entry))).toEqual([]);
  });

  it("skips type-dependent checks when the type was reported by invalid-value", () => {
    expect(lint(rule, param("    type: int\n    enum: [1, 2]"))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(lint(rule, param("    type: integer\n    # toolc-ignore enum-type — prompt builder patched\n    enum: [1, 2]"))).toEqual([]);
  });
});
