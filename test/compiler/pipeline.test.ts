/**
 * The compile pipeline releases the Markdown files' YAML documents before generating (issue 13: parsed
 * documents released once the model is built), and generation reads only the model.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";
import { compile } from "../../src/compiler/pipeline.js";

const EXAMPLE = path.resolve(import.meta.dirname, "../../examples/markdown-stock");

describe("compile", () => {
  it("generates from the model after releasing the Markdown documents", async () => {
    const checked = check({ root: EXAMPLE, cache: false });
    expect(checked.project!.mdTools.every((file) => file.doc)).toBe(true);
    const result = await compile({ root: EXAMPLE, cache: false, emit: "memory" });
    expect(result.notGenerated).toBeUndefined();
    expect([...result.project!.mdTools, ...result.project!.mdAgents].filter((file) => file.doc)).toEqual([]);
    expect(result.model!.mdTools.map((tool) => tool.label)).toEqual(checked.model!.mdTools.map((tool) => tool.label));
    expect(result.emitted!.files.size).toBeGreaterThan(10);
  });
});
