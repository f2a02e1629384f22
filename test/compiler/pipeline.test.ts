/**
 * Parsed documents are released once their file's model is built (issue 13): a check drops each Markdown
 * file's YAML document as soon as that file is checked (lint/early.ts), with the same diagnostics and model
 * as a check that keeps them all; generation reads only the model.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";
import { compile } from "../../src/compiler/pipeline.js";
import { writeProject } from "../helpers/project.js";
import { trickyTool } from "../helpers/tricky-tool.js";

const EXAMPLE = path.resolve(import.meta.dirname, "../../examples/markdown-stock");

describe("check", () => {
  it("keeps no Markdown document, and finds what a check keeping them all finds", () => {
    const files: Record<string, string> = { "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_1: auto, web_search: yes}\n---\nLead.\n" };
    for (let i = 0; i < 30; i++) files[`config/tools/tool_${String(i).padStart(3, "0")}.md`] = trickyTool(i);
    const root = writeProject(files);
    const kept = check({ root, cache: false, keepDocuments: true });
    const dropped = check({ root, cache: false });
    expect(kept.project!.mdTools.every((file) => file.doc)).toBe(true);
    expect([...dropped.project!.mdTools, ...dropped.project!.mdAgents].filter((file) => file.doc)).toEqual([]);
    expect(kept.diagnostics.some((d) => d.rule === "yaml-duplicate-key")).toBe(true);
    expect(kept.diagnostics.some((d) => d.rule === "yaml-boolean-ambiguity")).toBe(true);
    expect(dropped.diagnostics).toEqual(kept.diagnostics);
    expect(dropped.model!.mdTools).toEqual(kept.model!.mdTools);
    expect(dropped.model!.mdAgents).toEqual(kept.model!.mdAgents);
  });
});

describe("compile", () => {
  it("generates from the model, with no Markdown document left", async () => {
    const result = await compile({ root: EXAMPLE, cache: false, emit: "memory" });
    expect(result.notGenerated).toBeUndefined();
    expect([...result.project!.mdTools, ...result.project!.mdAgents].filter((file) => file.doc)).toEqual([]);
    expect(result.model!.mdTools.length).toBeGreaterThan(3);
    expect(result.emitted!.files.size).toBeGreaterThan(10);
  });
});
