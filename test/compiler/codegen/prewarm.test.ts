/**
 * The code builder started ahead (codegen/prewarm.ts): a worker that loads ts-morph and prettier while the
 * project is checked, then builds the files to build. Run on the compiled modules (the worker is compiled
 * JavaScript): its files are the bytes the main thread builds, it did build them, and a builder that died
 * leaves the building to the main thread with the same bytes.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { writeProject } from "../../helpers/project.js";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../dist/src/compiler");
const load = async <T>(rel: string): Promise<T> => (await import(pathToFileURL(path.join(dist, rel)).href)) as T;

type Tree = { files: Map<string, string> };
type Builder = { alive: boolean; worker: import("node:worker_threads").Worker; stop(): Promise<void> };
type Modules = {
  generateTree: (catalog: unknown, opts: { sources: Record<string, string[]>; toolVersion: string; builder?: Builder }) => Promise<Tree>;
  WarmBuilder: { start(): Builder | undefined };
  catalogOf: (root: string) => Promise<{ catalog: unknown; sources: Record<string, string[]> }>;
};

async function modules(): Promise<Modules> {
  const { generateTree } = await load<Pick<Modules, "generateTree">>("codegen/generate.js");
  const { WarmBuilder } = await load<Pick<Modules, "WarmBuilder">>("codegen/prewarm.js");
  const { check } = await load<{ check: (o: { root: string; cache: boolean }) => { model: unknown } }>("index.js");
  const { buildCatalog } = await load<{ buildCatalog: (m: unknown) => { catalog: unknown; sources: Record<string, string[]> } }>("catalog/index.js");
  return { generateTree, WarmBuilder, catalogOf: async (root) => buildCatalog(check({ root, cache: false }).model) };
}

function project(): string {
  const files: Record<string, string> = { "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_1: auto, tool_2: confirm}\n---\nLead.\n" };
  for (let i = 0; i < 12; i++) {
    files[`config/tools/tool_${i}.md`] = `---\nname: tool_${i}\ndescription: Looks up record ${i}\nendpoint: https://api.example.com/r/${i}\nparameters:\n  - name: q\n    description: What to look for\n---\n`;
  }
  return writeProject(files);
}

describe("the code builder started ahead", () => {
  it("builds the files in its worker, with the bytes the main thread builds", async () => {
    const { generateTree, WarmBuilder, catalogOf } = await modules();
    const { catalog, sources } = await catalogOf(project());
    const opts = { sources, toolVersion: "0.0.0-test" };
    const alone = await generateTree(catalog, opts);
    const builder = WarmBuilder.start()!;
    expect(builder).toBeDefined();
    let batches = 0;
    builder.worker.on("message", (reply: { kind: string }) => void (reply.kind === "batch" && batches++));
    try {
      const warm = await generateTree(catalog, { ...opts, builder });
      expect(batches).toBeGreaterThan(0);
      expect(warm.files).toEqual(alone.files);
      expect(alone.files.size).toBeGreaterThan(12);
    } finally {
      await builder.stop();
    }
    expect(builder.alive).toBe(false);
  }, 60_000);

  it("leaves the building to the main thread when its worker is gone", async () => {
    const { generateTree, WarmBuilder, catalogOf } = await modules();
    const { catalog, sources } = await catalogOf(project());
    const opts = { sources, toolVersion: "0.0.0-test" };
    const builder = WarmBuilder.start()!;
    await builder.worker.terminate();
    expect(builder.alive).toBe(false);
    expect((await generateTree(catalog, { ...opts, builder })).files).toEqual((await generateTree(catalog, opts)).files);
  }, 60_000);
});
