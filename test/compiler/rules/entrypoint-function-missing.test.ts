import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/entrypoint-function-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

const core = "agent:\n  id: demo\nslots:\n  tools: agent/tools\n";
const tool = (yaml: string, files: Record<string, string>) => ({ "agent.yaml": core, "agent/tools/echo/tool.yaml": yaml, ...files });

describe("entrypoint-function-missing", () => {
  it("reports a default module that defines only another function", () => {
    const files = tool("description: echo\n", { "agent/tools/echo/module.py": "def run(ctx, args):\n    return 'x'\n" });
    expect(lint(rule, files)).toEqual(["agent/tools/echo/tool.yaml:1:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "`agent/tools/echo/module.py` does not define `execute` at top level: the entrypoint cannot be called",
    );
  });

  it("reports a nested definition and a non-exported JS function at the entrypoint value", () => {
    const nested = tool("entrypoint: module:run\n", { "agent/tools/echo/module.py": "class Tool:\n    def run(self, ctx, args): pass\n" });
    expect(lint(rule, nested)).toEqual(["agent/tools/echo/tool.yaml:1:13"]);
    const js = tool("entrypoint: handler:run\n", { "agent/tools/echo/handler.js": "function run(ctx, args) {}\n" });
    expect(lint(rule, js)).toEqual(["agent/tools/echo/tool.yaml:1:13"]);
  });

  it("accepts Python and JS/TS bindings, and turns off after a star import", () => {
    expect(lint(rule, tool("", { "agent/tools/echo/module.py": "from .impl import execute\n" }))).toEqual([]);
    expect(lint(rule, tool("", { "agent/tools/echo/module.ts": "export async function execute(ctx: unknown, args: unknown) {}\n" }))).toEqual([]);
    expect(lint(rule, tool("", { "agent/tools/echo/module.js": "exports.execute = async () => ({ content: 'ok' });\n" }))).toEqual([]);
    expect(lint(rule, tool("", { "agent/tools/echo/module.py": "from .impl import *\n" }))).toEqual([]);
    expect(lint(rule, tool("", { "agent/tools/echo/module.mjs": "export * from './impl.mjs';\n" }))).toEqual([]);
  });

  it("reports nothing when the module is missing (entrypoint-module-missing holds)", () => {
    expect(lint(rule, tool("", {}))).toEqual([]);
  });

  it("is suppressed inline", () => {
    const files = tool("# toolc-ignore entrypoint-function-missing — set by a decorator\nentrypoint: module:run\n", {
      "agent/tools/echo/module.py": "x = 1\n",
    });
    expect(lint(rule, files)).toEqual([]);
  });

  it("reports an entrypoint bound to a value that can never be called", () => {
    const cases: Array<[string, string, string]> = [
      ["module.mjs", "export const execute = 5;\n", "a number"],
      ["module.js", "exports.execute = { run() {} };\n", "an object literal"],
      ["module.ts", "export class execute {}\n", "a class, which cannot be called without `new`"],
      ["module.mjs", "const value = [1];\nexport { value as execute };\n", "an array"],
      ["module.py", "def execute(ctx, args):\n    pass\nexecute = None\n", "`None`"],
      ["module.py", "execute = 'not a function'\n", "a string"],
    ];
    for (const [name, code, what] of cases) {
      const result = checkFiles(tool("description: echo\n", { [`agent/tools/echo/${name}`]: code }), [rule]);
      expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`), name + code).toEqual([
        `agent/tools/echo/tool.yaml:1:1 \`execute\` in \`agent/tools/echo/${name}\` is ${what}, not a function: every call fails with \`entrypoint is not callable\``,
      ]);
    }
  });

  it("assumes anything else is callable: functions, arrows, later redefinitions, computed values", () => {
    const ok = [
      ["module.mjs", "export const execute = async (ctx, args) => ({ content: 'ok' });\n"],
      ["module.mjs", "export const execute = makeTool();\n"],
      ["module.py", "execute = 5\ndef execute(ctx, args):\n    pass\n"],
      ["module.py", "execute = [f for f in tools][0]\n"],
      ["module.py", "execute = make_tool()\n"],
    ];
    for (const [name, code] of ok) expect(lint(rule, tool("", { [`agent/tools/echo/${name!}`]: code! })), code).toEqual([]);
  });
});
