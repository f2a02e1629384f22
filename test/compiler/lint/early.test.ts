/**
 * The early checks (lint/early.ts) run the file-scoped model rules during the load, on the checked Markdown files
 * a batch at a time, and the engine runs them only on the files no batch took: each file is checked once, and the
 * diagnostics are those of a check that runs every rule on the whole model.
 */
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { defineRule } from "../../../src/compiler/lint/rule.js";
import { ALL_RULES } from "../../../src/compiler/rules/index.js";
import { writeProject } from "../../helpers/project.js";
import { trickyTool } from "../../helpers/tricky-tool.js";

const TOOLS = 150;
const toolPath = (i: number) => `config/tools/tool_${String(i).padStart(3, "0")}.md`;

function project(): string {
  const files: Record<string, string> = { "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_1: auto}\n---\nLead.\n" };
  for (let i = 0; i < TOOLS; i++) files[toolPath(i)] = trickyTool(i);
  return writeProject(files);
}

describe("early file-scoped rules", () => {
  it("run on batches of checked files during the load, each file once, and the engine runs them on the rest", () => {
    const root = project();
    const runs: { tools: string[]; loaded: boolean }[] = [];
    let loaded = false;
    const rule = defineRule({
      id: "description-missing",
      defaultSeverity: "warn",
      scope: "file",
      check(ctx) {
        runs.push({ tools: ctx.model.mdTools.map((tool) => tool.path), loaded });
        ctx.each(ctx.model.mdTools, (tool) => ctx.report({ at: tool.fields.name!.span, message: "seen" }));
      },
    });
    // A whole-project rule runs after the load: it marks the end of the load for the file-scoped rule's runs.
    const marker = defineRule({ id: "method-unknown", defaultSeverity: "warn", check: () => void (loaded = true) });
    const result = check({ root, cache: false, rules: [rule, marker] });
    expect(runs.filter((run) => !run.loaded).length).toBeGreaterThanOrEqual(2);
    expect(runs.flatMap((run) => run.tools).sort()).toEqual(Array.from({ length: TOOLS }, (_, i) => toolPath(i)));
    expect(result.diagnostics.filter((d) => d.rule === "description-missing")).toHaveLength(TOOLS);
  });

  it("give the diagnostics of every rule run on the whole model, with and without the caches", () => {
    const root = project();
    const whole = check({ root, cache: false, keepDocuments: true, rules: ALL_RULES }).diagnostics;
    expect(whole.length).toBeGreaterThan(TOOLS);
    expect(check({ root, cache: false }).diagnostics).toEqual(whole);
    expect(check({ root }).diagnostics).toEqual(whole);
  });
});
