import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { checkFiles, lint } from "../../helpers/project.js";

const rule = stageRule("bom");

const TOOL = "---\nname: t\ndescription: d\nendpoint: https://a.example/x\n---\nbody\n";

describe("bom", () => {
  it("reports a UTF-8 BOM at 1:1 and keeps checking as if it were absent", () => {
    const files = { "config/tools/t.md": "\uFEFF" + TOOL };
    expect(lint(rule, files)).toEqual(["config/tools/t.md:1:1"]);
    expect(checkFiles(files, [rule]).diagnostics.map((d) => d.rule)).toEqual(["bom"]);
  });

  it("is quiet without a BOM", () => {
    expect(lint(rule, { "config/tools/t.md": TOOL })).toEqual([]);
  });
});
