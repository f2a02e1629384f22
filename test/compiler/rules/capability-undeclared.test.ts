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

  describe("effects of JavaScript code outside `ctx`", () => {
    const MODULE = `import { readFileSync } from "node:fs";
import * as cp from "child_process";
import net from "node:net";
import { writeFile } from "fs/promises";
const tls = require("tls");
const { request } = require("node:https");
import "http";
import dgram from "dgram";
export async function execute(ctx, args) {
  cp.exec("ls");
  const key = process.env.API_KEY;
  const mod = await import(args.name);
  await fetch("https://example.com");
  return readFileSync(key) + process.env[args.v] + require(args.path);
}
`;
    const effects = (capabilities: string) => {
      const result = checkFiles(core(`capabilities: ${capabilities}\n`, { "module.mjs": MODULE }), [rule]);
      return result.diagnostics.filter((d) => d.rule === rule.id).map((d) => `${d.line}:${d.column} ${d.message.replace(/^code in `[^`]*` /, "")}`);
    };

    it("reports imports, requires, fetch and process.env reads, with and without `node:`, at the specifier", () => {
      expect(effects("[]")).toEqual([
        "1:30 loads `node:fs`, which needs capability `fs.read`; `echo` does not declare it in `capabilities`",
        "2:21 loads `child_process`, which needs capability `terminal.exec`; `echo` does not declare it in `capabilities`",
        "3:17 loads `node:net`, which needs capability `network.fetch`; `echo` does not declare it in `capabilities`",
        "4:27 loads `fs/promises` and uses `writeFile`, which needs capability `fs.write`; `echo` does not declare it in `capabilities`",
        "5:21 loads `tls`, which needs capability `network.fetch`; `echo` does not declare it in `capabilities`",
        "6:29 loads `node:https`, which needs capability `network.fetch`; `echo` does not declare it in `capabilities`",
        "7:8 loads `http`, which needs capability `network.fetch`; `echo` does not declare it in `capabilities`",
        "8:19 loads `dgram`, which needs capability `network.fetch`; `echo` does not declare it in `capabilities`",
        "11:15 reads `process.env.API_KEY`, which needs capability `secret.bind:API_KEY`; `echo` does not declare it in `capabilities`",
        "12:21 calls `import()` with a computed module name: toolc cannot prove which effects it has, so `echo`'s `capabilities` cannot cover it",
        "13:9 calls the global `fetch`, which needs capability `network.fetch`; `echo` does not declare it in `capabilities`",
        "14:30 reads `process.env` with a computed or no variable name: toolc cannot prove which effects it has, so `echo`'s `capabilities` cannot cover it",
        "14:52 calls `require()` with a computed module name: toolc cannot prove which effects it has, so `echo`'s `capabilities` cannot cover it",
      ]);
    });

    it("accepts declared effects, but never a computed import, require or env name", () => {
      const declared = "[fs.read, fs.write, terminal.exec, network.fetch, 'secret.bind:API_KEY']";
      expect(effects(declared).map((line) => line.split(" ")[0])).toEqual(["12:21", "14:30", "14:52"]);
    });

    it("needs `fs.write` only for writing functions, and both for a module used as a whole", () => {
      const code = 'import fs from "node:fs";\nimport { mkdir } from "node:fs/promises";\nexport function execute() {\n  return fs.readFileSync("a") + mkdir("b");\n}\n';
      expect(lint(rule, core("capabilities: [fs.write]\n", { "module.mjs": code }))).toEqual([`${DIR}/module.mjs:1:16`]);
      const whole = 'const fs = require("fs");\nexports.execute = () => helper(fs);\n';
      const result = checkFiles(core("capabilities: [fs.read]\n", { "module.js": whole }), [rule]);
      expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.message.includes("fs.write")}`)).toEqual(["1:20 true"]);
    });

    it("ignores a `fetch` the module defines itself, type-only imports and Python files", () => {
      const code = 'import type { Stats } from "node:fs";\nconst fetch = (url) => url;\nexport function execute() {\n  return fetch("x");\n}\n';
      const py = "import subprocess\ndef execute(ctx, args):\n    return subprocess.run(['ls'])\n";
      expect(lint(rule, core("capabilities: []\n", { "module.ts": code, "helper.py": py }))).toEqual([]);
    });
  });
});
