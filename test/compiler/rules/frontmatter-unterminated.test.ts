import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { lint } from "../../helpers/project.js";

const rule = stageRule("frontmatter-unterminated");

describe("frontmatter-unterminated", () => {
  it("reports a frontmatter that is never closed", () => {
    expect(lint(rule, { "config/tools/t.md": "---\nname: lookup\nLooks up a record.\n" })).toEqual(["config/tools/t.md:1:1"]);
  });

  it("does not count an indented `---` as the closing line", () => {
    expect(lint(rule, { "config/tools/t.md": "---\nname: t\n  ---\n" })).toEqual(["config/tools/t.md:1:1"]);
  });

  it("is quiet when a later line is `---`", () => {
    expect(lint(rule, { "config/tools/t.md": "---\nname: t\n---\t\nbody\n" })).toEqual([]);
  });
});
