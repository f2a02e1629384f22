import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/unicode-confusable.js";
import { checkFiles, lint } from "../../helpers/project.js";

const agent = (name: string) => ({
  "config/agents/a.md": `---
name: ${name}
tools: {}
---
You research.
`,
});

describe("unicode-confusable", () => {
  it("flags a Latin agent name with a Cyrillic letter, at that letter", () => {
    const files = agent("r\u0435search_agent");
    expect(lint(rule, files)).toEqual(["config/agents/a.md:2:8"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "the agent name `r\u0435search_agent` mixes Latin and Cyrillic letters (`\u0435` is U+0435, Cyrillic): it can pass for a different name",
    );
  });

  it("flags a core agent id and a nested property name mixing Greek and Latin", () => {
    const files = {
      "core/agent.yaml": `agent:
  id: "dem\u03BF"
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
        t\u03B5xt: {type: string}
`,
    };
    expect(lint(rule, files)).toEqual(["core/agent.yaml:2:11", "core/tools/echo/tool.yaml:8:10"]);
  });

  it("accepts single-script names, Latin with CJK, and Latin with a non-lookalike script", () => {
    expect(lint(rule, agent("research_agent"))).toEqual([]);
    expect(lint(rule, agent("\u0438\u0441\u0441\u043B\u0435\u0434\u043E\u0432\u0430\u0442\u0435\u043B\u044C"))).toEqual([]);
    expect(lint(rule, agent("agent_\u691C\u7D22\u30A8\u30FC\u30B8\u30A7\u30F3\u30C8"))).toEqual([]);
    expect(lint(rule, agent("agent_\u0E04\u0E49\u0E19\u0E2B\u0E32"))).toEqual([]);
  });

  it("leaves tool names to tool-name-format", () => {
    expect(lint(rule, { "config/tools/t.md": `---\nname: r\u0435ad\nendpoint: https://x.io\n---\n` })).toEqual([]);
  });
});
