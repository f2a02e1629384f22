/**
 * The real `toolc` binary on the project root itself: a root without definition files warns and writes no
 * `out` tree; a root without a config uses the nearest parent folder's `toolc.config.yaml` (that folder becomes
 * the project root, like tsc), never one beyond the git repository root.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../compiler/codegen/helpers.js";
import { writeProject } from "../helpers/project.js";

const bin = path.join(REPO_ROOT, "dist/bin/toolc.js");

function toolc(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const TOOL = `---
name: quote
description: Stock quote
permission: always
endpoint: https://api.example.com/q
---
`;

describe("project root", () => {
  it("warns about a root with no definition files and generates nothing", () => {
    const root = writeProject({ "README.md": "# not a toolc project\n" });
    const run = toolc(["compile"], root);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      "toolc: warning: no definition files under `.`; nothing was generated\n" +
        "  hint: toolc reads config/tools/*.md, config/agents/*.md, agent.yaml cores and <id>/tool.yaml folders; `toolc init` creates a sample project\n",
    );
    expect(existsSync(path.join(root, "generated"))).toBe(false);
  });

  it("uses the config of a parent folder, whose folder becomes the root its paths are relative to", () => {
    const repo = writeProject({
      ".git/HEAD": "ref: refs/heads/main\n",
      "toolc.config.yaml": "markdown: { toolsDir: defs/tools }\n",
      "defs/tools/quote.md": TOOL,
    });
    const run = toolc(["compile", "--no-emit"], path.join(repo, "defs/tools"));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("toolc: the project root is `../..`, the nearest folder with a toolc config file\n");
    expect(run.stdout).toContain("defs/tools/quote.md:4:13: error:");
  });

  it("reports a parent config's errors at their place in that file (exit 2)", () => {
    const repo = writeProject({ ".git/HEAD": "x\n", "toolc.config.yaml": "providers: [openai-strictt]\n", "sub/config/tools/quote.md": TOOL });
    const run = toolc(["compile", "sub", "--no-emit"], repo);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain("toolc.config.yaml:1:13: error:");
  });

  it("stops looking at the git repository root", () => {
    const outer = writeProject({ "toolc.config.yaml": "providers: [openai-strictt]\n", "repo/.git/HEAD": "x\n", "repo/config/tools/quote.md": TOOL });
    const run = toolc(["compile", "--no-emit"], path.join(outer, "repo"));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("config/tools/quote.md:4:13: error:");
  });
});
