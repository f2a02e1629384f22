import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/required-type.js";
import { checkFiles, lint } from "../../helpers/project.js";

const param = (entry: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\nparameters:\n  - name: city\n${entry}\n---\n` });

describe("required-type", () => {
  it("flags a quoted false and explains that it means required", () => {
    const d = checkFiles(param('    required: "false"'), [rule]).diagnostics[0]!;
    expect([d.rule, d.line, d.column, d.endColumn]).toEqual(["required-type", 6, 15, 22]);
    expect(d.message).toBe('`required` of `city` must be `true` or `false`, not a string: `"false"` is a non-empty string, so the reference treats the parameter as required');
  });

  it.each([
    ["    required: 0", "6:15", "not an integer"],
    ["    required: 1", "6:15", "not an integer"],
    ["    required: ~", "6:15", "not null"],
    ["    required:", "6:5", "not null"],
    ["    required: [true]", "6:15", "not a list"],
  ])("flags %j", (entry, at, actual) => {
    const d = checkFiles(param(entry), [rule]).diagnostics[0]!;
    expect(`${d.line}:${d.column}`).toBe(at);
    expect(d.message).toContain(actual);
  });

  it.each(["    required: true", "    required: false", "    required: no", "    required: On", "    type: string"])("accepts %j", (entry) => {
    expect(lint(rule, param(entry))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(lint(rule, param('    # toolc-ignore required-type — intentionally required\n    required: "false"'))).toEqual([]);
  });
});
