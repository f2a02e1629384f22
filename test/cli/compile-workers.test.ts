/**
 * `toolc compile` on a project large enough for the generation workers (a printer streaming to a formatter,
 * begun while the rules still run): the real binary writes exactly what the in-process, single-thread
 * generator produces; an error found by the rules cancels the generation before anything is written; an
 * unchanged re-run is up to date; a failing worker is reported, not hung on.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../src/compiler/catalog/index.js";
import { generate } from "../../src/compiler/codegen/generate.js";
import { check } from "../../src/compiler/index.js";
import { toolVersion } from "../../src/package-info.js";
import { generateCorpus } from "../bench/corpus.js";
import { makeTempDir, REPO_ROOT, removeDir, runtimeBuilt } from "../compiler/codegen/helpers.js";

const bin = path.join(REPO_ROOT, "dist/bin/toolc.js");
/** Enough code files for workers (at least 300), small enough for a quick test. */
const SIZE = { mdTools: 320, agents: 12, authoredTools: 12 };

function toolc(args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.runIf(runtimeBuilt())("compile with generation workers (built dist/)", () => {
  let dir = "";
  let root = "";
  beforeAll(() => {
    dir = makeTempDir("compile-workers");
    root = path.join(dir, "project");
    generateCorpus(root, SIZE);
  });
  afterAll(() => removeDir(dir));

  it("writes what the single-thread generator produces, byte for byte", async () => {
    const run = toolc(["compile", root, "--no-cache"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const result = check({ root, cache: false });
    const { catalog, sources } = buildCatalog(result.model!);
    const expected = await generate(catalog, { sources, toolVersion: toolVersion(), workers: false });
    expect(expected.size).toBeGreaterThan(300);
    for (const [file, text] of expected) expect(readFileSync(path.join(root, "generated", file), "utf8") === text, file).toBe(true);
  });

  it("is up to date on an unchanged re-run, and --check agrees; --check names a stale file", () => {
    const run = toolc(["compile", root]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("generated generated/: up to date");
    expect(toolc(["compile", root, "--check", "--no-cache"]).code).toBe(0);
    const index = path.join(root, "generated/index.ts");
    writeFileSync(index, `${readFileSync(index, "utf8")}// edited\n`);
    const check = toolc(["compile", root, "--check"]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain("stale: generated/index.ts");
  });

  it("writes nothing when the rules find an error, although generation had begun", () => {
    const broken = path.join(dir, "broken");
    generateCorpus(broken, SIZE);
    const tool = path.join(broken, "config/tools", "tool_0001.md");
    const text = readFileSync(tool, "utf8").replace(/^permission: \w+\n/m, "");
    writeFileSync(tool, text.replace(/^---\n/, "---\npermission: always\n"));
    const run = toolc(["compile", broken, "--no-cache"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("[invalid-value]");
    expect(existsSync(path.join(broken, "generated"))).toBe(false);
  });

  it("reports a failing worker as an error instead of waiting for it", async () => {
    const url = pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/codegen/workers.js")).href;
    const { CodegenWorkers } = (await import(url)) as typeof import("../../src/compiler/codegen/workers.js");
    const workers = CodegenWorkers.start()!;
    try {
      const bogus = [{ index: 0, jobs: [{ kind: "no-such-kind", path: "x.ts", header: "// x" }] }] as never;
      await expect(workers.run(bogus, [], () => undefined)).rejects.toThrow(/codegen worker failed/);
    } finally {
      await workers.close();
    }
  });

  it("fails at once when a worker stopped before the run (it could not load, say)", async () => {
    const url = pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/codegen/workers.js")).href;
    const { CodegenWorkers } = (await import(url)) as typeof import("../../src/compiler/codegen/workers.js");
    const workers = CodegenWorkers.start()!;
    try {
      await (workers as unknown as { printer: { terminate(): Promise<number> } }).printer.terminate();
      await expect(workers.run([], [], () => undefined)).rejects.toThrow(/codegen worker exited/);
    } finally {
      await workers.close();
    }
  });
});
