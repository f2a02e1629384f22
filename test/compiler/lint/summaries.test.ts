/**
 * Summarised Markdown tools (lint/summaries.ts, model/lazy.ts) never change a result: after an edit, a compile in
 * which the unchanged tools stand in the model by their summaries finds the diagnostics and generates the bytes of
 * a compile without caches. Tools a summary cannot hold exactly (a `.inf` timeout) are read whole; one whose
 * catalog.json line does not read back (`.inf` in its schema) is read whole when the catalog asks for its entry.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { mentionSitesDecoded, summaryDetailsRead } from "../../../src/compiler/lint/summaries.js";
import { isLazy } from "../../../src/compiler/model/lazy.js";
import type { MdTool } from "../../../src/compiler/model/types.js";
import { compile } from "../../../src/compiler/pipeline.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { writeProject } from "../../helpers/project.js";

/** Enough tools for the per-file caches (100 files), with headers, parameters and a schema each. */
const TOOLS = 110;

const tool = (i: number, extra = ""): string =>
  [
    "---",
    `name: tool_${i}`,
    `description: Looks up record ${i}; then call \`tool_${(i + 1) % TOOLS}\`.`,
    "endpoint: https://api.example.com/r/{{id}}",
    "headers: {Accept: application/json}",
    "parameters:",
    "  - {name: id, description: The id for tool_0, enum: [a, b]}",
    `${extra}---`,
    `Body ${i}.`,
    "",
  ].join("\n");

/** Tools with what a summary must get right; `failing` adds two whose errors stop generation. */
function project(failing: boolean): string {
  const files: Record<string, string> = {
    // `.inf` in the schema: summarised (the schema is lazy), but its catalog.json line does not read back.
    "config/tools/infinite.md": "---\nname: infinite\ndescription: Unbounded\nendpoint: https://api.example.com/a\ninput_schema:\n  type: object\n  properties:\n    a: {type: number, description: A, maximum: .inf}\n---\n",
  };
  if (failing) {
    // A timeout JSON cannot hold: its summary would not read back, so none is kept.
    files["config/tools/endless.md"] = "---\nname: endless\ndescription: Waits.\nendpoint: https://api.example.com/e\ntimeout: .inf\n---\n";
    // A structural finding, kept in the summary.
    files["config/tools/typo.md"] = "---\nname: typo\ndescription: Typo'd.\nendpoint: https://api.example.com/t\ntimout: 5\n---\n";
  }
  for (let i = 0; i < TOOLS; i++) files[`config/tools/tool_${i}.md`] = tool(i);
  const names = Object.keys(files).map((rel) => path.posix.basename(rel, ".md"));
  files["config/agents/lead_agent.md"] = `---\nname: lead_agent\ntools:\n${names.map((name) => `  ${name}: confirm`).join("\n")}\n---\nLead.\n`;
  return writeProject(files);
}

const toolOf = (tools: readonly MdTool[], name: string) => tools.find((t) => t.path === `config/tools/${name}.md`)!;

describe("summarised Markdown tools", () => {
  const cacheHome = useFreshCacheHome();

  it("leave a compile after an edit with the diagnostics and bytes of a compile without caches", async () => {
    const root = project(false);
    await compile({ root, emit: "write" });
    writeFileSync(path.join(root, "config/tools/tool_5.md"), tool(5, "timeout: 12\n"));
    const cached = await compile({ root, emit: "write" });
    const fresh = await compile({ root, emit: "memory", cache: false });
    expect(cached.summary.errors).toBe(0);
    expect(cached.diagnostics).toEqual(fresh.diagnostics);
    expect(cached.diagnostics.map((d) => d.rule)).toContain("description-shadowing");
    const tools = cached.model!.mdTools;
    expect(tools.filter(isLazy)).toHaveLength(TOOLS);
    expect(isLazy(toolOf(tools, "tool_5"))).toBe(false);
    expect(isLazy(toolOf(tools, "infinite"))).toBe(true);
    const onDisk = new Map([...fresh.emitted!.files.keys()].map((rel) => [rel, readFileSync(path.join(cached.outDir!, rel), "utf8")]));
    expect(onDisk).toEqual(fresh.emitted!.files);
    // Nothing on disk to reuse: every file is built from the summarised model and the kept entries.
    rmSync(cached.outDir!, { recursive: true });
    const rebuilt = await compile({ root, emit: "memory" });
    expect(rebuilt.model!.mdTools.filter(isLazy)).toHaveLength(TOOLS + 1);
    expect(rebuilt.emitted!.files).toEqual(fresh.emitted!.files);
    expect(fresh.emitted!.files.get("validators.ts")).toContain("limit: Infinity");
  });

  it("read a tool's lazy fields whole, once, as a full read gives them", async () => {
    const root = project(false);
    check({ root });
    const summarised = check({ root });
    const full = check({ root, cache: false });
    const lazy = toolOf(summarised.model!.mdTools, "tool_7");
    const whole = toolOf(full.model!.mdTools, "tool_7");
    expect(isLazy(lazy)).toBe(true);
    expect(Object.keys(lazy)).toEqual(Object.keys(whole));
    expect(Object.keys(lazy.fields)).toEqual(Object.keys(whole.fields));
    expect("input_schema" in lazy.fields).toBe("input_schema" in whole.fields);
    const { source: _a, ...lazyRest } = lazy;
    const { source: _b, ...wholeRest } = whole;
    expect({ ...lazyRest, fields: { ...lazy.fields } }).toEqual({ ...wholeRest, fields: { ...whole.fields } });
    expect(lazy.fields.parameters).toBe(lazy.fields.parameters);
  });

  it("hold structural findings, leave out what JSON cannot hold, take a damaged summary for a miss and keep the parse cache's entries", () => {
    const root = project(true);
    const fresh = check({ root, cache: false });
    expect(fresh.diagnostics.map((d) => d.rule)).toEqual(expect.arrayContaining(["timeout-range", "unknown-field", "description-shadowing"]));
    check({ root });
    const dir = path.join(cacheHome(), "toolc", readdirSync(path.join(cacheHome(), "toolc"))[0]!);
    const parseLines = () => readdirSync(dir).filter((n) => n.startsWith("parse-")).flatMap((n) => readFileSync(path.join(dir, n), "utf8").split("\n").slice(1).filter(Boolean)).length;
    const parsed = parseLines();
    expect(parsed).toBe(TOOLS + 4);
    const summarised = check({ root });
    expect(summarised.model!.mdTools.filter(isLazy)).toHaveLength(TOOLS + 2);
    expect(isLazy(toolOf(summarised.model!.mdTools, "endless"))).toBe(false);
    expect(summarised.diagnostics).toEqual(fresh.diagnostics);
    expect(parseLines()).toBe(parsed);
    for (const name of readdirSync(dir).filter((n) => n.startsWith("summaries-"))) {
      const lines = readFileSync(path.join(dir, name), "utf8").split("\n");
      writeFileSync(path.join(dir, name), [lines[0], ...lines.slice(1).map((line) => line.slice(0, -2))].join("\n"));
    }
    const damaged = check({ root });
    expect(damaged.model!.mdTools.filter(isLazy)).toEqual([]);
    expect(damaged.diagnostics).toEqual(fresh.diagnostics);
  });

  /** Tools of which two name another tool of the agent (one in its description, one in its body); `plain` makes the others. */
  function naming(): { root: string; plain: (i: number, body: string) => string } {
    const plain = (i: number, body: string): string => `---\nname: plain_${i}\ndescription: Looks up ${i}; \`lookup\` and re-try.\nendpoint: https://api.example.com/p\n---\n${body}\n`;
    const files: Record<string, string> = {};
    for (let i = 0; i < TOOLS; i++) files[`config/tools/plain_${i}.md`] = plain(i, `Body ${i}.`);
    // Two that name another tool of the agent: one in its description, one in its body.
    files["config/tools/plain_3.md"] = plain(3, "Then call plain_4.");
    files["config/tools/plain_8.md"] = `---\nname: plain_8\ndescription: Use \`plain_9\` after it.\nendpoint: https://api.example.com/p\n---\nBody.\n`;
    const names = Object.keys(files).map((rel) => path.posix.basename(rel, ".md"));
    files["config/agents/lead_agent.md"] = `---\nname: lead_agent\ntools:\n${names.map((name) => `  ${name}: confirm`).join("\n")}\n---\nLead.\n`;
    return { root: writeProject(files), plain };
  }

  it("decode the mention sites of a tool only when it names another tool of the agent, and find what an uncached check finds", () => {
    const { root, plain } = naming();
    check({ root });
    writeFileSync(path.join(root, "config/tools/plain_20.md"), plain(20, "An edited body."));
    const [sitesBefore, detailsBefore] = [mentionSitesDecoded(), summaryDetailsRead()];
    const cached = check({ root });
    expect(cached.model!.mdTools.filter(isLazy)).toHaveLength(TOOLS - 1);
    // The two that name another tool, and the edited file's new summary, read back once before it is kept.
    expect(mentionSitesDecoded() - sitesBefore).toBe(3);
    // Nothing else asks for a summary's details (sites and fields): the other 108 tools' are never read.
    expect(summaryDetailsRead() - detailsBefore).toBe(3);
    const fresh = check({ root, cache: false });
    expect(cached.diagnostics).toEqual(fresh.diagnostics);
    expect(cached.diagnostics.filter((d) => d.rule === "description-shadowing").map((d) => d.file)).toEqual(["config/tools/plain_3.md", "config/tools/plain_8.md"]);
  });

  it("take a tool's details from its file when they are gone, and keep the details they did not read as they were", async () => {
    const { root, plain } = naming();
    await compile({ root, emit: "write" });
    const dir = path.join(cacheHome(), "toolc", readdirSync(path.join(cacheHome(), "toolc"))[0]!);
    const details = () => Object.fromEntries(readdirSync(dir).filter((n) => n.startsWith("summary-details-")).map((n) => [n, readFileSync(path.join(dir, n), "utf8")]));
    const kept = details();
    expect(Object.keys(kept).length).toBeGreaterThan(0);
    // A body edit rewrites the edited file's shard only; the others stay as they were, unread.
    writeFileSync(path.join(root, "config/tools/plain_20.md"), plain(20, "An edited body."));
    await compile({ root, emit: "write" });
    const after = details();
    expect(Object.keys(after).sort()).toEqual(Object.keys(kept).sort());
    expect(Object.keys(after).filter((n) => after[n] !== kept[n])).toHaveLength(1);
    // Gone: the sites of the two naming tools, and every field the compile reads, come from the files themselves.
    for (const name of Object.keys(after)) rmSync(path.join(dir, name));
    writeFileSync(path.join(root, "config/tools/plain_21.md"), plain(21, "Another edited body."));
    const cached = await compile({ root, emit: "write" });
    const fresh = await compile({ root, emit: "memory", cache: false });
    expect(cached.model!.mdTools.filter(isLazy)).toHaveLength(TOOLS - 1);
    expect(cached.diagnostics).toEqual(fresh.diagnostics);
    expect(cached.diagnostics.filter((d) => d.rule === "description-shadowing")).toHaveLength(2);
    const onDisk = new Map([...fresh.emitted!.files.keys()].map((rel) => [rel, readFileSync(path.join(cached.outDir!, rel), "utf8")]));
    expect(onDisk).toEqual(fresh.emitted!.files);
  });
});
