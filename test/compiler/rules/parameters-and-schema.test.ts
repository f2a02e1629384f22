import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/parameters-and-schema.js";
import { checkFiles, lint } from "../../helpers/project.js";

const tool = (front: string) => ({ "config/tools/t.md": `---\nname: t\nendpoint: https://x.io\n${front}\n---\n` });

describe("parameters-and-schema", () => {
  it("flags both forms at the input_schema key, with parameters as related", () => {
    const d = checkFiles(tool("parameters: [{name: q}]\ninput_schema: {type: object}"), [rule]).diagnostics[0]!;
    expect([d.rule, d.line, d.column, d.endColumn]).toEqual(["parameters-and-schema", 5, 1, 13]);
    expect(d.related.map((r) => `${r.line}:${r.column}`)).toEqual(["4:1"]);
    expect(d.message).toContain("tool `t` declares both");
  });

  it("flags the keys whatever their values", () => {
    expect(lint(rule, tool("input_schema:\nparameters: {}"))).toEqual(["config/tools/t.md:4:1"]);
  });

  it("accepts either form alone", () => {
    expect(lint(rule, tool("parameters: [{name: q}]"))).toEqual([]);
    expect(lint(rule, tool("input_schema: {type: object}"))).toEqual([]);
  });

  it("is suppressed by toolc-ignore", () => {
    expect(lint(rule, tool("parameters: []\n# toolc-ignore parameters-and-schema — migrating\ninput_schema: {}"))).toEqual([]);
  });
});
