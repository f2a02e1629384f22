/**
 * Generation planned from the last one (codegen/delta.ts): after a change to tool descriptions only, `compile` plans
 * the changed tools' files and their agents' alone, and `out`, its manifest and the plan records come out as a full
 * generation of the same project makes them. Anything else (a frontmatter change, a generated file gone, a catalog.json
 * edited by hand) is generated in full, with the same result. Real projects on disk, the real pipeline, in process.
 */
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cacheDir } from "../../../src/compiler/cache/store.js";
import { deltasPlanned } from "../../../src/compiler/codegen/delta.js";
import { compile } from "../../../src/compiler/pipeline.js";
import { generateCorpus } from "../../bench/corpus.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { makeTempDir, removeDir } from "./helpers.js";

useFreshCacheHome();
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

/** A generated project of 40 Markdown tools, 6 agents and 5 authored tools, compiled once (the last generation). */
async function project(): Promise<string> {
  const root = makeTempDir("delta");
  dirs.push(root);
  generateCorpus(root, { mdTools: 40, agents: 6, authoredTools: 5 });
  await run(root);
  return root;
}

/** `toolc compile` as the command line runs it (caches on, files left unread where they are). */
async function run(root: string, cache = true): Promise<void> {
  const result = await compile({ root, emit: "write", keepUnread: true, cache });
  expect(result.notGenerated).toBeUndefined();
}

/** Every file under `dir`, by relative path. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = path.join(rel, name);
      if (statSync(path.join(dir, child)).isDirectory()) walk(child);
      else files.set(child, readFileSync(path.join(dir, child), "utf8"));
    }
  };
  walk("");
  return files;
}

/** The plan records kept for `root`, without their header (which names the `out` folder). */
function records(root: string): string[] {
  return readFileSync(path.join(cacheDir(root), "plan-records.lines"), "utf8").split("\n").slice(1);
}

/** `root` copied and generated in full, without caches: its output and plan records, for comparison. */
async function fullGeneration(root: string): Promise<{ out: Map<string, string>; records: string[] }> {
  const copy = makeTempDir("delta");
  dirs.push(copy);
  cpSync(path.join(root, "config"), path.join(copy, "config"), { recursive: true });
  cpSync(path.join(root, "cores"), path.join(copy, "cores"), { recursive: true });
  for (const file of readdirSync(root).filter((name) => name.startsWith("toolc."))) cpSync(path.join(root, file), path.join(copy, file));
  await run(copy, false);
  const out = tree(path.join(copy, "generated"));
  // Records are kept only with the caches on: a second run plans everything again from none (the output is there).
  rmSync(path.join(copy, "generated"), { recursive: true });
  await run(copy);
  return { out, records: records(copy) };
}

/** Asserts that `root`'s output and plan records are those of a full generation of the same project. */
async function expectFullGeneration(root: string): Promise<void> {
  const full = await fullGeneration(root);
  expect(tree(path.join(root, "generated"))).toEqual(full.out);
  expect(records(root)).toEqual(full.records);
}

const TOOL = "config/tools/tool_0001.md";

/** Appends a paragraph to the body (the description) of the Markdown tool `rel`. */
function editBody(root: string, rel = TOOL, n = 1): void {
  appendFileSync(path.join(root, rel), `\nEdit ${n} of this tool's description.\n`);
}

/** Whether the run of `body` planned from the last generation. */
async function planned(body: () => Promise<void>): Promise<boolean> {
  const before = deltasPlanned();
  await body();
  return deltasPlanned() > before;
}

describe("a description change", () => {
  it("is planned from the last generation, and `out`, its manifest and the plan records are a full generation's", async () => {
    const root = await project();
    editBody(root);
    expect(await planned(() => run(root))).toBe(true);
    await expectFullGeneration(root);
  });

  it("stays so edit after edit, and for several tools at once", async () => {
    const root = await project();
    for (const n of [1, 2]) {
      editBody(root, TOOL, n);
      expect(await planned(() => run(root))).toBe(true);
    }
    editBody(root, "config/tools/tool_0002.md");
    editBody(root, "config/tools/tool_0003.md");
    expect(await planned(() => run(root))).toBe(true);
    await expectFullGeneration(root);
  });

  it("rewrites only the changed tool's file, its agents' clients and prompts, catalog.json and the manifest", async () => {
    const root = await project();
    const out = path.join(root, "generated");
    const before = new Map([...tree(out).keys()].map((rel) => [rel, statSync(path.join(out, rel)).mtimeMs]));
    editBody(root);
    await run(root);
    const changed = [...before].filter(([rel, mtime]) => statSync(path.join(out, rel)).mtimeMs !== mtime).map(([rel]) => rel);
    expect(changed).toContain("catalog.json");
    expect(changed.filter((rel) => rel.startsWith("tools/"))).toHaveLength(1);
    expect(changed.filter((rel) => !/^(catalog\.json|\.toolc-manifest\.json|tools\/[^/]+\.ts|agents\/[^/]+\.ts|prompts\/[^/]+\.md)$/.test(rel))).toEqual([]);
  });
});

describe("anything else is generated in full, with the same result", () => {
  it("a change to a tool's frontmatter", async () => {
    const root = await project();
    const file = path.join(root, TOOL);
    writeFileSync(file, readFileSync(file, "utf8").replace(/^---\n/, "---\ntimeout: 7\n"));
    expect(await planned(() => run(root))).toBe(false);
    await expectFullGeneration(root);
  });

  it("a generated file gone", async () => {
    const root = await project();
    const gone = readdirSync(path.join(root, "generated/tools")).sort().at(-1)!;
    rmSync(path.join(root, "generated/tools", gone));
    editBody(root);
    expect(await planned(() => run(root))).toBe(false);
    await expectFullGeneration(root);
  });

  it("a catalog.json edited by hand", async () => {
    const root = await project();
    appendFileSync(path.join(root, "generated/catalog.json"), " ");
    editBody(root);
    expect(await planned(() => run(root))).toBe(false);
    await expectFullGeneration(root);
  });

  it("a change to an agent", async () => {
    const root = await project();
    const agents = readdirSync(path.join(root, "config/agents")).sort();
    appendFileSync(path.join(root, "config/agents", agents[0]!), "\nAlso be brief.\n");
    editBody(root);
    expect(await planned(() => run(root))).toBe(false);
    await expectFullGeneration(root);
  });
});
