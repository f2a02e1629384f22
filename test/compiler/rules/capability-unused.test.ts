import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/capability-unused.js";
import { checkFiles, lint } from "../../helpers/project.js";

const TOOL = "pkg/t/tool.yaml";
const tool = (yaml: string, code: Record<string, string>) =>
  lint(rule, { [TOOL]: yaml, ...Object.fromEntries(Object.entries(code).map(([name, text]) => [`pkg/t/${name}`, text])) });
const NETWORK = 'def execute(ctx, args):\n    ctx.capability.require("network.fetch", slot_path=ctx.slot_path)\n';

describe("capability-unused", () => {
  it("reports a declared item no literal uses, at the list item", () => {
    expect(tool("capabilities: [network.fetch, fs.write]\n", { "module.py": NETWORK })).toEqual([`${TOOL}:1:31`]);
    const found = checkFiles({ [TOOL]: "capabilities:\n  - fs.write\n", "pkg/t/module.py": NETWORK }, [rule]).diagnostics;
    expect(found.map((d) => `${d.line}:${d.column}-${d.endColumn}`)).toEqual(["2:5-13"]);
    expect(found[0]!.message).toContain("never required by the code of `t`");
  });

  it("counts `can` calls and `:*` items", () => {
    const code = 'def execute(ctx, args):\n    if ctx.capability.can("fs.read", slot_path=ctx.slot_path):\n        ctx.capability.require("state.core.read:notes", slot_path=ctx.slot_path)\n';
    expect(tool("capabilities: [fs.read, 'state.core.read:*']\n", { "module.py": code })).toEqual([]);
  });

  it("is silent when the module is missing or a call passes a non-literal", () => {
    expect(tool("capabilities: [fs.write]\n", { "helper.py": NETWORK })).toEqual([]);
    expect(tool("entrypoint: handler:run\ncapabilities: [fs.write]\n", { "module.py": NETWORK })).toEqual([]);
    const dynamic = NETWORK + "    ctx.capability.require(args['cap'], slot_path=ctx.slot_path)\n";
    expect(tool("capabilities: [fs.write]\n", { "module.py": dynamic })).toEqual([]);
  });

  it("finds the module of a dotted entrypoint in any supported language", () => {
    expect(tool("entrypoint: pkg.main:run\ncapabilities: [fs.write]\n", { "pkg/main.mjs": "export function run(ctx) {}\n" })).toEqual([`${TOOL}:2:16`]);
  });

  it("counts what JavaScript code does outside `ctx` as a use, and is silent after a computed import", () => {
    const code = 'import { readFile } from "node:fs/promises";\nexport async function execute(ctx) {\n  return fetch(await readFile("u"));\n}\n';
    expect(tool("capabilities: [fs.read, network.fetch, fs.write]\n", { "module.mjs": code })).toEqual([`${TOOL}:1:40`]);
    const dynamic = "export async function execute(ctx, args) {\n  return import(args.lib);\n}\n";
    expect(tool("capabilities: [fs.write]\n", { "module.mjs": dynamic })).toEqual([]);
  });

  it("is suppressed by `toolc-ignore` on the line above", () => {
    const yaml = "capabilities:\n  # toolc-ignore capability-unused — required by agent/lib/net.py\n  - fs.write\n";
    expect(tool(yaml, { "module.py": NETWORK })).toEqual([]);
  });
});
