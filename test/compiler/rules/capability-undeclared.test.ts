import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/capability-undeclared.js";
import { checkFiles, lint } from "../../helpers/project.js";

const DIR = "core/agent/tools/echo";
const core = (toolYaml: string, code: Record<string, string>) => ({
  "core/agent.yaml": "agent: {id: core}\nslots: {tools: agent/tools}\n",
  [`${DIR}/tool.yaml`]: toolYaml,
  ...Object.fromEntries(Object.entries(code).map(([name, text]) => [`${DIR}/${name}`, text])),
});
const REQUIRE = 'def execute(ctx, args):\n    ctx.capability.require("network.fetch", slot_path=ctx.slot_path)\n';

describe("capability-undeclared", () => {
  it("reports a required literal the tool does not declare, at the literal", () => {
    const result = checkFiles(core("capabilities: []\n", { "module.py": REQUIRE }), [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn}`)).toEqual([`${DIR}/module.py:2:28-43`]);
    expect(found[0]!.message).toBe(
      `code in \`${DIR}/module.py\` requires capability \`network.fetch\`, which \`echo\` does not declare in \`capabilities\``,
    );
    expect(found[0]!.related?.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual([`${DIR}/tool.yaml:1:1`]);
  });

  it("accepts declared names, `:*` declarations, `can` calls, comments and non-literals", () => {
    const code = [
      "def execute(ctx, args):",
      '    # ctx.capability.require("terminal.exec")',
      '    ctx.capability.require("network.fetch", slot_path=ctx.slot_path)',
      '    ctx.capability.require("state.core.read:notes", slot_path=ctx.slot_path)',
      '    ctx.capability.can("fs.write", slot_path=ctx.slot_path)',
      "    ctx.capability.require(args['cap'], slot_path=ctx.slot_path)",
      "",
    ].join("\n");
    expect(lint(rule, core("capabilities: [network.fetch, 'state.core.read:*']\n", { "module.py": code }))).toEqual([]);
  });

  it("scans every code file of the tool directory, JavaScript included, and multi-line calls", () => {
    const js = "export function execute(ctx) {\n  ctx.capability.require(\n    'fs.read',\n  );\n}\n";
    const files = core("capabilities: [network.fetch]\n", { "module.py": REQUIRE, "lib/helper.mjs": js });
    expect(lint(rule, files)).toEqual([`${DIR}/lib/helper.mjs:3:5`]);
  });

  it("scans a path-form entrypoint module outside the tool directory", () => {
    const files = {
      ...core("entrypoint: agent/lib/shared.py:run\ncapabilities: [network.fetch]\n", {}),
      "core/agent/lib/shared.py": 'def run(ctx, args):\n    ctx.capability.require("fs.write", slot_path=ctx.slot_path)\n',
    };
    expect(lint(rule, files)).toEqual(["core/agent/lib/shared.py:2:28"]);
  });

  it("checks package tools and names the `capabilities` key as related", () => {
    const result = checkFiles({ "pkg/t/tool.yaml": "capabilities:\n  - fs.read\n", "pkg/t/module.py": REQUIRE }, [rule]);
    const found = result.diagnostics.filter((d) => d.rule === rule.id);
    expect(found.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(["pkg/t/module.py:2:28"]);
    expect(found[0]!.related?.map((r) => `${r.file}:${r.line}:${r.column}`)).toEqual(["pkg/t/tool.yaml:1:1"]);
  });

  it("reads `capabilities: null` and `{}` as the empty list, as the host does", () => {
    expect(lint(rule, core("capabilities: null\n", { "module.py": REQUIRE }))).toEqual([`${DIR}/module.py:2:28`]);
    expect(lint(rule, core("capabilities: {}\n", { "module.py": REQUIRE }))).toEqual([`${DIR}/module.py:2:28`]);
  });

  it("skips a `capabilities` value already reported by field-type", () => {
    expect(lint(rule, core("capabilities: network.fetch\n", { "module.py": REQUIRE }))).toEqual([]);
  });
});
