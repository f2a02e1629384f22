import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import rule from "../../../src/compiler/rules/parameter-name-format.js";
import { checkFiles, lint, positions } from "../../helpers/project.js";

const fieldType = stageRule("field-type");

const md = (rest: string) => `---\nname: t\nendpoint: https://x.test\n${rest}---\n`;

describe("parameter-name-format", () => {
  it("reports Markdown parameter names at the name value", () => {
    const result = checkFiles({ "config/tools/t.md": md("parameters:\n  - name: max-results\n  - {name: 2nd, type: string}\n  - name: ok_name\n") }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["5:11-22", "6:12-15"]);
    expect(found.map((d) => d.hint)).toEqual(["rename it, e.g. `max_results`", "rename it, e.g. `_2nd`"]);
  });

  it("reports root `properties` keys of input_schema, in Markdown and tool.yaml, not nested ones", () => {
    expect(
      lint(rule, {
        "config/tools/t.md": md("input_schema:\n  type: object\n  properties:\n    page size: {type: integer}\n    q: {type: object, properties: {a-b: {}}}\n"),
        "agents/a/agent.yaml": "agent: {id: a}\nslots: {tools: agent/tools}\n",
        "agents/a/agent/tools/echo/tool.yaml": "input_schema:\n  properties:\n    text.value: {type: string}\n",
        "package-repository/tool/p/tool.yaml": "input_schema: {properties: {x-y: {}}}\n",
      }),
    ).toEqual(["agents/a/agent/tools/echo/tool.yaml:3:5", "config/tools/t.md:7:5", "package-repository/tool/p/tool.yaml:1:29"]);
  });

  it("accepts identifiers and skips flagged names", () => {
    const result = checkFiles({ "config/tools/t.md": md("parameters:\n  - name: _private1\n  - name: [x-y]\n") }, [rule, fieldType]);
    expect(positions(result, "field-type")).toEqual(["config/tools/t.md:6:11"]);
    expect(positions(result, rule.id)).toEqual([]);
  });

  it("is suppressed by `# toolc-ignore` above the name", () => {
    expect(lint(rule, { "config/tools/t.md": md("parameters:\n  # toolc-ignore parameter-name-format — the API wants it\n  - name: max-results\n") })).toEqual([]);
  });
});
