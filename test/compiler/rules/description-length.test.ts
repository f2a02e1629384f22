import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/description-length.js";
import { checkFiles, lint } from "../../helpers/project.js";

const LIMIT = { "toolc.config.yaml": "limits:\n  descriptionChars: 20\n" };
const md = (front: string, body = "") => ({ ...LIMIT, "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\n${front}\n---\n${body}` });

describe("description-length", () => {
  it("flags a long description at its value", () => {
    const d = checkFiles(md("description: abcdefghijklmnopqrstu"), [rule]).diagnostics[0]!;
    expect([d.rule, d.line, d.column, d.endColumn]).toEqual(["description-length", 4, 14, 35]);
    expect(d.message).toBe("description of `t` is 21 characters, over the 20-character budget: it is repeated in every prompt that lists the tool");
  });

  it("counts description, a blank line and the body together", () => {
    // 10 + 2 + 9 = 21 characters.
    expect(lint(rule, md("description: abcdefghij", "\n\n123456789\n\n"))).toEqual(["config/tools/t.md:4:14"]);
    expect(lint(rule, md("description: abcdefghij", "12345678\n"))).toEqual([]);
  });

  it("points at the first body line when there is no description", () => {
    const d = checkFiles(md("", "\n   first line here\nsecond line is long\n"), [rule]).diagnostics[0]!;
    expect([d.line, d.column, d.endColumn]).toEqual([7, 4, 19]);
  });

  it("counts code points, not UTF-16 units", () => {
    expect(lint(rule, md(`description: "${"😀".repeat(20)}"`))).toEqual([]);
    expect(lint(rule, md(`description: "${"😀".repeat(21)}"`))).toEqual(["config/tools/t.md:4:14"]);
  });

  it("uses the default budget of 2048", () => {
    const files = { "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\n---\n${"x".repeat(3000)}\n` };
    expect(lint(rule, files)).toEqual(["config/tools/t.md:5:1"]);
  });

  it("flags a long core tool description", () => {
    const files = {
      ...LIMIT,
      "core/agent.yaml": "agent:\n  id: demo\nslots:\n  tools: tools\n",
      "core/tools/echo/tool.yaml": "description: abcdefghijklmnopqrstu\n",
      "core/tools/ok/tool.yaml": "description: short\n",
    };
    expect(lint(rule, files)).toEqual(["core/tools/echo/tool.yaml:1:14"]);
  });

  it("is suppressed by toolc-ignore above the description", () => {
    expect(lint(rule, md("# toolc-ignore description-length — generated reference text\ndescription: abcdefghijklmnopqrstu"))).toEqual([]);
  });
});
