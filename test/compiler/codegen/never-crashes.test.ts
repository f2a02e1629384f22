/**
 * "Checks pass, then generation crashes" can no longer happen: a property test over random descriptions,
 * enum values, defaults, schema keys and names runs the whole `toolc compile` in process (real temp
 * projects, real output folders). The exit is never 3; when the check passes, the tree is written,
 * `--check` finds it identical (deterministic), every file name fits in 255 bytes, and the generated
 * TypeScript of every passing run compiles under the real `tsc --strict` (one `tsc` over all of them).
 */
import { cpSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { writeProject } from "../../helpers/project.js";
import { compileInProcess, entryNames } from "./compile-in-process.js";
import { hazardCase, hazardFiles } from "./hazard-project.js";
import { linkPackages, makeTempDir, removeDir, runTsc, runtimeBuilt, STRICT_TSCONFIG, writeTree } from "./helpers.js";

const RUNS = 30;

const typecheckDir = makeTempDir("never-crashes");
afterAll(() => removeDir(typecheckDir));
let passing = 0;

describe("generation never crashes on checked input", () => {
  it("compile exits 0 or 1, never 3; a passing check generates a deterministic tree", async () => {
    await fc.assert(
      fc.asyncProperty(hazardCase, async (c) => {
        const root = writeProject(hazardFiles(c));
        const run = await compileInProcess(root);
        expect(run.stderr).not.toContain("code generation failed");
        expect([0, 1]).toContain(run.code);
        if (run.code !== 0) return;
        expect(await compileInProcess(root, true)).toMatchObject({ code: 0, stderr: "" });
        for (const name of entryNames(path.join(root, "generated"))) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
        cpSync(path.join(root, "generated"), path.join(typecheckDir, `run${passing++}`), { recursive: true });
      }),
      { numRuns: RUNS },
    );
    // The arbitraries are tuned so that about half the cases pass the check (measured over 150 samples);
    // without passing cases the property would prove little. Fewer than 3 of 30 is a one-in-a-million draw.
    expect(passing).toBeGreaterThanOrEqual(3);
  }, 120_000);

  // A case this property found: a string literal ending in a backslash misled ts-morph's writer (schema-helpers.ts codeString).
  it("generates an enum of a backslash and `/*`, in a Markdown and an authored tool", async () => {
    const found = { toolName: "quote", toolDescription: "", agentName: "lead", params: [{ key: "q", description: "", enumValues: ["\\", "/*"], defaultValue: null }], schemaRef: "none", lenientNames: false, lenientText: true };
    const root = writeProject(hazardFiles(found as Parameters<typeof hazardFiles>[0]));
    const run = await compileInProcess(root);
    expect(run.stderr).not.toContain("code generation failed");
    expect(run.code).toBe(0);
    cpSync(path.join(root, "generated"), path.join(typecheckDir, `run${passing++}`), { recursive: true });
  });

  it.skipIf(!runtimeBuilt())("the generated code of every passing run compiles under tsc --strict", () => {
    linkPackages(typecheckDir);
    writeTree(typecheckDir, {
      "package.json": JSON.stringify({ name: "toolc-never-crashes", private: true, type: "module" }),
      "tsconfig.json": JSON.stringify({ ...STRICT_TSCONFIG, include: ["run*/**/*.ts"] }),
    });
    const tsc = runTsc(typecheckDir);
    expect(tsc.output).toBe("");
    expect(tsc.status).toBe(0);
  }, 120_000);
});
