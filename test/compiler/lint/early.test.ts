/**
 * The early checks (lint/early.ts) run the file-scoped model rules during the load, on the checked Markdown files
 * a batch at a time while the worker still parses, and the engine runs them only on the files no batch took: each
 * file is checked once, and the diagnostics are those of a check that runs every rule on the whole model.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { defineRule } from "../../../src/compiler/lint/rule.js";
import type { ParallelOptions } from "../../../src/compiler/parallel/helper.js";
import { ALL_RULES } from "../../../src/compiler/rules/index.js";
import { writeProject } from "../../helpers/project.js";
import { trickyTool } from "../../helpers/tricky-tool.js";

const TOOLS = 140;
/** A worker from the first file, one file per job. */
const ONE_FILE_PER_JOB: ParallelOptions = { minYamlFiles: 0, yamlBatch: 1 };

/**
 * The real worker (built in dist/), 25 ms slower on each job after the 100th, as on a large project whose parses
 * outlast the checks: the main thread, with files enough for a batch, runs one while the worker still parses.
 */
function slowWorker(): URL {
  const real = pathToFileURL(path.resolve(import.meta.dirname, "../../../dist/src/compiler/worker/main.js")).href;
  const file = path.join(writeProject({}), "slow-worker.mjs");
  writeFileSync(
    file,
    `import { parentPort } from "node:worker_threads";
const on = parentPort.on.bind(parentPort);
const pause = new Int32Array(new SharedArrayBuffer(4));
parentPort.on = (event, listener) => on(event, (job) => { if (job.id >= 100) Atomics.wait(pause, 0, 0, 25); listener(job); });
await import(${JSON.stringify(real)});
`,
  );
  return pathToFileURL(file);
}
const toolPath = (i: number) => `config/tools/tool_${String(i).padStart(3, "0")}.md`;

function project(): string {
  const files: Record<string, string> = { "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_1: auto}\n---\nLead.\n" };
  for (let i = 0; i < TOOLS; i++) files[toolPath(i)] = trickyTool(i);
  return writeProject(files);
}

describe("early file-scoped rules", () => {
  it("run on batches of checked files while the worker parses, each file once, and the engine runs them on the rest", () => {
    const root = project();
    // A batch's project holds its own files alone; the engine's, every file.
    const runs: { tools: string[]; early: boolean }[] = [];
    const rule = defineRule({
      id: "description-missing",
      defaultSeverity: "warn",
      scope: "file",
      check(ctx) {
        runs.push({ tools: ctx.model.mdTools.map((tool) => tool.path), early: ctx.project.sources.size < TOOLS });
        ctx.each(ctx.model.mdTools, (tool) => ctx.report({ at: tool.fields.name!.span, message: "seen" }));
      },
    });
    const result = check({ root, cache: false, rules: [rule], parallel: { ...ONE_FILE_PER_JOB, script: slowWorker() } });
    expect(runs.filter((run) => run.early).length).toBeGreaterThanOrEqual(1);
    expect(runs.filter((run) => !run.early)).toHaveLength(1);
    expect(runs.flatMap((run) => run.tools).sort()).toEqual(Array.from({ length: TOOLS }, (_, i) => toolPath(i)));
    expect(result.diagnostics.filter((d) => d.rule === "description-missing")).toHaveLength(TOOLS);
  });

  it("give the diagnostics of every rule run on the whole model, with and without the caches and the worker", () => {
    const root = project();
    const whole = check({ root, cache: false, keepDocuments: true, rules: ALL_RULES, parallel: { worker: false } }).diagnostics;
    expect(whole.length).toBeGreaterThan(TOOLS);
    expect(check({ root, cache: false, parallel: { ...ONE_FILE_PER_JOB, steal: false } }).diagnostics).toEqual(whole);
    expect(check({ root, cache: false }).diagnostics).toEqual(whole);
    expect(check({ root }).diagnostics).toEqual(whole);
  });
});
