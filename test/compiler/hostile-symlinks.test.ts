/**
 * Symbolic links never make toolc read outside the project root: a definition file or module that links
 * out, or a folder that does, is reported by its own name and never read; dangling links and link loops
 * are reported too. A root reached through a symlink is fine.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";
import { runToolc } from "../helpers/cli.js";
import { writeProject } from "../helpers/project.js";

const SECRET_LINE = "root:x:0:0:SECRET-LINE-Zq81:/root:/bin/bash";
const TOOL = "---\nname: t\ndescription: d\nendpoint: https://api.example.com/x\npermission: auto\n---\nbody\n";

/** A folder outside every test project, holding a passwd-like file, a tool file and a module. */
function outsideFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "toolc-outside-"));
  writeFileSync(path.join(dir, "passwd"), `${SECRET_LINE}\n`);
  writeFileSync(path.join(dir, "tool.md"), TOOL.replace("name: t", "name: outside").replace("description: d", `description: ${SECRET_LINE}`));
  writeFileSync(path.join(dir, "module.mjs"), `export async function execute(ctx) { ctx.capability.require("network.fetch"); /* ${SECRET_LINE} */ }\n`);
  return dir;
}

const yamlSyntax = (root: string) =>
  check({ root })
    .diagnostics.filter((d) => d.rule === "yaml-syntax")
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);

describe("symbolic links", () => {
  it("a definition file that links out of the root is reported by its name and never read", () => {
    const outside = outsideFolder();
    const root = writeProject({ "config/tools/ok.md": TOOL, "core/agent.yaml": "agent: {id: c}\n" });
    symlinkSync(path.join(outside, "passwd"), path.join(root, "config/tools/passwd.md"));
    mkdirSync(path.join(root, "pkg/leak"), { recursive: true });
    symlinkSync(path.join(outside, "passwd"), path.join(root, "pkg/leak/tool.yaml"));
    const refused = "invalid YAML: resolves outside the project root through a symbolic link: not read";
    expect(yamlSyntax(root)).toEqual([`config/tools/passwd.md:1:1 ${refused}`, `pkg/leak/tool.yaml:1:1 ${refused}`]);
    const run = runToolc(["compile", "--no-emit", root]);
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).not.toContain("SECRET-LINE");
  });

  it("a Markdown folder that links out of the root has every file refused", () => {
    const outside = outsideFolder();
    const root = writeProject({ "config/agents/lead.md": "---\nname: lead_agent\ndescription: d\n---\nr\n" });
    symlinkSync(outside, path.join(root, "config/tools"));
    expect(yamlSyntax(root)).toEqual(["config/tools/tool.md:1:1 invalid YAML: resolves outside the project root through a symbolic link: not read"]);
  });

  it("dangling links and link loops are reported, not skipped", () => {
    const root = writeProject({ "config/tools/ok.md": TOOL });
    symlinkSync("nowhere.md", path.join(root, "config/tools/dangling.md"));
    symlinkSync("loop-b.md", path.join(root, "config/tools/loop-a.md"));
    symlinkSync("loop-a.md", path.join(root, "config/tools/loop-b.md"));
    symlinkSync("missing.yaml", path.join(root, "agent.yaml"));
    expect(yamlSyntax(root)).toEqual([
      "agent.yaml:1:1 invalid YAML: dangling symbolic link: its target does not exist",
      "config/tools/dangling.md:1:1 invalid YAML: dangling symbolic link: its target does not exist",
      "config/tools/loop-a.md:1:1 invalid YAML: symbolic link loop: the link never reaches a file",
      "config/tools/loop-b.md:1:1 invalid YAML: symbolic link loop: the link never reaches a file",
    ]);
  });

  it("an authored module that links out of the root is not read", () => {
    const outside = outsideFolder();
    const root = writeProject({
      "core/agent.yaml": "agent: {id: c}\nslots: {tools: agent/tools}\n",
      "core/agent/tools/echo/tool.yaml": "description: d\ninput_schema: {type: object, additionalProperties: false}\n",
    });
    symlinkSync(path.join(outside, "module.mjs"), path.join(root, "core/agent/tools/echo/module.mjs"));
    const result = check({ root });
    expect(result.internalError).toBe(false);
    expect(result.diagnostics.filter((d) => d.file.endsWith("module.mjs"))).toEqual([]);
    expect([...result.project!.sources.values()].map((s) => s.text).join("")).not.toContain("SECRET-LINE");
  });

  describe("a project reached through a symlinked path", () => {
    const linked = () => {
      const root = writeProject({
        "config/tools/ok.md": TOOL,
        "core/agent.yaml": "agent: {id: c}\nslots: {tools: agent/tools}\n",
      });
      const link = path.join(mkdtempSync(path.join(os.tmpdir(), "toolc-link-")), "project");
      symlinkSync(root, link);
      return link;
    };

    it("reads its files normally", () => {
      expect(yamlSyntax(linked())).toEqual([]);
    });

    it("gives no false tools-root for a missing `slots.tools` folder", () => {
      expect(check({ root: linked() }).diagnostics.filter((d) => d.rule === "tools-root")).toEqual([]);
    });
  });
});
