/**
 * The per-file results cache (lint/file-results.ts): file-scoped rules check only the Markdown files whose text
 * changed, take the others' findings from the earlier run, and the diagnostics always equal an uncached check.
 * Which files a rule checked is observed by a real file-scoped rule that records the tools it was shown.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { defineRule, type Rule } from "../../../src/compiler/lint/rule.js";
import { ALL_RULES } from "../../../src/compiler/rules/index.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { writeProject } from "../../helpers/project.js";
import { trickyTool } from "../../helpers/tricky-tool.js";

const TOOLS = 120;
const toolPath = (i: number) => `config/tools/tool_${String(i).padStart(3, "0")}.md`;

/** A project of {@link TOOLS} tricky tools, an agent and a package tool. */
function project(): string {
  const files: Record<string, string> = {
    "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_1: auto, web_search: auto}\n---\nLead.\n",
    "pkg/merge/tool.yaml": "description: !!str yes\ninput_schema: {type: object}\n",
  };
  for (let i = 0; i < TOOLS; i++) files[toolPath(i)] = trickyTool(i);
  return writeProject(files);
}

/** A file-scoped rule that records the Markdown tools each run shows it (and throws on `throwOn`). */
function watcher(throwOn?: string): { rule: Rule; shown: string[][] } {
  const shown: string[][] = [];
  const rule = defineRule({
    id: "description-missing",
    defaultSeverity: "warn",
    scope: "file",
    check(ctx) {
      shown.push(ctx.model.mdTools.map((tool) => tool.path));
      ctx.each(ctx.model.mdTools, (tool) => {
        if (tool.path === throwOn) throw new Error("boom");
        ctx.report({ at: tool.fields.name?.span ?? { file: tool.path, start: 0, end: 0 }, message: `seen ${tool.path}` });
      });
    },
  });
  return { rule, shown };
}

describe("per-file results cache", () => {
  const cacheHome = useFreshCacheHome();
  /** The shard files of the (one) project's per-file results (cache/line-shards.ts). */
  const cacheFiles = (): string[] => {
    const [dir] = readdirSync(path.join(cacheHome(), "toolc"));
    const folder = path.join(cacheHome(), "toolc", dir!);
    return readdirSync(folder).filter((name) => name.startsWith("file-results-")).map((name) => path.join(folder, name));
  };
  /** The paths of every entry in the shards. */
  const cachedPaths = (): string[] =>
    cacheFiles().flatMap((file) => readFileSync(file, "utf8").split("\n").slice(1).map((line) => JSON.parse(line.slice(0, line.indexOf("\t"))) as string));

  it("gives the diagnostics of an uncached check cold, from the cache, and after an edit", () => {
    const root = project();
    const cold = check({ root, cache: false });
    expect(cold.diagnostics.length).toBeGreaterThan(100);
    expect(check({ root }).diagnostics).toEqual(cold.diagnostics);
    expect(cachedPaths()).toHaveLength(TOOLS + 1);
    expect(check({ root }).diagnostics).toEqual(cold.diagnostics);
    writeFileSync(path.join(root, toolPath(3)), trickyTool(3).replace("permission: AUTO", "permission: auto").replace("method: GET", "method: DELETE"));
    const edited = check({ root });
    expect(edited.diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    expect(edited.diagnostics.filter((d) => d.file === toolPath(3)).map((d) => d.rule)).toContain("permission-write-auto");
  });

  it("shows a file-scoped rule only the files whose text changed; a whole-project rule sees every file", () => {
    const root = project();
    const { rule, shown } = watcher();
    const whole = { ...rule, id: "method-unknown", scope: undefined };
    const run = () => check({ root, rules: [rule, whole] });
    const first = run();
    expect(shown.map((list) => list.length)).toEqual([TOOLS, TOOLS]);
    shown.length = 0;
    expect(run().diagnostics).toEqual(first.diagnostics);
    expect(shown.map((list) => list.length)).toEqual([0, TOOLS]);
    shown.length = 0;
    writeFileSync(path.join(root, toolPath(7)), `${trickyTool(7)}\nOne more line.\n`);
    run();
    expect(shown[0]).toEqual([toolPath(7)]);
  });

  it("runs a document rule, as the files are parsed, only on the Markdown files whose text changed", () => {
    const root = project();
    const seen: string[] = [];
    const rule = defineRule({
      id: "yaml-duplicate-key",
      defaultSeverity: "warn",
      scope: "file",
      reads: "documents",
      check(ctx) {
        // A Markdown file has its document only while it is checked as parsed (lint/early.ts).
        ctx.each([...ctx.project.mdTools, ...ctx.project.mdAgents].filter((file) => file.doc), (file) => {
          seen.push(file.path);
          ctx.report({ at: { file: file.path, start: 0, end: 3 }, message: "seen" });
        });
      },
    });
    const run = () => check({ root, rules: [rule] });
    const first = run();
    expect(seen).toHaveLength(TOOLS + 1);
    seen.length = 0;
    expect(run().diagnostics).toEqual(first.diagnostics);
    expect(seen).toEqual([]);
    writeFileSync(path.join(root, toolPath(4)), `${trickyTool(4)}\nOne more line.\n`);
    const edited = run();
    expect(seen).toEqual([toolPath(4)]);
    expect(edited.diagnostics).toEqual(check({ root, rules: [rule], cache: false }).diagnostics);
    expect(edited.diagnostics.filter((d) => d.rule === "yaml-duplicate-key")).toHaveLength(TOOLS + 1);
  });

  it("checks every file again after a change of the configuration or of the enabled file-scoped rules", () => {
    const root = project();
    const { rule, shown } = watcher();
    const other = { ...rule, id: "method-unknown", check: () => undefined };
    check({ root, rules: [rule] });
    writeFileSync(path.join(root, "toolc.config.yaml"), "limits:\n  descriptionChars: 500\n");
    check({ root, rules: [rule] });
    check({ root, rules: [rule, other] });
    check({ root, rules: [rule, other] });
    expect(shown.map((list) => list.length)).toEqual([TOOLS, TOOLS, TOOLS, 0]);
  });

  it("keeps no result of a run in which the rule crashed, and drops the entries of deleted files", () => {
    const root = project();
    const crashing = watcher(toolPath(5));
    const crashed = check({ root, rules: [crashing.rule] });
    expect(crashed.internalError).toBe(true);
    const { rule, shown } = watcher();
    check({ root, rules: [rule] });
    expect(shown[0]).toHaveLength(TOOLS);
    rmSync(path.join(root, toolPath(9)));
    check({ root, rules: [rule] });
    expect(shown[1]).toEqual([]);
    expect(cachedPaths()).toHaveLength(TOOLS);
    expect(cachedPaths()).not.toContain(toolPath(9));
  });

  it("reads a corrupt cache as an empty one, and writes none with caches off", () => {
    const root = project();
    check({ root });
    // Each line's payload damaged: not JSON, or JSON but no list of findings.
    for (const file of cacheFiles()) {
      const [header, ...lines] = readFileSync(file, "utf8").split("\n");
      writeFileSync(file, [header, ...lines.map((line, i) => line.replace(/\t[^\t]*$/, ["\t7", "\t{", "\t", '\t{"a":1}'][i % 4]!))].join("\n"));
    }
    expect(check({ root }).diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    const other = project();
    rmSync(path.join(cacheHome(), "toolc"), { recursive: true, force: true });
    check({ root: other, cache: false, rules: ALL_RULES });
    expect(existsSync(path.join(cacheHome(), "toolc"))).toBe(false);
  });
});
