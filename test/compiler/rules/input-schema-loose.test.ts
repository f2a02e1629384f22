import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/input-schema-loose.js";
import { checkFiles, lint } from "../../helpers/project.js";

const TOOL = "pkg/probe/tool.yaml";
const tool = (yaml: string) => lint(rule, { [TOOL]: yaml });

describe("input-schema-loose", () => {
  it("accepts closed objects, intentional maps and the default empty schema", () => {
    expect(tool("input_schema:\n  type: object\n  properties:\n    text: {type: string}\n  additionalProperties: false\n")).toEqual([]);
    expect(tool("input_schema:\n  type: object\n  additionalProperties: {type: string}\n")).toEqual([]);
    expect(tool("input_schema:\n  type: object\n  unevaluatedProperties: false\n")).toEqual([]);
    expect(tool("description: x\n")).toEqual([]);
    expect(tool("input_schema:\n")).toEqual([]);
  });

  it("reports an open root at the `input_schema` key", () => {
    const result = checkFiles({ [TOOL]: "input_schema:\n  type: object\n  properties:\n    text: {type: string}\n" }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["1:1-13"]);
    expect(found[0]!.message).toContain("object schema at `#`");
    expect(tool("input_schema:\n  type: object\n  additionalProperties: true\n")).toEqual([`${TOOL}:1:1`]);
  });

  it("reports nested objects at their `type` key, or at the key holding them", () => {
    const yaml = [
      "input_schema:",
      "  type: object",
      "  properties:",
      "    options:",
      "      type: object",
      "      properties: {mode: {type: string}}",
      "    tags:",
      "      type: array",
      "      items:",
      "        properties: {key: {type: string}}",
      "  additionalProperties: false",
      "",
    ].join("\n");
    expect(tool(yaml)).toEqual([`${TOOL}:5:7`, `${TOOL}:9:7`]);
  });

  it("leaves a root that input-schema-invalid reports", () => {
    expect(tool("input_schema:\n  type: array\n  items: {type: string}\n")).toEqual([]);
    expect(tool("input_schema: {}\n")).toEqual([]);
  });

  it("checks Markdown frontmatter", () => {
    const md = "---\nname: lookup\nendpoint: https://example.com\ninput_schema:\n  type: object\n---\n";
    expect(lint(rule, { "config/tools/lookup.md": md })).toEqual(["config/tools/lookup.md:4:1"]);
  });

  it("is suppressed by `toolc-ignore` on the line above", () => {
    expect(tool("# toolc-ignore input-schema-loose — forwards arbitrary options\ninput_schema:\n  type: object\n")).toEqual([]);
  });
});
