import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { checkFiles, lint } from "../../helpers/project.js";

const rule = stageRule("frontmatter-missing");

describe("frontmatter-missing", () => {
  it.each([
    ["an empty file", ""],
    ["a leading comment", "# copy me\n---\nname: t\n---\n"],
    ["a leading blank line", "\n---\nname: t\n---\n"],
    ["`----`", "----\nname: t\n---\n"],
    ["`---name: x`", "---name: x\n---\n"],
  ])("reports %s at the file", (_label, text) => {
    expect(lint(rule, { "config/agents/a.md": text })).toEqual(["config/agents/a.md:1:1"]);
  });

  it("names what it found and where the delimiter follows", () => {
    const result = checkFiles({ "config/tools/t.md": "# copy me\n---\nname: t\n---\n" }, [rule]);
    expect(result.diagnostics[0]!.message).toContain("found a comment on line 1; a `---` line follows on line 2");
  });

  it("accepts `---` with trailing spaces and CRLF", () => {
    expect(lint(rule, { "config/tools/t.md": "---  \r\nname: t\r\n---\r\n" })).toEqual([]);
  });
});
