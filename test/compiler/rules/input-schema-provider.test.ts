import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/input-schema-provider.js";
import { checkFiles, lint } from "../../helpers/project.js";

const TOOL = "pkg/probe/tool.yaml";
const STRICT = "providers: [openai-strict]\n";
const tool = (yaml: string, config = STRICT) => lint(rule, { "toolc.config.yaml": config, [TOOL]: yaml });
const found = (yaml: string, config = STRICT) =>
  checkFiles({ "toolc.config.yaml": config, [TOOL]: yaml }, [rule]).diagnostics.filter((d) => d.rule === rule.id);

const CLOSED = "input_schema:\n  type: object\n  properties:\n    q: {type: string}\n    peer: {type: ['string', 'null']}\n  required: [q, peer]\n  additionalProperties: false\n";

describe("input-schema-provider", () => {
  it("is inactive without providers", () => {
    expect(tool("input_schema:\n  type: object\n  properties: {peer: {type: string}}\n  allOf: []\n", "")).toEqual([]);
  });

  it("accepts a strict-compatible schema", () => {
    expect(tool(CLOSED)).toEqual([]);
  });

  it("does not report an optional property under openai-strict: the emitted definition makes it required and nullable", () => {
    expect(tool(CLOSED.replace("required: [q, peer]", "required: [q]").replace("['string', 'null']", "string"))).toEqual([]);
  });

  it("reports an optional property at its key under requireAllProperties, with the nullable hint", () => {
    const config = "providers:\n  - name: all-required\n    requireAllProperties: true\n";
    const d = found(CLOSED.replace("required: [q, peer]", "required: [q]").replace("['string', 'null']", "string"), config);
    expect(d.map((x) => `${x.line}:${x.column}`)).toEqual(["5:5"]);
    expect(d[0]!.message).toContain("breaks the `all-required` profile");
    expect(d[0]!.hint).toContain('`type: [string, "null"]`');
  });

  it("reports forbidden keywords and a union root", () => {
    const yaml = CLOSED + "  allOf: [{required: [q]}]\n  anyOf: [{required: [q]}]\n";
    expect(tool(yaml)).toEqual([`${TOOL}:8:3`, `${TOOL}:9:3`]);
  });

  it("reports a map-typed `additionalProperties`, but not where input-schema-loose holds", () => {
    expect(tool(CLOSED.replace("additionalProperties: false", "additionalProperties: {type: string}"))).toEqual([`${TOOL}:7:3`]);
    expect(tool(CLOSED.replace("  additionalProperties: false\n", ""))).toEqual([]);
  });

  it("reports nesting deeper than the limit once", () => {
    const config = "providers:\n  - name: shallow\n    maxDepth: 2\n";
    const yaml = "input_schema:\n  type: object\n  properties:\n    a:\n      type: object\n      properties:\n        b:\n          type: object\n          properties:\n            c: {type: object}\n";
    expect(tool(yaml, config)).toEqual([`${TOOL}:7:9`]);
  });

  it("applies custom forbidKeywords and requireAllProperties", () => {
    const config = "providers:\n  - name: gemini\n    forbidKeywords: [format]\n    requireAllProperties: true\n";
    const yaml = "input_schema:\n  type: object\n  properties:\n    d: {type: string, format: date}\n  required: []\n";
    const d = found(yaml, config);
    expect(d.map((x) => `${x.line}:${x.column}`)).toEqual(["4:5", "4:23"]);
    expect(d[0]!.message).toContain("`gemini` profile");
  });

  it("counts enum values over the limit", () => {
    const values = Array.from({ length: 1001 }, (_, i) => `v${i}`).join(", ");
    const yaml = `input_schema:\n  type: object\n  properties:\n    e: {type: string, enum: [${values}]}\n  required: [e]\n  additionalProperties: false\n`;
    expect(tool(yaml)).toEqual([`${TOOL}:1:1`]);
  });

  it("is suppressed by `toolc-ignore` on the line above", () => {
    const yaml = CLOSED.replace("  additionalProperties: false", "  # toolc-ignore input-schema-provider — a map on purpose\n  additionalProperties: {type: string}");
    expect(tool(yaml)).toEqual([]);
  });
});
