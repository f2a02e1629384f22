import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/unicode-hidden.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (front: string, body = "") => ({
  "config/tools/t.md": `---
name: lookup
endpoint: https://x.io
${front}
---
${body}`,
});

describe("unicode-hidden", () => {
  it("flags a zero width space in a description at the character", () => {
    const files = tool("description: Adds two numbers.\u200B");
    expect(lint(rule, files)).toEqual(["config/tools/t.md:4:31"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "the description of `lookup` contains 1 invisible character (U+200B (zero width space)): the model reads what a reviewer cannot see",
    );
  });

  it("spells out Unicode tag characters and finds them in the body", () => {
    const hidden = Array.from("ignore", (c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join("");
    const files = tool("description: Adds.", `Use it for sums.${hidden}\n`);
    expect(lint(rule, files)).toEqual(["config/tools/t.md:6:17"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("6 invisible characters (U+E0069, U+E0067, U+E006E and 3 more kinds); its tag characters spell `ignore`");
  });

  it("flags bidi overrides, parameter defaults and enum values, agent names and nested property names", () => {
    const files = {
      ...tool(`description: Adds.
parameters:
  - name: mode
    description: "fast \u202Eslow"
    default: "a\u2060b"
    enum: ["x", "y\u200B"]`),
      "config/agents/a.md": `---
name: "help\u200Der"
tools: {}
---
Hi.
`,
      "core/agent.yaml": `agent:
  id: demo
slots:
  tools: tools
`,
      "core/tools/echo/tool.yaml": `description: Echoes.
input_schema:
  type: object
  properties:
    outer:
      type: object
      properties:
        "in\u200Bner": {type: string}
`,
    };
    expect(lint(rule, files)).toEqual([
      "config/agents/a.md:2:12",
      "config/tools/t.md:7:24",
      "config/tools/t.md:8:16",
      "config/tools/t.md:9:19",
      "core/tools/echo/tool.yaml:8:12",
    ]);
  });

  it("accepts the characters real text needs: emoji joiners, a variation selector, a flag, bidi marks in RTL text", () => {
    const flag = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
    const files = tool(`description: "Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}, heart \u2764\uFE0F, flag ${flag}, Persian \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645 \u200F(ok)"`);
    expect(lint(rule, files)).toEqual([]);
  });

  it("leaves tool and parameter names to their format rules, and clean files alone", () => {
    expect(lint(rule, tool(`description: Adds.
parameters:
  - name: "sym\u200Bbol"`))).toEqual([]);
    expect(lint(rule, { "config/tools/t.md": `---\nname: "look\u200Bup"\nendpoint: https://x.io\n---\n` })).toEqual([]);
    expect(lint(rule, tool("description: Adds two numbers."))).toEqual([]);
  });

  it("points at the whole value when it is not written verbatim", () => {
    expect(lint(rule, tool('description: "Adds \\u200B numbers."'))).toEqual(["config/tools/t.md:4:14"]);
    expect(lint(rule, tool("description: |\n  Adds\u200B numbers."))).toEqual(["config/tools/t.md:4:14"]);
  });
});
