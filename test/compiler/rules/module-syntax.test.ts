import { mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/module-syntax.js";
import { checkFiles, lint } from "../../helpers/project.js";

const DIR = "core/agent/tools/echo";
const core = (code: Record<string, string>) => ({
  "core/agent.yaml": "agent: {id: core}\nslots: {tools: agent/tools}\n",
  [`${DIR}/tool.yaml`]: "description: echo\n",
  ...Object.fromEntries(Object.entries(code).map(([name, text]) => [`${DIR}/${name}`, text])),
});
const BROKEN_PY = "def execute(ctx, args)\n    return 'ok'\n";

describe("module-syntax", () => {
  const savedPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = savedPath;
  });

  it("reports the first syntax error of a JavaScript or TypeScript module at the error", () => {
    const files = core({ "module.mjs": "export function execute(ctx, args) {\n  return { content: 'ok' ;\n}\n", "lib/util.ts": "export const x: number = ;\n" });
    expect(lint(rule, files)).toEqual([`${DIR}/lib/util.ts:1:26`, `${DIR}/module.mjs:2:26`]);
    const message = checkFiles(files, [rule]).diagnostics.find((d) => d.file.endsWith("module.mjs"))!.message;
    expect(message).toBe(`\`${DIR}/module.mjs\` does not parse (',' expected.): importing it fails, so every call of a tool that loads it fails`);
  });

  it("compiles Python modules with python3 in one process, without writing .pyc files", () => {
    const result = checkFiles(core({ "module.py": BROKEN_PY, "helper.py": "VALUE = 1\n" }), [rule]);
    const found = result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity}`);
    expect(found).toEqual([`${DIR}/module.py:1:23 error`]);
    expect(result.diagnostics[0]!.message).toContain("expected ':'");
    expect(readdirSync(path.join(result.project!.root, DIR)).sort()).toEqual(["helper.py", "module.py", "tool.yaml"]);
  });

  it("says once, as an info, that Python modules were not checked when python3 is not on PATH", () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), "toolc-no-python-"));
    symlinkSync(process.execPath, path.join(bin, "node"));
    process.env.PATH = bin;
    const result = checkFiles(core({ "module.py": BROKEN_PY, "helper.py": "VALUE = 1\n" }), [rule]);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity}`)).toEqual([`${DIR}/helper.py:1:1 info`]);
    expect(result.diagnostics[0]!.message).toBe("2 Python modules were not syntax-checked: `python3` was not found on PATH");
  });

  it("gives an info, never a crash, for a module nested too deeply for TypeScript's parser", () => {
    const deep = `export const execute = ${"[".repeat(5000)}${"]".repeat(5000)};\n`;
    const result = checkFiles(core({ "module.mjs": deep }));
    expect(result.internalError).toBe(false);
    expect(result.diagnostics.filter((d) => d.rule === rule.id).map((d) => `${d.file}:${d.line}:${d.column} ${d.severity}`)).toEqual([`${DIR}/module.mjs:1:1 info`]);
  });

  it("is quiet for modules that parse", () => {
    expect(lint(rule, core({ "module.py": "def execute(ctx, args):\n    return 'ok'\n", "x.mjs": "export const a = 1;\n" }))).toEqual([]);
  });
});
