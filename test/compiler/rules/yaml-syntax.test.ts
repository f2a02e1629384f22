import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { checkFiles, lint } from "../../helpers/project.js";

const rule = stageRule("yaml-syntax");

describe("yaml-syntax", () => {
  it("reports the parser's position inside the frontmatter (offset added back)", () => {
    const files = { "config/tools/t.md": "---\nname: t\ndescription: Search: returns ranked results\n---\n" };
    expect(lint(rule, files)).toEqual(["config/tools/t.md:3:14"]);
  });

  it("reports an unclosed quote in tool.yaml and gates every other rule on that file", () => {
    const result = checkFiles({ "pkg/echo/tool.yaml": 'description: "open\nrisk: loud\n' });
    expect(result.diagnostics.map((d) => d.rule)).toEqual(["yaml-syntax"]);
  });

  it("reports a second document in a YAML file", () => {
    expect(lint(rule, { "pkg/echo/tool.yaml": "description: a\n---\ndescription: b\n" })).toEqual(["pkg/echo/tool.yaml:2:1"]);
  });

  it("reports a tab between tokens where PyYAML does (`permission:\\tauto`), at the tab", () => {
    const files = {
      "config/tools/t.md": `---
name: t
description: d
permission:\tauto
---
`,
      "core/agent.yaml": "agent: {id:\tc}\n",
      "pkg/echo/tool.yaml": "description: d\t# trailing tab\n",
      "pkg/plain/tool.yaml": "description: two\twords\n",
    };
    expect(lint(rule, files)).toEqual(["config/tools/t.md:4:12", "core/agent.yaml:1:12", "pkg/echo/tool.yaml:1:15", "pkg/plain/tool.yaml:1:17"]);
  });

  it("accepts tabs inside quotes, block scalars, comments and the Markdown body", () => {
    const files = {
      "config/tools/t.md": `---
name: t
description: "a\ttab" # a\tcomment
endpoint: https://api.example.com/x
parameters:
  - name: p
    description: |
      block\ttab
---
body\twith a tab
`,
    };
    expect(lint(rule, files)).toEqual([]);
  });

  it("is quiet on valid YAML", () => {
    expect(lint(rule, { "pkg/echo/tool.yaml": "description: fine\n" })).toEqual([]);
  });
});
