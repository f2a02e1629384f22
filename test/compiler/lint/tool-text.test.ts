/**
 * Whole-project rules that read no Markdown tool body (lint/rule.ts `toolText: "frontmatter"`) keep their promise on
 * real projects, and the project results cache (lint/project-results.ts) takes their findings from the last run
 * exactly when a project changed in tool bodies alone: after every kind of edit, the diagnostics equal an uncached
 * check's. Which rules ran is observed by wrapping the real rules.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import type { Rule } from "../../../src/compiler/lint/rule.js";
import { mdToolName, mdToolPermission } from "../../../src/compiler/model/lazy.js";
import { ALL_RULES } from "../../../src/compiler/rules/index.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { generatedProject, REAL_PROJECTS } from "../../helpers/real-projects.js";
import { toolTextReads } from "../../helpers/tool-text.js";

const FRONTMATTER = ALL_RULES.filter((rule) => rule.toolText === "frontmatter");

describe("rules that read no Markdown tool body", () => {
  it("are whole-project rules, among them the slow ones", () => {
    expect(FRONTMATTER.filter((rule) => rule.scope === "file")).toEqual([]);
    const ids = FRONTMATTER.map((rule) => rule.id);
    expect(ids).toEqual(expect.arrayContaining(["agent-tool-budget", "toxic-flow", "duplicate-tool", "tool-unused", "unknown-tool", "override-loosens"]));
  });

  it.each(REAL_PROJECTS)("read only frontmatter, the model and nothing on disk on %s", (_name, root) => {
    const result = check({ root: root(), cache: false, keepDocuments: true });
    const reads = FRONTMATTER.flatMap((rule) => toolTextReads(result, rule).map((read) => `${rule.id}: ${read}`));
    expect(reads).toEqual([]);
  });

  it("are told apart by what they read: description-shadowing, which reads bodies, is not one", () => {
    const result = check({ root: generatedProject(), cache: false, keepDocuments: true });
    const shadowing = ALL_RULES.find((rule) => rule.id === "description-shadowing")!;
    expect(shadowing.toolText).toBeUndefined();
    expect(toolTextReads(result, shadowing)).toContain("md tool body");
  });
});

describe("project results cache", () => {
  useFreshCacheHome();
  const TOOLS = 120;
  const toolFile = (root: string, i: number) => path.join(root, `config/tools/tool_${String(i).padStart(4, "0")}.md`);
  const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, "utf8")));

  /** The real rules, each `frontmatter` one recording its runs in `ran`. */
  function observed(): { rules: Rule[]; ran: string[] } {
    const ran: string[] = [];
    const rules = ALL_RULES.map((rule) => (rule.toolText ? { ...rule, check: (ctx: Parameters<Rule["check"]>[0]) => (ran.push(rule.id), rule.check(ctx)) } : rule));
    return { rules, ran };
  }

  /** Checks `root` with the caches, and without for comparison; returns how many `frontmatter` rules ran. */
  function checkBoth(root: string): number {
    const { rules, ran } = observed();
    const cached = check({ root, rules });
    expect(cached.diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    return ran.length;
  }

  it("takes the findings from the last run after body edits, and runs the rules after any other", () => {
    const root = generatedProject(TOOLS);
    expect(checkBoth(root)).toBe(FRONTMATTER.length);
    expect(check({ root }).diagnostics.some((d) => FRONTMATTER.some((rule) => rule.id === d.rule))).toBe(true);
    expect(checkBoth(root)).toBe(0);
    // Bodies: a longer description, then one that names another tool of the same agent (description-shadowing, which reads bodies).
    edit(toolFile(root, 5), (text) => `${text}\nAlso mind the rate limit.\n`);
    expect(checkBoth(root)).toBe(0);
    const other = /^name: (\S+)/m.exec(readFileSync(toolFile(root, 9), "utf8"))![1]!;
    edit(toolFile(root, 1), (text) => `${text}\nCall ${other} first.\n`);
    expect(checkBoth(root)).toBe(0);
    // The frontmatter: a renamed tool (duplicate-tool), an unparsable one, an agent, a folder's files.
    const name = /^name: (\S+)/m.exec(readFileSync(toolFile(root, 8), "utf8"))![1]!;
    edit(toolFile(root, 7), (text) => text.replace(/^name: \S+/m, `name: ${name}`));
    expect(checkBoth(root)).toBe(FRONTMATTER.length);
    expect(check({ root }).diagnostics.some((d) => d.rule === "duplicate-tool")).toBe(true);
    edit(toolFile(root, 7), (text) => text.replace(/^name: .*$/m, "name: [unclosed"));
    expect(checkBoth(root)).toBe(FRONTMATTER.length);
    edit(path.join(root, "config/agents/lead_agent.md"), (text) => `${text}\nBe brief.\n`);
    expect(checkBoth(root)).toBe(FRONTMATTER.length);
    writeFileSync(path.join(root, "cores/bench/agent/tools/tool_a_000/helper.py"), "x = 1\n");
    expect(checkBoth(root)).toBe(FRONTMATTER.length);
    expect(checkBoth(root)).toBe(0);
  });

  /** Checks `root` with the caches, and without for comparison; returns whether a file-scoped rule ran over core tools. */
  function fileScopedSawCores(root: string): boolean {
    let saw = false;
    const rules = ALL_RULES.map((rule) => (rule.scope === "file" ? { ...rule, check: (ctx: Parameters<Rule["check"]>[0]) => ((saw ||= ctx.model.coreTools.length > 0), rule.check(ctx)) } : rule));
    const cached = check({ root, rules });
    expect(cached.diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    return saw;
  }

  it("takes the file-scoped rules' findings on core files from the last run after body edits, and checks the cores again after any other", () => {
    const root = generatedProject(TOOLS);
    const yaml = path.join(root, "cores/bench/agent/tools/tool_a_000/tool.yaml");
    edit(yaml, (text) => text.replace("type: string", "type: strng"));
    const onYaml = () => check({ root }).diagnostics.filter((d) => d.file === "cores/bench/agent/tools/tool_a_000/tool.yaml" && d.rule === "input-schema-invalid");
    expect(fileScopedSawCores(root)).toBe(true);
    expect(onYaml()).toHaveLength(1);
    edit(toolFile(root, 5), (text) => `${text}\nAlso mind the rate limit.\n`);
    expect(fileScopedSawCores(root)).toBe(false);
    expect(onYaml()).toHaveLength(1);
    // A frontmatter edit, then the core file itself: the rules run over the cores again.
    edit(toolFile(root, 6), (text) => text.replace(/^description: "/m, 'description: "Edited. '));
    expect(fileScopedSawCores(root)).toBe(true);
    edit(yaml, (text) => text.replace("type: strng", "type: string"));
    expect(fileScopedSawCores(root)).toBe(true);
    expect(onYaml()).toEqual([]);
    edit(toolFile(root, 5), (text) => `${text}\nAnd the quota.\n`);
    expect(fileScopedSawCores(root)).toBe(false);
  });

  it("keeps no crash: a rule that threw runs again on the next run, and is kept once it passes", () => {
    const root = generatedProject(TOOLS);
    const real = ALL_RULES.find((rule) => rule.id === "duplicate-tool")!;
    let runs = 0;
    let fail = true;
    const crashing: Rule = {
      ...real,
      check(ctx) {
        runs++;
        if (fail) throw new Error("boom");
        real.check(ctx);
      },
    };
    const rules = ALL_RULES.map((rule) => (rule.id === real.id ? crashing : rule));
    expect(check({ root, rules }).diagnostics.some((d) => d.rule === "internal-error")).toBe(true);
    fail = false;
    const bodyEdit = () => edit(toolFile(root, 5), (text) => `${text}\nMore.\n`);
    bodyEdit();
    expect(check({ root, rules }).internalError).toBe(false);
    expect(runs).toBe(2);
    bodyEdit();
    expect(check({ root, rules }).diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    expect(runs).toBe(2);
  });

  it("leaves the fields of the tools a body edit did not touch unbuilt, their names and permissions answered all the same", () => {
    const root = generatedProject(TOOLS);
    check({ root });
    edit(toolFile(root, 5), (text) => `${text}\nAlso mind the rate limit.\n`);
    const tools = check({ root }).model!.mdTools;
    const unbuilt = tools.filter((tool) => typeof Object.getOwnPropertyDescriptor(tool, "fields")?.get === "function");
    expect(unbuilt.length).toBe(TOOLS - 1);
    for (const tool of unbuilt) {
      const [name, permission] = [mdToolName(tool), mdToolPermission(tool)];
      expect([name, permission]).toEqual([tool.fields.name?.value, tool.fields.permission?.value]);
    }
  });
});
