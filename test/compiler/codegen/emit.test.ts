/**
 * writeOutput / checkOutput / emitGenerated on a real directory: unchanged files keep their mtime, stale
 * generated files are removed, foreign files are kept, `--check` reports missing / stale / extra, and an
 * unchanged second run skips generation entirely.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkOutput, writeOutput } from "../../../src/compiler/codegen/emit.js";
import { generate } from "../../../src/compiler/codegen/generate.js";
import { checkGenerated, emitGenerated } from "../../../src/compiler/codegen/index.js";
import { MANIFEST_FILE } from "../../../src/compiler/codegen/header.js";
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
    expect(result.written).toEqual([MANIFEST_FILE, "agents/lead_agent.ts", "catalog.json", "prompts/lead_agent.md", "prompts/lead_agent.tools.json", "prompts/lead_agent.tools.ts", "tools/get_weather.ts"].sort());
    expect(mtime("tools/query_stock_price.ts")).toBe(PAST.getTime());
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
    expect(await checkGenerated(out, withoutTickets(), opts)).toMatchObject({ extra: expect.arrayContaining(["agents/ticket_agent.ts", "prompts/ticket_agent.md"]) });
  });

  it("emitGenerated skips generation when the manifest hash matches and every file is intact", async () => {
    const first = await emitGenerated(out, stockCatalog(), opts);
    expect(first.skipped).toBe(false);
    ageAll(first.written);
    const second = await emitGenerated(out, stockCatalog(), opts);
    expect(second.skipped).toBe(true);
    expect(second.written).toEqual([]);
    for (const p of first.written) expect(mtime(p), p).toBe(PAST.getTime());
    // A tampered file defeats the fast path and is repaired.
    writeFileSync(path.join(out, "tools", "web_search.ts"), "// tampered\n");
    const third = await emitGenerated(out, stockCatalog(), opts);
    expect(third.skipped).toBe(false);
    expect(third.written).toEqual(["tools/web_search.ts"]);
    // A new toolc version regenerates too (same bytes: nothing but the manifest is rewritten).
    const fourth = await emitGenerated(out, stockCatalog(), { ...opts, toolVersion: "0.0.1-test" });
    expect(fourth.skipped).toBe(false);
    expect(fourth.written).toEqual([MANIFEST_FILE]);
  });

  it("never writes outside out/ and rejects unsafe paths", async () => {
    await expect(writeOutput(out, new Map([["../escape.ts", "x"]]))).rejects.toThrow(/invalid generated path/);
    await expect(writeOutput(out, new Map([["/abs.ts", "x"]]))).rejects.toThrow(/invalid generated path/);
    expect(existsSync(path.join(path.dirname(out), "escape.ts"))).toBe(false);
  });
});
