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

/** Every tool path, sorted. */
const ALL_TOOLS = Array.from({ length: TOOLS }, (_, i) => toolPath(i));

/**
 * A file-scoped rule that records the Markdown tools each of its runs is shown (and throws on `throwOn`). A check
 * may run it several times, on a batch of files each (lint/early.ts): {@link seenDuring} adds them up.
 */
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

/** The tools `shown` gets during `run`, over all of the rule's runs, sorted. */
function seenDuring(shown: string[][], run: () => unknown): string[] {
  shown.length = 0;
  run();
  return shown.flat().sort();
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
    const wholeWatcher = watcher();
    const whole = { ...wholeWatcher.rule, id: "method-unknown", scope: undefined };
    const run = () => check({ root, rules: [rule, whole] });
    let first: ReturnType<typeof check> | undefined;
    expect(seenDuring(shown, () => (first = run()))).toEqual(ALL_TOOLS);
    expect(wholeWatcher.shown.map((list) => list.length)).toEqual([TOOLS]);
    wholeWatcher.shown.length = 0;
    expect(seenDuring(shown, () => expect(run().diagnostics).toEqual(first!.diagnostics))).toEqual([]);
    expect(wholeWatcher.shown.map((list) => list.length)).toEqual([TOOLS]);
    writeFileSync(path.join(root, toolPath(7)), `${trickyTool(7)}\nOne more line.\n`);
    expect(seenDuring(shown, run)).toEqual([toolPath(7)]);
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
    const counts = [
      seenDuring(shown, () => check({ root, rules: [rule] })),
      seenDuring(shown, () => {
        writeFileSync(path.join(root, "toolc.config.yaml"), "limits:\n  descriptionChars: 500\n");
        check({ root, rules: [rule] });
      }),
      seenDuring(shown, () => check({ root, rules: [rule, other] })),
      seenDuring(shown, () => check({ root, rules: [rule, other] })),
    ].map((seen) => seen.length);
    expect(counts).toEqual([TOOLS, TOOLS, TOOLS, 0]);
  });

  it("keeps no result of a run in which the rule crashed, and drops the entries of deleted files", () => {
    const root = project();
    const crashing = watcher(toolPath(5));
    const crashed = check({ root, rules: [crashing.rule] });
    expect(crashed.internalError).toBe(true);
    // Once, where the rule crashed: a batch that crashed during the load is run again by the engine, not reported twice.
    expect(crashed.diagnostics.filter((d) => d.rule === "internal-error").map((d) => d.file)).toEqual([toolPath(5)]);
    const { rule, shown } = watcher();
    expect(seenDuring(shown, () => check({ root, rules: [rule] }))).toEqual(ALL_TOOLS);
    rmSync(path.join(root, toolPath(9)));
    expect(seenDuring(shown, () => check({ root, rules: [rule] }))).toEqual([]);
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
