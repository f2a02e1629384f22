/**
 * Summarised Markdown agents (lint/agent-summaries.ts) never change a result: after an edit, a compile in which the
 * unchanged agents stand in the model by their summaries finds the diagnostics and generates the bytes of a compile
 * without caches, structural findings included. An agent a summary cannot hold exactly (a value JSON cannot hold) is
 * not summarised; an edited agent is read again; a damaged summary is a miss.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AgentSummaries, isSummarisedAgent } from "../../../src/compiler/lint/agent-summaries.js";
import { markdownModel } from "../../../src/compiler/model/build.js";
import type { MdAgent } from "../../../src/compiler/model/types.js";
import { frontmatterParseOptions, splitFrontmatter } from "../../../src/compiler/parse/frontmatter.js";
import { parseYaml } from "../../../src/compiler/parse/yaml.js";
import { checkMarkdownFile } from "../../../src/compiler/structure/index.js";
import { compile, type CompileResult } from "../../../src/compiler/pipeline.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { writeProject } from "../../helpers/project.js";

/** Enough tools for the per-file caches (100 files). */
const TOOLS = 110;

const tool = (i: number, extra = ""): string => `---\nname: tool_${i}\ndescription: Looks up record ${i}.${extra}\nendpoint: https://api.example.com/r/${i}\n---\nBody ${i}.\n`;

/** An agent enabling `count` tools from `from`, with `extra` frontmatter and a role prompt. */
const agent = (name: string, from: number, count: number, extra = "", bom = ""): string => {
  const tools = Array.from({ length: count }, (_, k) => `  tool_${from + k}: ${k % 2 === 0 ? "confirm" : "auto"}`);
  return `${bom}---\nname: ${name}\ndescription: Does ${name} things.\ntools:\n${tools.join("\n")}\n${extra}---\nYou are ${name}.\n`;
};

/** Agents that generate; with `failing`, two more whose errors stop generation. */
function project(failing = false): string {
  const files: Record<string, string> = {
    "config/agents/lead_agent.md": agent("lead_agent", 0, 60, "model: small\nmax_tool_rounds: 8\n"),
    "config/agents/other_agent.md": agent("other_agent", 60, 50),
  };
  if (failing) {
    // A structural finding (an unknown key), which the summary keeps.
    files["config/agents/typo_agent.md"] = agent("typo_agent", 40, 30, "modle: small\n");
    // A byte order mark: the frontmatter is not read at all.
    files["config/agents/bom_agent.md"] = agent("bom_agent", 90, 20, "", "\uFEFF");
  }
  for (let i = 0; i < TOOLS; i++) files[`config/tools/tool_${i}.md`] = tool(i);
  return writeProject(files);
}

/** Whether `agent` was built from its summary. */
const summarised = (agent: MdAgent): boolean => isSummarisedAgent(agent);

const agentNamed = (result: CompileResult, name: string): MdAgent => result.model!.mdAgents.find((a) => a.path === `config/agents/${name}.md`)!;

/** A compile with caches after `edit`, and the same project compiled without them: what they found and made. */
async function afterEdit(root: string, edit: () => void): Promise<{ cached: CompileResult; fresh: CompileResult }> {
  edit();
  const cached = await compile({ root, emit: "write" });
  const fresh = await compile({ root, emit: "memory", cache: false });
  expect(cached.diagnostics).toEqual(fresh.diagnostics);
  if (fresh.summary.errors > 0) return { cached, fresh };
  const onDisk = new Map([...fresh.emitted!.files.keys()].map((rel) => [rel, readFileSync(path.join(cached.outDir!, rel), "utf8")]));
  expect(onDisk).toEqual(fresh.emitted!.files);
  return { cached, fresh };
}

describe("summarised Markdown agents", () => {
  const cacheHome = useFreshCacheHome();

  it("stand in the model after a tool edit, with the diagnostics and bytes of a compile without caches", async () => {
    const root = project();
    await compile({ root, emit: "write" });
    const { cached } = await afterEdit(root, () => writeFileSync(path.join(root, "config/tools/tool_5.md"), tool(5, " Edited.")));
    expect(cached.emitted?.written?.written.length).toBeGreaterThan(0);
    expect(summarised(agentNamed(cached, "lead_agent"))).toBe(true);
    expect(summarised(agentNamed(cached, "other_agent"))).toBe(true);
    // What the generated client takes from a summarised agent: its role prompt, read from the text when asked for.
    expect(agentNamed(cached, "lead_agent").body.value).toBe("You are lead_agent.");
  });

  it("keep their structural findings, beside files that give no definition", async () => {
    const root = project(true);
    await compile({ root, emit: "write" });
    const { cached } = await afterEdit(root, () => writeFileSync(path.join(root, "config/tools/tool_5.md"), tool(5, " Edited.")));
    expect(cached.diagnostics.map((d) => d.rule)).toEqual(expect.arrayContaining(["unknown-field", "bom"]));
    expect(summarised(agentNamed(cached, "typo_agent"))).toBe(true);
    expect(summarised(agentNamed(cached, "bom_agent"))).toBe(false);
  });

  it("are not kept when a value would not read back", () => {
    const source = { path: "config/agents/odd_agent.md", text: agent("odd_agent", 0, 2, "max_tool_rounds: 3\n") };
    const split = splitFrontmatter(source).split!;
    const file = { kind: "md-agent" as const, path: source.path, source, split, doc: parseYaml(source, split.yamlStart, split.yamlEnd, frontmatterParseOptions(100)).doc! };
    const structure = checkMarkdownFile(file);
    const definition = markdownModel(file, structure.flagged) as MdAgent;
    // Kept in a project of its own, then read back by the next run (a run reads what the last one saved).
    const kept = (recorded: MdAgent): unknown => {
      const root = project();
      const summaries = AgentSummaries.open(root, "context");
      summaries.record({ path: source.path, source, split }, recorded, structure.findings);
      summaries.save();
      return AgentSummaries.open(root, "context").reuse(source.path, source);
    };
    expect(kept(definition)).toMatchObject({ fields: { max_tool_rounds: { value: 3 } } });
    // -0 is written as 0: the summary would not give the definition back.
    expect(kept({ ...definition, fields: { ...definition.fields, max_tool_rounds: { ...definition.fields.max_tool_rounds!, value: -0 } } })).toBeUndefined();
  });

  it("are read again once edited, and stand in the model again the run after", async () => {
    const root = project();
    await compile({ root, emit: "write" });
    const lead = path.join(root, "config/agents/lead_agent.md");
    const { cached } = await afterEdit(root, () => writeFileSync(lead, readFileSync(lead, "utf8").replace("tool_1: auto", "tool_1: confirm")));
    expect(summarised(agentNamed(cached, "lead_agent"))).toBe(false);
    const { cached: next } = await afterEdit(root, () => writeFileSync(path.join(root, "config/tools/tool_7.md"), tool(7, " Edited.")));
    expect(summarised(agentNamed(next, "lead_agent"))).toBe(true);
    expect(agentNamed(next, "lead_agent").fields.tools!.value.get("tool_1")!.value.value).toBe("confirm");
  });

  it("take a damaged summary for a miss", async () => {
    const root = project();
    await compile({ root, emit: "write" });
    const dir = path.join(cacheHome(), "toolc");
    const shards = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((rel) => path.basename(rel).startsWith("agent-summaries-"));
    expect(shards.length).toBeGreaterThan(0);
    // Every line cut short after its path and hash: a summary that cannot be decoded.
    for (const rel of shards) {
      const file = path.join(dir, rel);
      const [header, ...lines] = readFileSync(file, "utf8").split("\n");
      writeFileSync(file, [header, ...lines.map((line) => line.slice(0, line.lastIndexOf("\t") + 20))].join("\n"));
    }
    const { cached } = await afterEdit(root, () => writeFileSync(path.join(root, "config/tools/tool_5.md"), tool(5, " Edited.")));
    expect(summarised(agentNamed(cached, "lead_agent"))).toBe(false);
  });
});
