/**
 * The JavaScript module facts cache never changes a result: a project of many JS tool modules checked
 * without caches, then cold with them, then warm from `js-modules.json`, gives identical diagnostics.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../src/compiler/index.js";
import { writeProject } from "../../helpers/project.js";

const module = (i: number) =>
  i % 3 === 0
    ? `import { writeFile } from "node:fs/promises";\nexport async function execute(ctx, args) {\n  return writeFile(process.env.OUT_${i}, "x");\n}\n`
    : i % 3 === 1
      ? `export const execute = ${i};\n`
      : `export function execute(ctx, args) {\n  return { content: ${i} ;\n}\n`;

describe("js-modules cache", () => {
  it("gives identical diagnostics with the cache off, cold and warm, and stores one entry per module", () => {
    const files: Record<string, string> = { "core/agent.yaml": "agent: {id: core}\nslots: {tools: agent/tools}\n", "core/agent/pipelines.yaml": "schema_version: 1\n" };
    for (let i = 0; i < 12; i++) {
      files[`core/agent/tools/t${i}/tool.yaml`] = "description: t\ncapabilities: []\n";
      files[`core/agent/tools/t${i}/module.mjs`] = module(i);
    }
    const root = writeProject(files);
    mkdirSync(path.join(root, "node_modules")); // keeps the cache inside the project
    const summary = (cache: boolean) => check({ root, cache }).diagnostics.map((d) => `${d.rule} ${d.file}:${d.line}:${d.column}`);
    const uncached = summary(false);
    expect(uncached.filter((d) => d.startsWith("module-syntax")).length).toBe(4);
    expect(summary(true)).toEqual(uncached);
    const stored = JSON.parse(readFileSync(path.join(root, "node_modules/.cache/toolc/js-modules.json"), "utf8")) as { entries: object };
    expect(Object.keys(stored.entries).length).toBe(12);
    expect(summary(true)).toEqual(uncached);
  });
});
