/**
 * Real files: the shipped corpus of both reference projects compiles without errors, and the later
 * revision of the Markdown format gives clear diagnostics, never a crash.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared/corpus");

const summary = (root: string) => {
  const result = check({ root: path.join(corpus, root) });
  return { result, byRule: result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file}:${d.line}`) };
};

describe("shared corpus", () => {
  it("artifact-flow: zero errors; only the warnings rules.md says it deserves", () => {
    const { result, byRule } = summary("artifact-flow");
    expect(result.failure).toBeUndefined();
    expect(result.internalError).toBe(false);
    expect(byRule.filter((line) => line.startsWith("error"))).toEqual([]);
    // endpoint-insecure is rules.md's own example (`http://43.98.84.30:4001/api/search`).
    for (const line of byRule.filter((l) => l.startsWith("warn"))) {
      expect(line).toMatch(/^warn (endpoint-insecure|permission-write-auto|input-schema-loose) /);
    }
    expect(result.project?.mdTools.map((t) => t.path)).toEqual(["config/tools/bocha_search.md", "config/tools/jina_fetch.md"]);
  });

  it("demiurge: two cores, the global fallback and the package tools compile with zero errors", () => {
    const { result, byRule } = summary("demiurge");
    expect(result.failure).toBeUndefined();
    expect(result.internalError).toBe(false);
    expect(byRule.filter((line) => line.startsWith("error"))).toEqual([]);
    expect(result.project?.cores.map((c) => c.root)).toEqual(["agents/assistant", "agents/evolver"]);
    expect(result.project?.fallbacks.map((f) => f.path)).toEqual(["agents/agent.yaml"]);
    expect(result.project?.packageTools.length).toBe(12);
  });

  it("artifact-flow-latest: clear diagnostics with positions, no crash", () => {
    const { result } = summary("artifact-flow-latest");
    expect(result.failure).toBeUndefined();
    expect(result.internalError).toBe(false);
    expect(result.summary.errors).toBeGreaterThan(0);
    const enabled = result.diagnostics.find((d) => d.rule === "invalid-value" && d.file === "config/agents/lead_agent.md");
    expect(enabled).toMatchObject({ line: 9, column: 20 });
    expect(enabled?.hint).toContain("`auto` or `confirm`");
  });
});
