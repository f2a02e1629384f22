/**
 * Real files: the shipped corpus of both reference projects compiles without errors, and the later
 * revision of the Markdown format gives clear diagnostics, never a crash.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";
import agentToolBudget from "../../src/compiler/rules/agent-tool-budget.js";
import descriptionInjection from "../../src/compiler/rules/description-injection.js";
import descriptionShadowing from "../../src/compiler/rules/description-shadowing.js";
import exfiltrationSink from "../../src/compiler/rules/exfiltration-sink.js";
import toolNamePrefixCollision from "../../src/compiler/rules/tool-name-prefix-collision.js";
import toxicFlow from "../../src/compiler/rules/toxic-flow.js";
import unicodeConfusable from "../../src/compiler/rules/unicode-confusable.js";
import unicodeHidden from "../../src/compiler/rules/unicode-hidden.js";

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
    // Deserved, per rules.md: both real tools POST with `permission: auto` over plain http to a public
    // IP (endpoint-insecure's own example), and no agent of this snapshot enables them (tool-unused).
    expect(byRule).toEqual([
      "info tool-unused config/tools/bocha_search.md:2",
      "warn permission-write-auto config/tools/bocha_search.md:5",
      "warn endpoint-insecure config/tools/bocha_search.md:6",
      "info tool-unused config/tools/jina_fetch.md:2",
      "warn permission-write-auto config/tools/jina_fetch.md:5",
      "warn endpoint-insecure config/tools/jina_fetch.md:6",
    ]);
    expect(result.project?.mdTools.map((t) => t.path)).toEqual(["config/tools/bocha_search.md", "config/tools/jina_fetch.md"]);
  });

  it("demiurge: two cores, the global fallback and the package tools compile with zero errors", () => {
    const { result, byRule } = summary("demiurge");
    expect(result.failure).toBeUndefined();
    expect(result.internalError).toBe(false);
    // Deserved, per rules.md: `echo`'s `text` property has no description, and tavily's enum has an
    // unquoted `y`, a string for PyYAML but a boolean for strict YAML 1.1 loaders.
    expect(byRule).toEqual([
      "info parameter-description-missing agents/assistant/agent/tools/echo/tool.yaml:6",
      "warn yaml-boolean-ambiguity package-repository/tool/web_search_tavily/tool.yaml:30",
    ]);
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

  it("security rules: zero findings on every corpus project, also with host prefixes and a strict profile", () => {
    const rules = [agentToolBudget, descriptionInjection, descriptionShadowing, exfiltrationSink, toolNamePrefixCollision, toxicFlow, unicodeConfusable, unicodeHidden];
    const ids = new Set(rules.map((rule) => rule.id));
    const config = path.join(mkdtempSync(path.join(os.tmpdir(), "toolc-corpus-")), "toolc.config.yaml");
    writeFileSync(config, "names:\n  hostPrefixes: [mcp__toolc__, mcp__a_long_server_name__]\nproviders: [anthropic-strict, openai-strict]\n");
    for (const root of ["artifact-flow", "artifact-flow-latest", "demiurge"]) {
      for (const configPath of [undefined, config]) {
        const result = check({ root: path.join(corpus, root), rules, ...(configPath ? { configPath } : {}) });
        expect(result.failure).toBeUndefined();
        expect(result.diagnostics.filter((d) => ids.has(d.rule)).map((d) => `${d.rule} ${d.file}:${d.line}`), root).toEqual([]);
      }
    }
  });
});
