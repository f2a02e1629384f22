import { describe, expect, it } from "vitest";
import { stageRule } from "../../../src/compiler/lint/stage-rules.js";
import { lint } from "../../helpers/project.js";

const rule = stageRule("yaml-alias-limit");

const BOMB = [
  "a: &a [x, x, x, x, x, x, x, x, x, x]",
  "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]",
  "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]",
  "d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]",
].join("\n");

describe("yaml-alias-limit", () => {
  it("reports the first alias that crosses the limit", () => {
    expect(lint(rule, { "pkg/t/tool.yaml": BOMB })).toEqual(["pkg/t/tool.yaml:4:33"]);
  });

  it("honours limits.yamlAliasNodes", () => {
    expect(lint(rule, { "pkg/t/tool.yaml": BOMB, "toolc.config.yaml": "limits: {yamlAliasNodes: 100000}\n" })).toEqual([]);
  });

  it("reports an alias into the node that contains it", () => {
    expect(lint(rule, { "pkg/t/tool.yaml": "input_schema: &s {type: object, properties: {x: *s}}\n" })).toEqual(["pkg/t/tool.yaml:1:49"]);
  });

  it("reports the alias whose expansion nests values past 256 levels, even under a raised node limit", () => {
    // a<k> is a list k + 1 levels high once expanded; each sits at level 2, under the root mapping.
    const chain = ["a0: &a0 [x]", ...Array.from({ length: 300 }, (_, i) => `a${i + 1}: &a${i + 1} [*a${i}]`)].join("\n");
    const files = { "pkg/t/tool.yaml": chain, "toolc.config.yaml": "limits: {yamlAliasNodes: 1000000000}\n" };
    // `a255: &a255 [*a254]` (line 256): `*a254`, 255 levels high at level 3, reaches level 257.
    expect(lint(rule, files)).toEqual(["pkg/t/tool.yaml:256:14"]);
  });

  it("allows small aliases", () => {
    expect(lint(rule, { "pkg/t/tool.yaml": "a: &a [1, 2]\nb: *a\n" })).toEqual([]);
  });
});
