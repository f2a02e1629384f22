import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/capability-require-without-slot-path.js";
import { checkFiles, lint } from "../../helpers/project.js";

const code = (text: string, name = "module.py") => lint(rule, { "pkg/t/tool.yaml": "capabilities: [network.fetch]\n", [`pkg/t/${name}`]: text });

describe("capability-require-without-slot-path", () => {
  it("reports a Python call without `slot_path`, spanning the call", () => {
    const text = 'def execute(ctx, args):\n    ctx.capability.require("network.fetch")\n';
    const found = checkFiles({ "pkg/t/tool.yaml": "{}\n", "pkg/t/module.py": text }, [rule]).diagnostics;
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual(["pkg/t/module.py:2:5-44"]);
    expect(found[0]!.message).toContain('`ctx.capability.require("network.fetch")` has no `slot_path=`');
  });

  it("reports `can` and multi-line calls with other keywords", () => {
    const text = 'def execute(ctx, args):\n    ok = ctx.capability.can("fs.read")\n    self.ctx.capability.require(\n        "x",\n        strict=True,\n    )\n';
    expect(code(text)).toEqual(["pkg/t/module.py:2:10", "pkg/t/module.py:3:5"]);
  });

  it("accepts `slot_path=`, `**kwargs`, a positional slot path and comment lines", () => {
    const text = [
      "def execute(ctx, args):",
      '    ctx.capability.require("a", slot_path=ctx.slot_path)',
      '    ctx.capability.require("b", **opts)',
      '    ctx.capability.can("c", ctx.slot_path)',
      '    # ctx.capability.require("d")',
      "",
    ].join("\n");
    expect(code(text)).toEqual([]);
  });

  it("ignores JavaScript and TypeScript files", () => {
    expect(code('export function execute(ctx) {\n  ctx.capability.require("network.fetch");\n}\n', "module.mjs")).toEqual([]);
  });
});
