import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/entrypoint-format.js";
import { checkFiles, lint } from "../../helpers/project.js";

const core = "agent:\n  id: demo\nslots:\n  tools: agent/tools\n";
const tool = (yaml: string, extra: Record<string, string> = {}) => ({
  "agent.yaml": core,
  "agent/tools/echo/tool.yaml": yaml,
  "agent/tools/echo/module.py": "def execute(ctx, args):\n    pass\n",
  ...extra,
});
const message = (yaml: string, extra: Record<string, string> = {}) => checkFiles(tool(yaml, extra), [rule]).diagnostics[0]?.message;

describe("entrypoint-format", () => {
  it("reports an entrypoint without `:` at the value", () => {
    expect(lint(rule, tool("entrypoint: module.execute\n"))).toEqual(["agent/tools/echo/tool.yaml:1:13"]);
    expect(message("entrypoint: module.execute\n")).toBe("entrypoint `module.execute` must be `<module>:<function>`: no `:` found");
  });

  it("names an empty side, a non-identifier function and a bad module part", () => {
    expect(message("entrypoint: ':run'\n")).toContain("the module part is empty");
    expect(message("entrypoint: 'module:'\n")).toContain("the function part is empty");
    expect(message("entrypoint: module:a:b\n")).toContain("the function part `a:b` is not an identifier");
    expect(message("entrypoint: 'my-mod:run'\n")).toContain("the module part `my-mod` is neither a file path nor a dotted module name");
    expect(message("entrypoint: module:$run\n")).toContain("the function part `$run` is not an identifier");
  });

  it("allows `$` in JS/TS function names", () => {
    expect(lint(rule, tool("entrypoint: handler:$run\n", { "agent/tools/echo/handler.js": "export const $run = () => 1;\n" }))).toEqual([]);
  });

  it("accepts the default, path and dotted forms, and leaves `..` to entrypoint-path", () => {
    for (const yaml of [
      "",
      "entrypoint:\n",
      "entrypoint: ''\n",
      "entrypoint: module:execute\n",
      "entrypoint: agent/lib/x.py:run\n",
      "entrypoint: pkg.sub:run\n",
      "entrypoint: ..x:run\n",
    ]) {
      expect(lint(rule, tool(yaml)), yaml).toEqual([]);
    }
  });

  it("leaves a non-string entrypoint to field-type", () => {
    expect(lint(rule, tool("entrypoint: 5\n"))).toEqual([]);
  });

  it("is suppressed inline", () => {
    expect(lint(rule, tool("# toolc-ignore entrypoint-format — generated later\nentrypoint: module.execute\n"))).toEqual([]);
  });
});
