/**
 * The kept catalog.json lines of Markdown tools (catalog/tool-entries.ts) never change a result: a compile that
 * takes the unchanged tools' lines from the last run generates the bytes of a compile without caches — a tool
 * whose line JSON cannot hold as built (`.inf` is `null` there; its validator keeps `Infinity`) included.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCatalog, type KnownEntries } from "../../../src/compiler/catalog/index.js";
import { ToolEntries } from "../../../src/compiler/catalog/tool-entries.js";
import { check } from "../../../src/compiler/index.js";
import { catalogJson, catalogJsonParts } from "../../../src/compiler/codegen/catalog-json.js";
import { sortedJson } from "../../../src/compiler/catalog/sorted-json.js";
import { compile } from "../../../src/compiler/pipeline.js";
import { toolcFingerprint } from "../../../src/compiler/results/fingerprint.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { writeProject } from "../../helpers/project.js";

const tool = (i: number, extra = ""): string =>
  `---\nname: tool_${i}\ndescription: Looks up record ${i}\nendpoint: https://api.example.com/r/{{id}}\nparameters:\n  - {name: id, description: The id}\n${extra}---\nBody ${i}.\n`;

/** A tool whose schema holds `.inf`, which JSON writes as `null`. */
const infinite = `---\nname: infinite\ndescription: Unbounded\nendpoint: https://api.example.com/a\ninput_schema:\n  type: object\n  properties:\n    a: {type: number, description: A, maximum: .inf}\n---\n`;

/** A project of `count` tools and `infinite`; from 100 files, unchanged tools are summarised (compiler/index.ts). */
function project(count = 12): string {
  const files: Record<string, string> = { "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_0: auto, infinite: confirm}\n---\nLead.\n", "config/tools/infinite.md": infinite };
  for (let i = 0; i < count; i++) files[`config/tools/tool_${i}.md`] = tool(i);
  return writeProject(files);
}

/** The entries of `root`'s cache, counting the files they answer. */
function counted(root: string, config: Parameters<typeof ToolEntries.open>[1]): { entries: ToolEntries; known: KnownEntries; hits: string[] } {
  const entries = ToolEntries.open(root, config, toolcFingerprint());
  const hits: string[] = [];
  const known: KnownEntries = {
    reuse: (file, text) => {
      const found = entries.reuse(file, text);
      if (found) hits.push(file);
      return found;
    },
    record: (file, text, written) => entries.record(file, text, written),
  };
  return { entries, known, hits };
}

/** A project checked once, whose catalog filled the entries cache. */
function filledProject(): { root: string; first: ReturnType<typeof check> } {
  const root = project();
  const first = check({ root, cache: false });
  const filling = counted(root, first.project!.config);
  buildCatalog(first.model!, filling.known);
  filling.entries.save();
  return { root, first };
}

describe("kept Markdown tool entries", () => {
  const cacheHome = useFreshCacheHome();

  it("answer every unchanged tool, and give the catalog and catalog.json built afresh", () => {
    const root = project();
    const first = check({ root, cache: false });
    const fresh = buildCatalog(first.model!);
    const filling = counted(root, first.project!.config);
    buildCatalog(first.model!, filling.known);
    filling.entries.save();
    expect(filling.hits).toEqual([]);

    writeFileSync(path.join(root, "config/tools/tool_3.md"), tool(3, "permission: auto\n"));
    const edited = check({ root, cache: false });
    const warm = counted(root, edited.project!.config);
    const built = buildCatalog(edited.model!, warm.known);
    expect(warm.hits).toHaveLength(12);
    expect(warm.hits).not.toContain("config/tools/tool_3.md");
    expect(built.catalog.tools.infinite!.inputSchema).toEqual({ type: "object", properties: { a: { type: "number", description: "A", maximum: Infinity } } });
    const afresh = buildCatalog(edited.model!);
    expect(built.catalog).toEqual(afresh.catalog);
    expect(catalogJsonParts(built.catalog, built.written).text).toBe(catalogJson(afresh.catalog));
    expect(built.written.get(built.catalog.tools.tool_1!)!.json).toBe(sortedJson(afresh.catalog.tools.tool_1));
    expect(built.catalog.tools.tool_3!.permission).toBe("auto");
    expect(afresh.catalog).not.toEqual(fresh.catalog);
  });

  it("are not taken under another configuration or toolc build", () => {
    const { root, first } = filledProject();
    const other = counted(root, { ...first.project!.config, providers: ["openai-strict"] });
    buildCatalog(first.model!, other.known);
    expect(other.hits).toEqual([]);
    const entries = ToolEntries.open(root, first.project!.config, "another toolc build");
    expect(first.model!.mdTools.map((file) => entries.reuse(file.path, file.source.text))).toEqual(first.model!.mdTools.map(() => undefined));
    expect(counted(root, first.project!.config).known.reuse("config/tools/tool_1.md", tool(1))).toBeDefined();
  });

  it("take a line cut short for a miss", () => {
    const { root, first } = filledProject();
    const dir = path.join(cacheHome(), "toolc", readdirSync(path.join(cacheHome(), "toolc"))[0]!);
    for (const name of readdirSync(dir).filter((n) => n.startsWith("catalog-tools-"))) {
      const lines = readFileSync(path.join(dir, name), "utf8").split("\n");
      writeFileSync(path.join(dir, name), [lines[0], ...lines.slice(1).map((line) => line.slice(0, -1))].join("\n"));
    }
    const damaged = counted(root, first.project!.config);
    const built = buildCatalog(first.model!, damaged.known);
    expect(damaged.hits).toEqual([]);
    expect(catalogJsonParts(built.catalog, built.written).text).toBe(catalogJson(buildCatalog(first.model!).catalog));
  });

  it("leave a compile after an edit with the bytes of a compile without caches", async () => {
    const root = project();
    const out = async (cache: boolean) => (await compile({ root, emit: "memory", ...(cache ? {} : { cache: false }) })).emitted!.files;
    await compile({ root, emit: "write" });
    writeFileSync(path.join(root, "config/tools/tool_5.md"), tool(5, "timeout: 12\n"));
    const warm = await compile({ root, emit: "write" });
    expect(warm.summary.errors).toBe(0);
    expect(warm.emitted!.written!.written).toContain("catalog.json");
    // Nothing on disk to reuse: every file is built from the entries.
    rmSync(path.join(root, "generated"), { recursive: true });
    const generated = await out(false);
    expect(await out(true)).toEqual(generated);
    expect(generated.get("catalog.json")).toContain('"timeout":12');
    expect(generated.get("validators.ts")).toContain("limit: Infinity");
  });

  it("leave an unchanged summarised tool's line unparsed until a large field is asked for", async () => {
    const root = project(120);
    await compile({ root, emit: "write" });
    writeFileSync(path.join(root, "config/tools/tool_5.md"), tool(5, "timeout: 12\n"));
    const { catalog } = await compile({ root, emit: "write" });
    const unparsed = (key: string) => typeof Object.getOwnPropertyDescriptor(catalog!.tools[key], "inputSchema")?.get === "function";
    expect(unparsed("tool_1")).toBe(true);
    expect(unparsed("tool_5")).toBe(false);
    // `.inf` does not read back from JSON: that tool is built from its definition.
    expect(unparsed("infinite")).toBe(false);
    expect(catalog!.tools.tool_1!.inputSchema).toEqual(buildCatalog(check({ root, cache: false }).model!).catalog.tools.tool_1!.inputSchema);
    rmSync(path.join(root, "generated"), { recursive: true });
    const out = async (cache: boolean) => (await compile({ root, emit: "memory", ...(cache ? {} : { cache: false }) })).emitted!.files;
    expect(await out(true)).toEqual(await out(false));
  });
});
