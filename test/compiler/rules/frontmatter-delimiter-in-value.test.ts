import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/frontmatter-delimiter-in-value.js";
import { checkFiles, lint } from "../../helpers/project.js";

describe("frontmatter-delimiter-in-value", () => {
  it("reports `---` in a comment, a value, a key and on indented or longer lines, once per line", () => {
    const md = [
      "---",
      "name: lookup",
      "# notes --- keep in sync",
      'description: "a---b --- c"',
      "x---y: 1",
      "parameters:",
      "  - name: q",
      "    description: ---",
      "----",
      "--- # end",
      "---",
      "Body --- is fine.",
      "---",
      "",
    ].join("\n");
    const result = checkFiles({ "config/tools/t.md": md }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["3:9-12", "4:16-19", "5:2-5", "8:18-21", "9:1-4", "10:1-4"]);
    expect(found[0]!.message).toContain("`---` on line 3 ends the frontmatter early");
  });

  it("is not gated by yaml-syntax, and covers agent files", () => {
    expect(lint(rule, { "config/agents/a.md": '---\nname: a\ndescription: "x---\n---\n' })).toEqual(["config/agents/a.md:3:16"]);
  });

  it("starts after a BOM and the opening delimiter", () => {
    expect(lint(rule, { "config/tools/t.md": "\uFEFF---\nname: t\n---\n" })).toEqual([]);
    expect(lint(rule, { "config/tools/t.md": "\uFEFF--- \nname: t---\n---\n" })).toEqual(["config/tools/t.md:2:8"]);
  });

  it("handles CRLF line endings and stays quiet on clean files", () => {
    expect(lint(rule, { "config/tools/t.md": "---\r\nname: t\r\nendpoint: https://x.test\r\n---\r\nBody ---\r\n" })).toEqual([]);
    expect(lint(rule, { "config/tools/t.md": "---\r\nname: t --\r\nx: ---\r\n---\r\n" })).toEqual(["config/tools/t.md:3:4"]);
  });

  it("needs the split: files without a closing delimiter are left to frontmatter-unterminated", () => {
    expect(lint(rule, { "config/tools/t.md": "---\nname: a---b\n" })).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` on the line above", () => {
    expect(lint(rule, { "config/tools/t.md": "---\nname: t\n# toolc-ignore frontmatter-delimiter-in-value — only read by toolc\nx: a---b\n---\n" })).toEqual([]);
  });
});
