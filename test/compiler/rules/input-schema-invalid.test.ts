import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/input-schema-invalid.js";
import { checkFiles, lint } from "../../helpers/project.js";

const TOOL = "pkg/probe/tool.yaml";
const tool = (yaml: string) => lint(rule, { [TOOL]: yaml });
const diagnostics = (files: Record<string, string>) => checkFiles(files, [rule]).diagnostics.filter((d) => d.rule === rule.id);

describe("input-schema-invalid", () => {
  it("accepts a closed object schema, an absent schema and a null one", () => {
    expect(tool("input_schema:\n  type: object\n  properties:\n    q: {type: string, default: x}\n  required: [q]\n  additionalProperties: false\n")).toEqual([]);
    expect(tool("description: no schema\n")).toEqual([]);
    expect(tool("input_schema:\n")).toEqual([]);
  });

  it("reports a meta-schema failure at the offending keyword's key, with a nearest match", () => {
    const found = diagnostics({ [TOOL]: "input_schema:\n  type: object\n  properties:\n    q:\n      type: strin\n" });
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["5:7-11"]);
    expect(found[0]!.message).toContain("at `#/properties/q/type`; did you mean `string`?");
  });

  it("covers `required: query`, `properties: []` and a list item", () => {
    expect(tool("input_schema:\n  type: object\n  required: query\n")).toEqual([`${TOOL}:3:3`]);
    expect(tool("input_schema:\n  type: object\n  properties: []\n")).toEqual([`${TOOL}:3:3`]);
    expect(tool("input_schema:\n  type: object\n  required:\n    - 1\n")).toEqual([`${TOOL}:3:3`]);
  });

  it("reports a `pattern` or `patternProperties` key that is not a regular expression (the validators could not be built)", () => {
    const found = diagnostics({ [TOOL]: "input_schema:\n  type: object\n  properties:\n    q: {type: string, pattern: '(('}\n  patternProperties:\n    '[a-': {type: string}\n    '^x_': {type: string}\n" });
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["4:23", "6:5"]);
    expect(found[0]!.message).toContain("`pattern` is not a valid regular expression");
    expect(found[0]!.message).toContain("at `#/properties/q/pattern`");
    expect(tool("input_schema:\n  type: object\n  properties:\n    q: {type: string, pattern: '^[a-z]+$'}\n")).toEqual([]);
  });

  it("reports `$schema` naming another draft", () => {
    const found = diagnostics({ [TOOL]: "input_schema:\n  $schema: http://json-schema.org/draft-07/schema#\n  type: object\n  additionalProperties: false\n" });
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["2:3"]);
  });

  it("reports a root that is not exactly `type: object`", () => {
    expect(tool("input_schema:\n  type: array\n  items: {type: string}\n")).toEqual([`${TOOL}:2:3`]);
    expect(tool("input_schema:\n  type: [object, 'null']\n")).toEqual([`${TOOL}:2:3`]);
    // No `type`: the `input_schema` key.
    expect(tool("input_schema:\n  properties: {}\n")).toEqual([`${TOOL}:1:1`]);
    // `type: str` is one problem on one node: the meta-schema finding only.
    expect(tool("input_schema:\n  type: str\n")).toEqual([`${TOOL}:2:3`]);
  });

  it("reports a required name missing from a closed `properties`", () => {
    const yaml = "input_schema:\n  type: object\n  properties: {a: {type: string}}\n  required: [a, b]\n  additionalProperties: false\n";
    const found = diagnostics({ [TOOL]: yaml });
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["4:3"]);
    expect(found[0]!.message).toContain("`required` lists `b`");
    expect(tool(yaml.replace("additionalProperties: false", "additionalProperties: true"))).toEqual([]);
    expect(tool(yaml.replace("additionalProperties: false", "patternProperties: {'^b$': {type: string}}\n  additionalProperties: false"))).toEqual([]);
  });

  it("reports a default that fails its subschema, at the `default` key", () => {
    const yaml = "input_schema:\n  type: object\n  properties:\n    n: {type: integer, minimum: 1, default: 0}\n    m: {type: string, enum: [a, b], default: c}\n    ok: {type: integer, default: 3}\n";
    const found = diagnostics({ [TOOL]: yaml });
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["4:36", "5:37"]);
    expect(found[0]!.message).toContain("default at `#/properties/n/default`");
  });

  it("checks defaults through local `$ref`s", () => {
    const yaml = "input_schema:\n  type: object\n  $defs:\n    size: {type: integer}\n  properties:\n    s: {$ref: '#/$defs/size', default: big}\n";
    expect(tool(yaml)).toEqual([`${TOOL}:6:31`]);
  });

  it("reports a `$ref` that does not resolve locally", () => {
    const yaml = "input_schema:\n  type: object\n  $defs:\n    a: {type: string, $anchor: here}\n  properties:\n    x: {$ref: '#/$defs/a'}\n    y: {$ref: '#/$defs/missing'}\n    z: {$ref: 'other.json#/a'}\n    w: {$ref: '#here'}\n";
    expect(tool(yaml)).toEqual([`${TOOL}:7:9`, `${TOOL}:8:9`]);
  });

  it("checks Markdown frontmatter at original-file positions", () => {
    const md = "---\nname: lookup\nendpoint: https://example.com\ninput_schema:\n  type: array\n---\nBody.\n";
    expect(lint(rule, { "config/tools/lookup.md": md })).toEqual(["config/tools/lookup.md:5:3"]);
  });

  it("checks core tools", () => {
    const files = {
      "core/agent.yaml": "agent: {id: core}\nslots: {tools: agent/tools}\n",
      "core/agent/tools/echo/tool.yaml": "input_schema: {type: array}\n",
    };
    expect(lint(rule, files)).toEqual(["core/agent/tools/echo/tool.yaml:1:16"]);
  });

  it("skips an `input_schema` already reported by field-type", () => {
    expect(tool("input_schema: [a]\n")).toEqual([]);
    expect(tool("input_schema: hello\n")).toEqual([]);
  });

  it("is suppressed by `toolc-ignore` on the line above", () => {
    expect(tool("input_schema:\n  # toolc-ignore input-schema-invalid — provider accepts arrays here\n  type: array\n")).toEqual([]);
  });

  it("reports a `$ref` cycle that describes nothing (ajv would overflow its stack), once per cycle; recursion through a real schema is fine", () => {
    const found = diagnostics({
      [TOOL]: `input_schema:
  type: object
  $defs:
    x: {$ref: "#/$defs/y"}
    y: {description: still only a reference, $ref: "#/$defs/x"}
    tree: {type: array, items: {$ref: "#/$defs/tree"}}
  properties:
    loop: {$ref: "#/properties/loop"}
    next: {$ref: "#"}
    to_cycle: {$ref: "#/$defs/x"}
`,
    });
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(["4:9", "8:12"]);
    expect(found[0]!.message).toContain("`$ref` at `#/$defs/x/$ref` leads back to itself (`#/$defs/y` → `#/$defs/x`)");
  });
});
