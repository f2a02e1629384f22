import { describe, expect, it } from "vitest";
import rule from "../../../src/compiler/rules/entrypoint-module-missing.js";
import { checkFiles, lint } from "../../helpers/project.js";

const core = "agent:\n  id: demo\nslots:\n  tools: agent/tools\n";
const tool = (yaml: string, extra: Record<string, string> = {}) => ({ "core/agent.yaml": core, "core/agent/tools/echo/tool.yaml": yaml, ...extra });

describe("entrypoint-module-missing", () => {
  it("reports a missing default module at the tool.yaml file", () => {
    const files = tool("description: echo\n");
    expect(lint(rule, files)).toEqual(["core/agent/tools/echo/tool.yaml:1:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toBe(
      "entrypoint module `core/agent/tools/echo/module.py` does not exist: every call of `echo` would fail with `slot module not found`",
    );
  });

  it("reports at the key of an empty `entrypoint:`", () => {
    expect(lint(rule, tool("description: echo\nentrypoint:\n"))).toEqual(["core/agent/tools/echo/tool.yaml:2:1"]);
  });

  it("reports a missing dotted or path module at the entrypoint value", () => {
    expect(lint(rule, tool("entrypoint: handler:run\n"))).toEqual(["core/agent/tools/echo/tool.yaml:1:13"]);
    const files = tool("entrypoint: agent/lib/shared.py:run\n", { "core/agent/tools/echo/agent/lib/shared.py": "" });
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("`core/agent/lib/shared.py` does not exist");
  });

  it("finds .py, .js, .mjs and .ts modules, dotted names under the tool directory, and paths from the core root", () => {
    for (const file of ["module.py", "module.js", "module.mjs", "module.ts"])
      expect(lint(rule, tool("", { [`core/agent/tools/echo/${file}`]: "" })), file).toEqual([]);
    expect(lint(rule, tool("entrypoint: pkg.sub:run\n", { "core/agent/tools/echo/pkg/sub.py": "" }))).toEqual([]);
    expect(lint(rule, tool("entrypoint: agent/lib/shared.py:run\n", { "core/agent/lib/shared.py": "" }))).toEqual([]);
  });

  it("reports nothing when an earlier entrypoint rule holds", () => {
    expect(lint(rule, tool("entrypoint: ../../missing.py:run\n"))).toEqual([]);
    expect(lint(rule, tool("entrypoint: handler\n"))).toEqual([]);
  });

  it("does not judge a package tool's core-relative path", () => {
    expect(lint(rule, { "package-repository/tool/memory/tool.yaml": "entrypoint: agent/lib/memory.py:run\n" })).toEqual([]);
    expect(lint(rule, { "package-repository/tool/memory/tool.yaml": "" })).toEqual(["package-repository/tool/memory/tool.yaml:1:1"]);
  });

  it("is suppressed inline", () => {
    expect(lint(rule, tool("# toolc-ignore entrypoint-module-missing — generated at build\nentrypoint: handler:run\n"))).toEqual([]);
  });
});
