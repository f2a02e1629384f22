/**
 * Every file-scoped rule keeps its promise (lint/rule.ts `scope`) on real projects: the examples, both
 * reference corpora, the hostile and tricky inputs the parse-cache test uses, and a generated bench corpus.
 * Each rule test's own projects are held to it too (helpers/project.ts `checkFiles`).
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { ALL_RULES } from "../../../src/compiler/rules/index.js";
import { generateCorpus } from "../../bench/corpus.js";
import { fileScopeBreaks } from "../../helpers/file-scope.js";
import { writeProject } from "../../helpers/project.js";
import { trickyTool } from "../../helpers/tricky-tool.js";

const REPO = path.resolve(import.meta.dirname, "../../..");
const FILE_SCOPED = ALL_RULES.filter((rule) => rule.scope === "file");

function tricky(): string {
  const files: Record<string, string> = { "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_1: auto}\n---\nLead.\n" };
  for (let i = 0; i < 24; i++) files[`config/tools/tool_${i}.md`] = trickyTool(i);
  return writeProject(files);
}

function generated(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "toolc-scope-"));
  generateCorpus(dir, { mdTools: 40, agents: 4, authoredTools: 6 });
  return dir;
}

const PROJECTS: [string, () => string][] = [
  ...["core-assistant", "errors", "markdown-stock", "mixed"].map((name): [string, () => string] => [`examples/${name}`, () => path.join(REPO, "examples", name)]),
  ...["artifact-flow", "artifact-flow-latest", "demiurge"].map((name): [string, () => string] => [`corpus/${name}`, () => path.join(REPO, "../shared/corpus", name)]),
  ["tricky YAML", tricky],
  ["generated corpus", generated],
];

describe("file-scoped rules", () => {
  it("are most of the per-file rules (the rest see the whole project)", () => {
    expect(FILE_SCOPED.length).toBeGreaterThan(30);
  });

  it("include every rule that reads YAML documents (those run on one Markdown file at a time, lint/early.ts)", () => {
    const readers = ALL_RULES.filter((rule) => rule.reads === "documents");
    expect(readers.map((rule) => rule.id).sort()).toEqual(["yaml-boolean-ambiguity", "yaml-duplicate-key"]);
    expect(readers.filter((rule) => rule.scope !== "file")).toEqual([]);
  });

  it.each(PROJECTS)("find the same on %s whole as file by file", (_name, root) => {
    const result = check({ root: root(), cache: false, keepDocuments: true });
    expect(result.model).toBeDefined();
    const breaks = FILE_SCOPED.flatMap((rule) => fileScopeBreaks(result, rule).map((line) => `${rule.id}: ${line}`));
    expect(breaks).toEqual([]);
    // Checked file by file as parsed, with every document dropped, the project gives the same diagnostics.
    expect(check({ root: result.root, cache: false }).diagnostics).toEqual(result.diagnostics);
  });
});
