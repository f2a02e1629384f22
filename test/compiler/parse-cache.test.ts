/**
 * The parse cache never changes a result: a project checked cold, then with the cache filled, then
 * from the cache, gives identical diagnostics — tricky YAML included (aliases, merge keys, flow and
 * block styles, tags, duplicate keys, ambiguous booleans, syntax errors).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../src/compiler/index.js";
import { useFreshCacheHome } from "../helpers/cache-home.js";
import { writeProject } from "../helpers/project.js";
import { trickyTool as tool } from "../helpers/tricky-tool.js";


describe("parse cache", () => {
  const cacheHome = useFreshCacheHome();

  it("gives the same diagnostics cold, while filling, and from the cache", () => {
    const files: Record<string, string> = {
      "config/agents/lead_agent.md": "---\nname: lead_agent\ntools: {tool_1: auto, web_search: auto}\n---\nLead.\n",
      "config/tools/broken.md": "---\nname: broken\ndescription: Search: ranked\n---\n",
      "pkg/merge/tool.yaml": "base: &b {risk: low}\n<<: *b\ndescription: !!str yes\n",
    };
    for (let i = 0; i < 120; i++) files[`config/tools/tool_${String(i).padStart(3, "0")}.md`] = tool(i);
    const root = writeProject(files);
    const cold = check({ root, cache: false });
    const filling = check({ root });
    const cacheDir = path.join(cacheHome(), "toolc");
    expect(existsSync(cacheDir)).toBe(true);
    const cached = check({ root });
    expect(cold.diagnostics.length).toBeGreaterThan(100);
    expect(filling.diagnostics).toEqual(cold.diagnostics);
    expect(cached.diagnostics).toEqual(cold.diagnostics);

    writeFileSync(path.join(root, "config/tools/tool_001.md"), tool(1).replace("permission: confirm", "permission: sometimes"));
    const afterEdit = check({ root });
    expect(afterEdit.diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    expect(afterEdit.diagnostics.some((d) => d.file === "config/tools/tool_001.md" && d.message.includes("sometimes"))).toBe(true);
  });

  it("lets a copy of the project read the project's cache without writing it (the baseline of `toolc breaking`)", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) files[`config/tools/tool_${String(i).padStart(3, "0")}.md`] = tool(i);
    const root = writeProject(files);
    check({ root });
    const copy = writeProject({ ...files, "config/tools/tool_002.md": tool(2).replace("permission: confirm", "permission: never") });
    const borrowed = check({ root: copy, parseCacheOf: root });
    expect(borrowed.diagnostics).toEqual(check({ root: copy, cache: false }).diagnostics);
    expect(readdirSync(path.join(cacheHome(), "toolc"))).toHaveLength(1); // the copy wrote no cache of its own
    expect(check({ root }).diagnostics).toEqual(check({ root, cache: false }).diagnostics);
  });

  it("rewrites only the shard of an edited file, and removes the unsharded cache of earlier versions", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) files[`config/tools/tool_${String(i).padStart(3, "0")}.md`] = tool(i);
    const root = writeProject(files);
    check({ root });
    const [project] = readdirSync(path.join(cacheHome(), "toolc"));
    const dir = path.join(cacheHome(), "toolc", project!);
    writeFileSync(path.join(dir, "parse.json"), "{}");
    const shards = () => new Map(readdirSync(dir).filter((f) => f.startsWith("parse")).map((f) => [f, statSync(path.join(dir, f)).mtimeMs]));
    const before = shards();
    expect(before.size).toBeGreaterThan(8);
    writeFileSync(path.join(root, "config/tools/tool_007.md"), tool(7).replace("permission: confirm", "permission: sometimes"));
    const afterEdit = check({ root });
    expect(afterEdit.diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    const after = shards();
    expect(after.has("parse.json")).toBe(false);
    const rewritten = [...after].filter(([f, mtime]) => before.get(f) !== mtime).map(([f]) => f);
    expect(rewritten).toHaveLength(1);
  });

  it("keeps the agents' parses in shards of their own, apart from the tools'", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) files[`config/tools/tool_${String(i).padStart(3, "0")}.md`] = tool(i);
    for (let a = 0; a < 4; a++) files[`config/agents/agent_${a}.md`] = `---\nname: agent_${a}\ndescription: Agent ${a}\ntools:\n  tool_00${a}: auto\n---\nYou are agent ${a}.\n`;
    const root = writeProject(files);
    check({ root });
    const [project] = readdirSync(path.join(cacheHome(), "toolc"));
    const dir = path.join(cacheHome(), "toolc", project!);
    const pathsIn = (prefix: string) =>
      readdirSync(dir)
        .filter((f) => f.startsWith(prefix) && /^\d\d\.lines$/.test(f.slice(prefix.length)))
        .flatMap((f) => readFileSync(path.join(dir, f), "utf8").split("\n").slice(1).map((line) => JSON.parse(line.slice(0, line.indexOf("\t"))) as string))
        .sort();
    expect(pathsIn("parse-other-")).toEqual(["config/agents/agent_0.md", "config/agents/agent_1.md", "config/agents/agent_2.md", "config/agents/agent_3.md"]);
    expect(pathsIn("parse-")).toEqual(Object.keys(files).filter((f) => f.startsWith("config/tools/")).sort());
    // After a body edit, the tools' shards but the edited tool's are left as they are, and the result is an uncached run's.
    const before = new Map(readdirSync(dir).map((f) => [f, statSync(path.join(dir, f)).mtimeMs]));
    writeFileSync(path.join(root, "config/tools/tool_007.md"), `${tool(7)}\nMore text.\n`);
    expect(check({ root }).diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    const changed = readdirSync(dir).filter((f) => /^parse-\d\d\.lines$/.test(f) && before.get(f) !== statSync(path.join(dir, f)).mtimeMs);
    expect(changed.length).toBeLessThanOrEqual(1);
  });

  it("keeps the numbers and bytes JSON cannot write: `.inf`, `.nan`, `-0` and `!!binary` scalars", () => {
    const special = (i: number) =>
      `---\nname: special_${i}\ndescription: Reads special values.\nendpoint: https://api.example.com/v1/x\ntimeout: ${i % 2 ? ".inf" : "-0.0"}\n` +
      `parameters:\n  - name: q\n    type: number\n    description: The q\n    default: ${i % 3 ? ".nan" : "-.inf"}\n  - name: raw\n    type: string\n    description: Raw\n    default: !!binary aGk=\n---\nBody.\n`;
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) files[`config/tools/special_${String(i).padStart(3, "0")}.md`] = special(i);
    const root = writeProject(files);
    const cold = check({ root, cache: false });
    check({ root });
    // A fresh parse of one file, the others from the cache (a fully warm run's result would be reused whole).
    writeFileSync(path.join(root, "config/tools/special_000.md"), special(0) + "Edited.\n");
    const mixed = check({ root });
    expect(mixed.diagnostics).toEqual(check({ root, cache: false }).diagnostics);
    expect(mixed.diagnostics.filter((d) => d.file !== "config/tools/special_000.md")).toEqual(cold.diagnostics.filter((d) => d.file !== "config/tools/special_000.md"));
    const timeouts = mixed.model!.mdTools.slice(0, 2).map((t) => t.fields.timeout?.value);
    expect(timeouts).toEqual([-0, Infinity]);
    expect(Object.is(timeouts[0], -0)).toBe(true);
    const defaults = mixed.model!.mdTools[1]!.fields.parameters!.value.map((p) => p.default?.value);
    expect(defaults[0]).toBeNaN();
    expect(defaults[1]).toEqual(Buffer.from([104, 105]));
    expect(Buffer.isBuffer(defaults[1])).toBe(true);
  });

  it("parses a file again whose cache line is damaged, and keeps the others' lines as they were", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) files[`config/tools/tool_${String(i).padStart(3, "0")}.md`] = tool(i);
    const root = writeProject(files);
    const cold = check({ root, cache: false });
    check({ root });
    const [project] = readdirSync(path.join(cacheHome(), "toolc"));
    const dir = path.join(cacheHome(), "toolc", project!);
    const shard = readdirSync(dir).filter((f) => f.startsWith("parse-")).sort()[0]!;
    const lines = readFileSync(path.join(dir, shard), "utf8").split("\n");
    expect(lines.length).toBeGreaterThan(2);
    // The first entry's encoded parse cut short (invalid JSON), the second's path unreadable.
    lines[1] = lines[1]!.slice(0, -5);
    lines[2] = `{${lines[2]}`;
    writeFileSync(path.join(dir, shard), lines.join("\n"));
    expect(check({ root }).diagnostics).toEqual(cold.diagnostics);
    const rewritten = readFileSync(path.join(dir, shard), "utf8").split("\n");
    expect(rewritten).toHaveLength(lines.length);
    expect(rewritten.slice(3)).toEqual(lines.slice(3));
    expect(check({ root }).diagnostics).toEqual(cold.diagnostics);
  });
});
