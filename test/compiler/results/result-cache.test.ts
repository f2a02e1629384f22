/**
 * The result cache reuses a run only while everything it depended on holds: for real copies of the
 * examples, every kind of change — an edited, deleted or added definition, an edited tool module, the config,
 * the environment a `process` secrets source reads, a hand-edited, deleted or extra generated file — makes the
 * next run a full one, whose result equals a run without any cache.
 */
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cacheDir } from "../../../src/compiler/cache/store.js";
import { compile, type CompileOptions, type CompileResult } from "../../../src/compiler/pipeline.js";
import { useFreshCacheHome } from "../../helpers/cache-home.js";
import { runToolc } from "../../helpers/cli.js";

const EXAMPLES = path.resolve(__dirname, "../../../examples");

useFreshCacheHome();

/** A fresh copy of an example (its `expected/` output folder is where it generates). */
function copyOf(example: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `toolc-results-${example}-`));
  cpSync(path.join(EXAMPLES, example), root, { recursive: true });
  return root;
}

const run = (root: string, emit: CompileOptions["emit"], extra: Partial<CompileOptions> = {}) => compile({ root, emit, reuseResults: true, ...extra });

/** What a run concluded, comparable between a reused and a full run. */
function conclusion(result: CompileResult) {
  const { written, drift } = result.emitted ?? {};
  return {
    diagnostics: result.diagnostics,
    summary: result.summary,
    // Every file the run read, in its order (JUnit gives each a suite).
    files: [...result.sources.keys()],
    notGenerated: result.notGenerated,
    changed: written ? [...written.written, ...written.removed] : undefined,
    drift,
  };
}

describe("result cache", () => {
  for (const mode of ["none", "write", "check"] as const) {
    it(`reuses an unchanged run (${mode}) with the same conclusion as a run without caches`, async () => {
      const root = copyOf("core-assistant");
      const first = await run(root, mode);
      expect(first.reused).toBeUndefined();
      const second = await run(root, mode);
      expect(second.reused).toBe(true);
      const fresh = await compile({ root, emit: mode, cache: false });
      expect(conclusion(second)).toEqual({ ...conclusion(fresh), changed: mode === "write" ? [] : undefined });
      expect(second.summary.files).toBeGreaterThan(0);
    });
  }

  it("keeps its result as lines and removes the one-document file an earlier toolc kept", async () => {
    const root = copyOf("core-assistant");
    const dir = cacheDir(root);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "results-none.json"), '{"format":2,"entries":{}}');
    await run(root, "none");
    expect(existsSync(path.join(dir, "results-none.json"))).toBe(false);
    expect(readFileSync(path.join(dir, "results-none.lines"), "utf8").split("\n").length).toBeGreaterThan(2);
    expect((await run(root, "none")).reused).toBe(true);
  });

  it("reports a reused run as the run it reuses: JUnit lists every file read, not only those with findings", () => {
    const root = copyOf("markdown-stock");
    const args = ["compile", ".", "--no-emit", "--format", "junit"];
    const first = runToolc(args, root).stdout;
    expect(first).toContain('<testsuite name="config/agents/lead_agent.md"');
    expect(runToolc(args, root).stdout).toBe(first);
    expect(runToolc([...args, "--no-cache"], root).stdout).toBe(first);
  });

  const changes: Record<string, (root: string) => void> = {
    "an edited definition": (root) => appendFileSync(path.join(root, "agent/tools/word_count/tool.yaml"), "\nrisk: high\n"),
    "a deleted definition": (root) => rmSync(path.join(root, "agent/tools/word_count"), { recursive: true }),
    "an added definition": (root) => cpSync(path.join(root, "agent/tools/word_count"), path.join(root, "agent/tools/word_count_2"), { recursive: true }),
    "an edited tool module": (root) => appendFileSync(path.join(root, "agent/tools/fetch_page/module.mjs"), "\nprocess.env.SOME_TOKEN;\n"),
    "an edited config": (root) => appendFileSync(path.join(root, "toolc.config.yaml"), "rules:\n  capability-undeclared: off\n"),
  };
  for (const [what, change] of Object.entries(changes)) {
    it(`runs again in full after ${what}, and concludes what a run without caches does`, async () => {
      const root = copyOf("core-assistant");
      await run(root, "write");
      await run(root, "none");
      change(root);
      const after = await run(root, "none");
      expect(after.reused).toBeUndefined();
      expect(conclusion(after)).toEqual(conclusion(await compile({ root, emit: "none", cache: false })));
      expect((await run(root, "none")).reused).toBe(true);
    });
  }

  it("runs again in full when a `process` secrets source sees other environment variables", async () => {
    const root = copyOf("markdown-stock");
    appendFileSync(path.join(root, "toolc.config.yaml"), "\nsecrets:\n  env: [process]\n");
    delete process.env.TOOLC_TEST_RESULT_VAR;
    await run(root, "none");
    expect((await run(root, "none")).reused).toBe(true);
    process.env.TOOLC_TEST_RESULT_VAR = "1";
    try {
      expect((await run(root, "none")).reused).toBeUndefined();
    } finally {
      delete process.env.TOOLC_TEST_RESULT_VAR;
    }
  });

  const outChanges: Record<string, (out: string) => void> = {
    "a hand-edited generated file": (out) => appendFileSync(path.join(out, "catalog.json"), " "),
    "a deleted generated file": (out) => unlinkSync(path.join(out, "index.ts")),
    "an extra generated file of ours": (out) => writeFileSync(path.join(out, "tools/old.ts"), "// Generated by toolc from x.md. Do not edit.\n"),
  };
  for (const [what, change] of Object.entries(outChanges)) {
    it(`checks and regenerates in full after ${what}`, async () => {
      const root = copyOf("markdown-stock");
      await run(root, "write");
      change(path.join(root, "expected"));
      const checked = await run(root, "check");
      expect(checked.reused).toBeUndefined();
      const drift = checked.emitted!.drift!;
      expect(drift.missing.length + drift.stale.length + drift.extra.length).toBe(1);
      const written = await run(root, "write");
      expect(written.reused).toBeUndefined();
      expect(written.emitted!.written!.written.length + written.emitted!.written!.removed.length).toBeGreaterThan(0);
      expect((await run(root, "check")).emitted!.drift).toEqual({ missing: [], stale: [], extra: [] });
      expect((await run(root, "check")).reused).toBe(true);
    });
  }

  it("ignores a foreign file in out, as compile does", async () => {
    const root = copyOf("markdown-stock");
    await run(root, "write");
    writeFileSync(path.join(root, "expected", "NOTES.txt"), "mine\n");
    await run(root, "write");
    expect((await run(root, "write")).reused).toBe(true);
  });

  it("applies --max-warnings to a reused result, and runs in full when the kept one did not generate", async () => {
    const root = copyOf("markdown-stock");
    // A warning: a tool description over the configured limit.
    appendFileSync(path.join(root, "toolc.config.yaml"), "\nlimits:\n  descriptionChars: 20\n");
    const first = await run(root, "write");
    expect(first.summary.warnings).toBeGreaterThan(0);
    expect(first.emitted?.written).toBeDefined();
    const strict = await run(root, "write", { maxWarnings: 0 });
    expect(strict).toMatchObject({ reused: true, notGenerated: "check" });
    const other = copyOf("markdown-stock");
    appendFileSync(path.join(other, "toolc.config.yaml"), "\nlimits:\n  descriptionChars: 20\n");
    expect((await run(other, "write", { maxWarnings: 0 })).notGenerated).toBe("check");
    const generating = await run(other, "write");
    expect(generating.reused).toBeUndefined();
    expect(generating.emitted?.written).toBeDefined();
  });

  it("is never used with cache: false, and never keeps a failed configuration", async () => {
    const root = copyOf("markdown-stock");
    await run(root, "none");
    expect((await compile({ root, emit: "none", cache: false, reuseResults: true })).reused).toBeUndefined();
    writeFileSync(path.join(root, "toolc.config.yaml"), "unknown_key: 1\n");
    expect((await run(root, "none")).failure).toBe("config");
    expect((await run(root, "none")).reused).toBeUndefined();
  });
});
