import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import rule from "../../../src/compiler/rules/entrypoint-path.js";
import { checkFiles, lint, positions, writeProject } from "../../helpers/project.js";

const core = "agent:\n  id: demo\nslots:\n  tools: agent/tools\n";
const tool = (yaml: string) => ({ "core/agent.yaml": core, "core/agent/tools/echo/tool.yaml": yaml, "outside.py": "def run(ctx, args): pass\n" });
const message = (yaml: string) => checkFiles(tool(yaml), [rule]).diagnostics[0]?.message;

describe("entrypoint-path", () => {
  it("reports a path form that leaves the core root", () => {
    expect(lint(rule, tool("entrypoint: ../outside.py:run\n"))).toEqual(["core/agent/tools/echo/tool.yaml:1:13"]);
    expect(message("entrypoint: ../outside.py:run\n")).toBe("entrypoint module `../outside.py` contains `..`: modules must live inside the core");
    expect(message("entrypoint: /etc/hostname.py:run\n")).toContain("`/etc/hostname.py` is absolute");
  });

  it("reports leading or doubled dots in the dotted form", () => {
    expect(message("entrypoint: ..x:run\n")).toContain("`..x` contains `..`");
    expect(message("entrypoint: a..b:run\n")).toContain("`a..b` contains `..`");
    expect(message("entrypoint: .x:run\n")).toContain("`.x` is absolute");
  });

  it("reports a symlink that resolves outside the core", () => {
    const outside = path.join(os.tmpdir(), `toolc-ep-${process.pid}-${Date.now()}`);
    mkdirSync(outside, { recursive: true });
    writeFileSync(path.join(outside, "shared.py"), "def run(ctx, args): pass\n");
    const root = writeProject({ "agent.yaml": core, "agent/tools/echo/tool.yaml": "entrypoint: agent/lib/shared.py:run\n" });
    mkdirSync(path.join(root, "agent/lib"), { recursive: true });
    symlinkSync(path.join(outside, "shared.py"), path.join(root, "agent/lib/shared.py"));
    const result = check({ root, rules: [rule] });
    expect(positions(result, rule.id)).toEqual(["agent/tools/echo/tool.yaml:1:13"]);
    expect(result.diagnostics[0]!.message).toContain("resolves outside the core root");
  });

  it("accepts paths inside the core, and defers to entrypoint-format first", () => {
    expect(lint(rule, tool("entrypoint: agent/lib/shared.py:run\n"))).toEqual([]);
    expect(lint(rule, tool("entrypoint: ../outside.py\n"))).toEqual([]);
  });

  it("uses the tool directory as the root of a package tool", () => {
    const files = { "package-repository/tool/memory/tool.yaml": "entrypoint: ../shared.py:run\n" };
    expect(lint(rule, files)).toEqual(["package-repository/tool/memory/tool.yaml:1:13"]);
  });

  it("is suppressed inline", () => {
    expect(lint(rule, tool("# toolc-ignore entrypoint-path — vendored\nentrypoint: ../outside.py:run\n"))).toEqual([]);
  });
});
