import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/default-type.js";
import { checkFiles, lint } from "../../helpers/project.js";

const param = (entry: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\nparameters:\n  - name: limit\n${entry}\n---\n` });

describe("default-type", () => {
  it.each([
    ['    type: integer\n    default: "10"', "a string", "an unquoted number"],
    ["    type: integer\n    default: 5.0", "a number", "an unquoted number"],
    ["    type: integer\n    default: true", "a boolean", "an unquoted number"],
    ["    type: number\n    default: yes", "a boolean", "an unquoted number"],
    ["    type: string\n    default: 10", "an integer", "a quoted string"],
    ["    default: [a]", "a list", "a quoted string"],
    ["    type: boolean\n    default: 'false'", "a string", "`true`/`false`"],
  ])("flags %j", (entry, actual, hint) => {
    const result = checkFiles(param(entry), [rule]);
    const d = result.diagnostics.find((x) => x.rule === "default-type")!;
    expect(`${d.line}:${d.column}`).toBe(entry.includes("type:") ? "7:14" : "6:14");
    expect(d.message).toContain(`of \`limit\` is ${actual}, but the parameter is`);
    expect(d.hint).toBe(`write the default as ${hint}`);
  });

  it("quotes the default as written", () => {
    const d = checkFiles(param('    type: integer\n    default: "10"'), [rule]).diagnostics[0]!;
    expect(d.message).toBe('default `"10"` of `limit` is a string, but the parameter is `integer`: defaults are used as written, never converted');
  });

  it.each([
    "    type: integer\n    default: 10",
    "    type: integer\n    default: 0x1F",
    "    type: number\n    default: 1",
    "    type: number\n    default: .5",
    "    type: boolean\n    default: off",
    "    default: hello",
    "    type: integer\n    default: ~",
    "    type: integer\n    default:",
  ])("accepts %j", (entry) => {
    expect(lint(rule, param(entry))).toEqual([]);
  });

  it("skips an entry whose type was reported by invalid-value", () => {
    expect(lint(rule, param('    type: int\n    default: "10"'))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(lint(rule, param('    type: integer\n    # toolc-ignore default-type — server accepts strings\n    default: "10"'))).toEqual([]);
  });
});
