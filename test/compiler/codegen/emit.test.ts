/**
 * writeOutput / checkOutput / emit on a real directory: unchanged files keep their mtime, stale generated files
 * are removed, foreign files are kept, an unchanged re-run rebuilds no code file, and `--check` against the
 * manifest's hashes reports a hand-edited, a deleted and an extra file and a changed definition.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkOutput, writeOutput } from "../../../src/compiler/codegen/emit.js";
import { generate } from "../../../src/compiler/codegen/generate.js";
import { emit, reuseFromDisk } from "../../../src/compiler/codegen/index.js";
import { MANIFEST_FILE } from "../../../src/compiler/codegen/header.js";
import { filesHashed } from "../../../src/compiler/codegen/disk-hashes.js";
import type { Catalog } from "../../../src/runtime/catalog.js";
import { stockCatalog, stockSources } from "./fixtures.js";
import { makeTempDir, removeDir } from "./helpers.js";

const opts = { sources: stockSources(), toolVersion: "0.0.0-test" };
const PAST = new Date("2001-02-03T04:05:06Z");

/** The stock catalog without the ticket agent and its three tools. */
function withoutTickets(): Catalog {
  const catalog = stockCatalog();
  for (const key of ["create_ticket", "list_open_tickets", "ticket-status"]) delete catalog.tools[key];
  delete catalog.agents.ticket_agent;
  return catalog;
}

describe("emit", () => {
  let out = "";
  beforeEach(() => {
    out = path.join(makeTempDir("emit"), "generated");
  });
  afterEach(() => removeDir(path.dirname(out)));

  const ageAll = (files: Iterable<string>): void => {
    for (const p of files) utimesSync(path.join(out, p), PAST, PAST);
  };
  const mtime = (p: string): number => statSync(path.join(out, p)).mtimeMs;

  it("writes every file, then rewrites nothing when nothing changed (mtime kept)", async () => {
    const files = await generate(stockCatalog(), opts);
    const first = await writeOutput(out, files);
    expect(first.written).toEqual([...files.keys()].sort());
    expect(first.unchanged).toEqual([]);
    for (const [p, text] of files) expect(readFileSync(path.join(out, p), "utf8")).toBe(text);
    ageAll(files.keys());
    const second = await writeOutput(out, await generate(stockCatalog(), opts));
    expect(second).toEqual({ written: [], unchanged: [...files.keys()].sort(), removed: [] });
    for (const p of files.keys()) expect(mtime(p), p).toBe(PAST.getTime());
  });

  it("rewrites only what changed", async () => {
    await writeOutput(out, await generate(stockCatalog(), opts));
    const files = await generate(stockCatalog(), opts);
    ageAll(files.keys());
    const changed = stockCatalog();
    changed.tools.get_weather!.description = "Weather now";
    const result = await writeOutput(out, await generate(changed, opts));
    // The agent's tool lists (.tools.json, .tools.ts) name the tool and hold no description: unchanged.
    expect(result.written).toEqual([MANIFEST_FILE, "agents/lead_agent.ts", "catalog.json", "prompts/lead_agent.md", "tools/get_weather.ts"].sort());
    expect(mtime("tools/query_stock_price.ts")).toBe(PAST.getTime());
  });

  it("writes a file whose listed hash differs without reading the old one, and still gets deleted and edited files right", async () => {
    await writeOutput(out, await generate(stockCatalog(), opts));
    const changed = stockCatalog();
    changed.tools.get_weather!.description = "Weather now";
    const next = await generate(changed, opts);
    // Five files change, one of them deleted and one edited by hand: none is read (filesHashed counts every file read and hashed).
    rmSync(path.join(out, "prompts/lead_agent.md"));
    writeFileSync(path.join(out, "tools/get_weather.ts"), "// edited by hand\n");
    const before = filesHashed();
    const result = await writeOutput(out, next);
    const readBack = filesHashed() - before;
    expect(result.written).toEqual([MANIFEST_FILE, "agents/lead_agent.ts", "catalog.json", "prompts/lead_agent.md", "tools/get_weather.ts"].sort());
    for (const [rel, content] of next) expect(readFileSync(path.join(out, rel), "utf8"), rel).toBe(content);
    // Only the unchanged files are read to compare: not the four listed with another hash, nor the manifest that lists them.
    expect(readBack).toBe(next.size - 5);
  });

  it("removes generated files no longer produced, keeps foreign files", async () => {
    await writeOutput(out, await generate(stockCatalog(), opts));
    writeFileSync(path.join(out, "tools", "handwritten.ts"), "export const mine = 1;\n");
    writeFileSync(path.join(out, "NOTES.md"), "my notes\n");
    mkdirSync(path.join(out, "prompts", "extra"), { recursive: true });
    writeFileSync(path.join(out, "prompts", "extra", "custom.md"), "<tool_instructions>mine</tool_instructions>");
    const result = await writeOutput(out, await generate(withoutTickets(), opts));
    expect(result.removed).toEqual([
      "agents/ticket_agent.ts",
      "prompts/ticket_agent.md",
      "prompts/ticket_agent.tools.json",
      "prompts/ticket_agent.tools.ts",
      "tools/create_ticket.ts",
      "tools/list_open_tickets.ts",
      "tools/ticket-status.ts",
    ]);
    for (const p of result.removed) expect(existsSync(path.join(out, p)), p).toBe(false);
    expect(readFileSync(path.join(out, "tools", "handwritten.ts"), "utf8")).toBe("export const mine = 1;\n");
    expect(existsSync(path.join(out, "NOTES.md"))).toBe(true);
    expect(existsSync(path.join(out, "prompts", "extra", "custom.md"))).toBe(true);
  });

  it("removes the same through emit, which lists the folder while it generates", async () => {
    await emit(out, stockCatalog(), opts, "write");
    writeFileSync(path.join(out, "tools", "handwritten.ts"), "export const mine = 1;\n");
    const result = await emit(out, withoutTickets(), opts, "write");
    expect(result.written?.removed).toEqual(["agents/ticket_agent.ts", "prompts/ticket_agent.md", "prompts/ticket_agent.tools.json", "prompts/ticket_agent.tools.ts", "tools/create_ticket.ts", "tools/list_open_tickets.ts", "tools/ticket-status.ts"]);
    expect(existsSync(path.join(out, "tools", "handwritten.ts"))).toBe(true);
    expect((await emit(out, withoutTickets(), opts, "check")).drift).toEqual({ missing: [], stale: [], extra: [] });
  });

  it("keeps a manifest-listed .md that the user edited (it is no longer ours)", async () => {
    await writeOutput(out, await generate(stockCatalog(), opts));
    writeFileSync(path.join(out, "prompts", "ticket_agent.md"), "edited by hand");
    const result = await writeOutput(out, await generate(withoutTickets(), opts));
    expect(result.removed).not.toContain("prompts/ticket_agent.md");
    expect(readFileSync(path.join(out, "prompts", "ticket_agent.md"), "utf8")).toBe("edited by hand");
  });

  it("removes a stale code file that carries the header even without a manifest", async () => {
    await writeOutput(out, await generate(stockCatalog(), opts));
    writeFileSync(path.join(out, MANIFEST_FILE), "not json");
    const result = await writeOutput(out, await generate(withoutTickets(), opts));
    expect(result.removed).toEqual(["agents/ticket_agent.ts", "prompts/ticket_agent.tools.ts", "tools/create_ticket.ts", "tools/list_open_tickets.ts", "tools/ticket-status.ts"]);
  });

  it("check reports nothing when up to date, and missing / stale / extra otherwise", async () => {
    const files = await generate(stockCatalog(), opts);
    expect(await checkOutput(out, files)).toEqual({ missing: [...files.keys()].sort(), stale: [], extra: [] });
    await writeOutput(out, files);
    expect(await checkOutput(out, files)).toEqual({ missing: [], stale: [], extra: [] });
    writeFileSync(path.join(out, "tools", "get_weather.ts"), "// Generated by toolc from x. Do not edit.\n// tampered\n");
    writeFileSync(path.join(out, "tools", "old_tool.ts"), "// Generated by toolc from config/tools/old.md. Do not edit.\nexport {};\n");
    writeFileSync(path.join(out, "tools", "handwritten.ts"), "export const mine = 1;\n");
    rmSync(path.join(out, "index.ts"));
    expect(await checkOutput(out, files)).toEqual({ missing: ["index.ts"], stale: ["tools/get_weather.ts"], extra: ["tools/old_tool.ts"] });
    // check never writes
    expect(existsSync(path.join(out, "index.ts"))).toBe(false);
    expect((await emit(out, withoutTickets(), opts, "check")).drift).toMatchObject({ extra: expect.arrayContaining(["agents/ticket_agent.ts", "prompts/ticket_agent.md"]) });
  });

  it("an unchanged re-run reuses every code file and rewrites nothing (mtime kept)", async () => {
    const first = await emit(out, stockCatalog(), opts, "write");
    ageAll(first.written!.written);
    const rebuilt: string[] = [];
    const reuse = await reuseFromDisk(out);
    const files = await generate(stockCatalog(), { ...opts, reuse: (p, input) => reuse(p, input) ?? void rebuilt.push(p) });
    expect(rebuilt).toEqual([]);
    expect(files).toEqual(first.files);
    const second = await emit(out, stockCatalog(), opts, "write");
    expect(second.written!.written).toEqual([]);
    for (const p of first.written!.written) expect(mtime(p), p).toBe(PAST.getTime());
    // A new toolc version rebuilds (same bytes: nothing but the manifest is rewritten).
    const third = await emit(out, stockCatalog(), { ...opts, toolVersion: "0.0.1-test" }, "write");
    expect(third.written!.written).toEqual([MANIFEST_FILE]);
  });

  it("leaves an unchanged agent's prompt block unread, and rebuilds one the user edited", async () => {
    const first = await emit(out, stockCatalog(), { ...opts, keepUnread: true }, "write");
    const prompt = "prompts/lead_agent.md";
    const original = first.files.get(prompt)!;
    expect(original.length).toBeGreaterThan(0);
    const unchanged = await emit(out, stockCatalog(), { ...opts, keepUnread: true }, "write");
    expect(unchanged.kept).toContain(prompt);
    expect(unchanged.files.has(prompt)).toBe(false);
    writeFileSync(path.join(out, prompt), `${original}\nhand edit`);
    const edited = await emit(out, stockCatalog(), { ...opts, keepUnread: true }, "write");
    expect(edited.kept).not.toContain(prompt);
    expect(edited.written!.written).toEqual([prompt]);
    expect(readFileSync(path.join(out, prompt), "utf8")).toBe(original);
  });

  it("a changed definition rebuilds only the code files and prompt blocks built from it", async () => {
    await emit(out, stockCatalog(), opts, "write");
    const changed = stockCatalog();
    changed.tools.get_weather!.description = "Current weather, changed.";
    const rebuilt: string[] = [];
    const reuse = await reuseFromDisk(out);
    await generate(changed, { ...opts, reuse: (p, input) => reuse(p, input) ?? void rebuilt.push(p) });
    expect(rebuilt.sort()).toEqual(["agents/lead_agent.ts", "prompts/lead_agent.md", "tools/get_weather.ts"]);
  });
});

describe("--check against the manifest", () => {
  let out = "";
  let files: ReadonlyMap<string, string>;
  beforeEach(async () => {
    out = path.join(makeTempDir("check"), "generated");
    files = (await emit(out, stockCatalog(), opts, "write")).files;
  });
  afterEach(() => removeDir(path.dirname(out)));
  const check = async (catalog = stockCatalog()) => (await emit(out, catalog, opts, "check")).drift;

  it("finds nothing when nothing changed", async () => {
    expect(await check()).toEqual({ missing: [], stale: [], extra: [] });
  });

  it("detects a hand-edited output file (its bytes no longer match the manifest)", async () => {
    const file = path.join(out, "tools", "get_weather.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace("city", "town"));
    expect(await check()).toEqual({ missing: [], stale: ["tools/get_weather.ts"], extra: [] });
  });

  it("detects a deleted output file", async () => {
    rmSync(path.join(out, "agents", "lead_agent.ts"));
    expect(await check()).toEqual({ missing: ["agents/lead_agent.ts"], stale: [], extra: [] });
  });

  it("detects an extra generated file", async () => {
    writeFileSync(path.join(out, "tools", "old_tool.ts"), `${files.get("tools/get_weather.ts")!}`);
    expect(await check()).toEqual({ missing: [], stale: [], extra: ["tools/old_tool.ts"] });
  });

  it("detects a changed definition", async () => {
    const changed = stockCatalog();
    changed.tools.get_weather!.description = "Current weather, changed.";
    const drift = await check(changed);
    expect(drift?.stale).toEqual(expect.arrayContaining(["tools/get_weather.ts", "agents/lead_agent.ts", "prompts/lead_agent.md", "catalog.json", MANIFEST_FILE]));
    expect(drift?.missing).toEqual([]);
    // check never writes
    expect(readFileSync(path.join(out, "tools", "get_weather.ts"), "utf8")).toBe(files.get("tools/get_weather.ts"));
  });
});

describe("emit paths", () => {
  let out = "";
  beforeEach(() => {
    out = path.join(makeTempDir("emit"), "generated");
  });
  afterEach(() => removeDir(path.dirname(out)));

  it("never writes outside out/ and rejects unsafe paths", async () => {
    await expect(writeOutput(out, new Map([["../escape.ts", "x"]]))).rejects.toThrow(/invalid generated path/);
    await expect(writeOutput(out, new Map([["/abs.ts", "x"]]))).rejects.toThrow(/invalid generated path/);
    expect(existsSync(path.join(path.dirname(out), "escape.ts"))).toBe(false);
  });
});
