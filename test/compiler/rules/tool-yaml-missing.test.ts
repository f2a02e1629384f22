import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import rule from "../../../src/compiler/rules/tool-yaml-missing.js";
import { checkFiles, lint, positions, writeProject } from "../../helpers/project.js";

const core = "agent:\n  id: demo\nslots:\n  tools: agent/tools\n";

describe("tool-yaml-missing", () => {
  it("reports a legacy slot.yaml tool at its slot.yaml, and a bare directory", () => {
    const files = {
      "agent.yaml": core,
      "agent/tools/memory/slot.yaml": "entrypoint: module:run\n",
      "agent/tools/notes/module.py": "def execute(ctx, args):\n    pass\n",
      "agent/tools/echo/tool.yaml": "",
      "agent/tools/__pycache__/x.pyc": "",
      "agent/tools/.git-keep/x": "",
    };
    expect(lint(rule, files)).toEqual(["agent/tools/memory/slot.yaml:1:1", "agent/tools/notes:1:1"]);
    expect(checkFiles(files, [rule]).diagnostics[0]!.message).toContain("it holds a legacy `slot.yaml`, rename it to `tool.yaml`");
  });

  it("reports a tool.yaml that is a directory", () => {
    const root = writeProject({ "agent.yaml": core, "agent/tools/odd/module.py": "" });
    mkdirSync(path.join(root, "agent/tools/odd/tool.yaml"));
    const result = check({ root, rules: [rule] });
    expect(positions(result, rule.id)).toEqual(["agent/tools/odd:1:1"]);
    expect(result.diagnostics[0]!.message).toContain("`tool.yaml` is a directory");
  });

  it("is configured through `rules:` (file and directory locations carry no inline suppression)", () => {
    const files = { "toolc.config.yaml": "rules:\n  tool-yaml-missing: off\n", "agent.yaml": core, "agent/tools/memory/slot.yaml": "entrypoint: module:run\n" };
    expect(lint(rule, files)).toEqual([]);
  });
});
