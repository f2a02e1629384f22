/**
 * Skeletons (codegen/skeleton-store.ts): an agent client whose change is in its prompt slot only, and a tool file whose
 * change is in its description (its call's JSDoc slot) only, are filled in from the formatted text of their last build
 * instead of being formatted again, and every file comes out as a build without skeletons makes it. In process, so
 * every file is formatted on this thread, where filesFormatted counts it.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cacheDir } from "../../../src/compiler/cache/store.js";
import { filesFormatted } from "../../../src/compiler/codegen/format.js";
import { generateTree } from "../../../src/compiler/codegen/generate.js";
import { emit } from "../../../src/compiler/codegen/index.js";
import type { Skeletons } from "../../../src/compiler/codegen/skeleton-store.js";
import type { Catalog } from "../../../src/runtime/catalog.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { stockCatalog, stockSources } from "./fixtures.js";
import { makeTempDir, removeDir } from "./helpers.js";

const opts = { sources: stockSources(), toolVersion: "0.0.0-test" };

/** Skeletons in a Map, by path: what SkeletonStore keeps on disk. */
class MapSkeletons implements Skeletons {
  readonly entries = new Map<string, { key: string; text: string }>();
  kept = 0;
  get(path: string, key: string): string | undefined {
    const entry = this.entries.get(path);
    return entry?.key === key ? entry.text : undefined;
  }
  set(path: string, key: string, text: string): void {
    this.entries.set(path, { key, text });
  }
  keep(): void {
    this.kept++;
  }
}

/** The stock catalog with `get_weather`'s description changed by `change` (the lead agent enables it). */
function withWeather(change: (description: string) => string): Catalog {
  const catalog = stockCatalog();
  catalog.tools.get_weather!.description = change(catalog.tools.get_weather!.description);
  return catalog;
}

/** Files formatted by `body`. */
async function formattedBy(body: () => Promise<unknown>): Promise<number> {
  const before = filesFormatted();
  await body();
  return filesFormatted() - before;
}

describe("skeletons", () => {
  it("fills in the agent clients and the tool file of a description change, and gives the files a build without skeletons gives", async () => {
    const skeletons = new MapSkeletons();
    const first = await generateTree(stockCatalog(), { ...opts, skeletons });
    const agents = [...first.files.keys()].filter((p) => p.startsWith("agents/"));
    const tools = [...first.files.keys()].filter((p) => p.startsWith("tools/"));
    expect(agents.length).toBeGreaterThan(1);
    expect([...skeletons.entries.keys()].sort()).toEqual([...agents, ...tools].sort());
    // A paragraph past the first line: the prompts show it, the clients (a method's JSDoc is the first line) do not.
    const changed = withWeather((d) => `${d}\n\nAsk for one city at a time.`);
    const plain = await generateTree(changed, opts);
    let again: Awaited<ReturnType<typeof generateTree>> | undefined;
    const formatted = await formattedBy(async () => (again = await generateTree(changed, { ...opts, skeletons })));
    expect(again!.files).toEqual(plain.files);
    expect(again!.files.get("agents/lead_agent.ts")).not.toBe(first.files.get("agents/lead_agent.ts"));
    expect(again!.files.get("tools/get_weather.ts")).toContain(" * Ask for one city at a time.\n");
    // Every code file is built (nothing is reused here) but the agents and tools, which are only filled in.
    const code = [...plain.files.keys()].filter((p) => p.endsWith(".ts"));
    expect(formatted).toBe(code.length - agents.length - tools.length);
  });

  it("formats a client again when what it shows changed, and keeps that skeleton instead", async () => {
    const skeletons = new MapSkeletons();
    await generateTree(stockCatalog(), { ...opts, skeletons });
    const before = skeletons.entries.get("agents/lead_agent.ts")!;
    const changed = withWeather(() => "Weather, now with a new first line.");
    const built = await generateTree(changed, { ...opts, skeletons });
    expect(built.files).toEqual((await generateTree(changed, opts)).files);
    const after = skeletons.entries.get("agents/lead_agent.ts")!;
    expect(after.key).not.toBe(before.key);
    expect(after.text).toContain("Weather, now with a new first line.");
  });

  it("leaves the skeletons of files it does not build as they are", async () => {
    const skeletons = new MapSkeletons();
    const first = await generateTree(stockCatalog(), { ...opts, skeletons });
    const reuse = (p: string): string | undefined => first.files.get(p);
    await generateTree(stockCatalog(), { ...opts, skeletons, reuse });
    expect(skeletons.kept).toBe([...first.files.keys()].filter((p) => p.endsWith(".ts")).length);
  });
});

describe("the skeleton store", () => {
  useFreshCacheHome();
  let root = "";
  beforeEach(() => {
    root = makeTempDir("skeletons");
  });
  afterEach(() => removeDir(root));
  const out = (): string => path.join(root, "generated");
  const shards = (): string[] => readdirSync(cacheDir(root)).filter((name) => name.startsWith("skeletons-"));

  it("keeps skeletons across runs in the cache folder, and a damaged one only means formatting", async () => {
    const run = (catalog: Catalog) => emit(out(), catalog, { ...opts, cacheRoot: root, keepUnread: true }, "write");
    await run(stockCatalog());
    expect(shards().length).toBeGreaterThan(0);
    const edit = (n: number) => withWeather((d) => `${d}\n\nEdit ${n}.`);
    // The weather tool's file and the lead agent's client, which enables it, are only filled in.
    expect(await formattedBy(() => run(edit(1)))).toBe(0);
    const plain = await generateTree(edit(1), opts);
    for (const [rel, text] of plain.files) expect(readFileSync(path.join(out(), rel), "utf8"), rel).toBe(text);
    for (const name of shards()) {
      const file = path.join(cacheDir(root), name);
      writeFileSync(file, readFileSync(file, "utf8").replace(/\t"/g, '\t"\\u00'));
    }
    // Every skeleton line damaged: the tool and the client are formatted again.
    expect(await formattedBy(() => run(edit(2)))).toBe(2);
    const second = await generateTree(edit(2), opts);
    for (const [rel, text] of second.files) expect(readFileSync(path.join(out(), rel), "utf8"), rel).toBe(text);
  });
});
