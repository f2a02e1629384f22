/**
 * Every file-scoped rule keeps its promise (lint/rule.ts `scope`) on real projects: the examples, both
 * reference corpora, the hostile and tricky inputs the parse-cache test uses, and a generated bench corpus.
 * Each rule test's own projects are held to it too (helpers/project.ts `checkFiles`).
 */
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { ALL_RULES } from "../../../src/compiler/rules/index.js";
import { fileScopeBreaks } from "../../helpers/file-scope.js";
import { writeProject } from "../../helpers/project.js";
import { REAL_PROJECTS, type NamedProject } from "../../helpers/real-projects.js";
import { trickyTool } from "../../helpers/tricky-tool.js";

const FILE_SCOPED = ALL_RULES.filter((rule) => rule.scope === "file");

function tricky(): string {
  const files: Record<string, string> = { "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_1: auto}\n---\nLead.\n" };
  for (let i = 0; i < 24; i++) files[`config/tools/tool_${i}.md`] = trickyTool(i);
  return writeProject(files);
}

const PROJECTS: NamedProject[] = [...REAL_PROJECTS, ["tricky YAML", tricky]];

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
