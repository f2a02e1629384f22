import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/parameter-description-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

const md = (front: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\n${front}\n---\nBody.\n` });

describe("parameter-description-missing", () => {
  it("flags md parameters without a description, at the name value", () => {
    const files = md("parameters:\n  - {name: city, type: string}\n  - name: q\n    description: '  '\n  - name: ok\n    description: The thing.");
    const found = checkFiles(files, [rule]).diagnostics;
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["5:12-16", "6:11-12"]);
    expect(found[0]!.message).toBe("parameter `city` has no description: the model must guess what to pass");
    expect(found[0]!.severity).toBe("info");
  });

  it("falls back to the entry when the name is missing", () => {
    expect(lint(rule, md("parameters:\n  - type: string"))).toEqual(["config/tools/t.md:5:5"]);
  });

  it("skips a description reported by field-type", () => {
    expect(lint(rule, md("parameters:\n  - name: q\n    description: [a]"))).toEqual([]);
  });

  it("flags root input_schema properties without a description, at the key", () => {
    const schema = "input_schema:\n  type: object\n  properties:\n    city: {type: string}\n    q: {type: string, description: Query}\n    nested: {type: object, properties: {x: {type: string}}}";
    expect(lint(rule, md(schema))).toEqual(["config/tools/t.md:7:5", "config/tools/t.md:9:5"]);
  });

  it("checks core and package tools' input_schema", () => {
    const files = {
      "core/agent.yaml": "agent:\n  id: demo\nslots:\n  tools: tools\n",
      "core/tools/echo/tool.yaml": "description: Echo.\ninput_schema:\n  type: object\n  properties:\n    text: {type: string}\n    ok: {description: fine}\n    flag: true\n",
      "package-repository/tool/pkg/tool.yaml": "input_schema:\n  properties:\n    a: {}\n",
    };
    expect(lint(rule, files)).toEqual(["core/tools/echo/tool.yaml:5:5", "package-repository/tool/pkg/tool.yaml:3:5"]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(lint(rule, md("parameters:\n  # toolc-ignore parameter-description-missing — self-explanatory\n  - {name: city}"))).toEqual([]);
  });
});
