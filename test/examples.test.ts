/**
 * Golden tests over examples/: each example's diagnostics equal its `diagnostics.txt`, and what toolc
 * would generate equals its `expected/` tree byte for byte (regenerate with `npm run update:golden`).
 * Then the real `tsc --strict` over every example's output and over the output for the shared corpus.
 * The error goldens of `examples/errors/` (scripts/golden-errors.ts): each broken project's text report and
 * exit code equal its `diagnostics.txt` and `exit-code`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../src/compiler/catalog/index.js";
import { checkOutput, generate } from "../src/compiler/codegen/index.js";
import { check } from "../src/compiler/index.js";
import { toolVersion } from "../src/package-info.js";
import { goldenDiagnostics } from "../scripts/golden-diagnostics.js";
import { ERROR_GOLDEN_FILES, ERRORS_FOLDER, errorExamples, runErrorExample } from "../scripts/golden-errors.js";
import { linkPackages, makeTempDir, removeDir, REPO_ROOT, runTsc, STRICT_TSCONFIG, writeTree } from "./compiler/codegen/helpers.js";

const examplesDir = path.join(REPO_ROOT, "examples");
const examples = readdirSync(examplesDir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== ERRORS_FOLDER).map((e) => e.name).sort();
const temp = makeTempDir("golden");
afterAll(() => removeDir(temp));

function generated(root: string) {
  const result = check({ root });
  expect(result.summary.errors).toBe(0);
  const { catalog, sources } = buildCatalog(result.model!);
  return { result, catalog, opts: { sources, toolVersion: toolVersion() } };
}

describe.each(examples)("example %s", (name) => {
  const root = path.join(examplesDir, name);

  it("reports exactly diagnostics.txt", () => {
    const expected = readFileSync(path.join(root, "diagnostics.txt"), "utf8");
    expect(goldenDiagnostics(check({ root }).diagnostics)).toBe(expected);
  });

  it("generates exactly expected/", async () => {
    const { result, catalog, opts } = generated(root);
    // Built from scratch (no reuse of the files on disk), so a change of output fails here even without a revision bump.
    const drift = await checkOutput(path.resolve(root, result.project!.config.out), await generate(catalog, opts));
    expect(drift).toEqual({ missing: [], stale: [], extra: [] });
  });
});

describe.each(errorExamples(examplesDir))(`${ERRORS_FOLDER}/%s`, (name) => {
  const root = path.join(examplesDir, ERRORS_FOLDER, name);

  it("prints exactly diagnostics.txt and exits with exit-code", async () => {
    const run = await runErrorExample(root);
    expect(run.stdout).toBe(readFileSync(path.join(root, ERROR_GOLDEN_FILES.text), "utf8"));
    expect(run.stderr).toBe("");
    expect(`${run.exitCode}\n`).toBe(readFileSync(path.join(root, ERROR_GOLDEN_FILES.exitCode), "utf8"));
  });
});

describe("generated code compiles under tsc --strict", () => {
  it("for every example and for the shared corpus", async () => {
    const files = new Map<string, string>();
    for (const name of examples) {
      const expected = path.join(examplesDir, name, "expected");
      for (const rel of walk(expected)) files.set(`${name}/${rel}`, readFileSync(path.join(expected, rel), "utf8"));
    }
    for (const corpus of ["artifact-flow", "demiurge"]) {
      const { catalog, opts } = generated(path.join(REPO_ROOT, "../shared/corpus", corpus));
      for (const [rel, content] of await generate(catalog, opts)) files.set(`corpus-${corpus}/${rel}`, content);
    }
    writeTree(temp, files);
    linkPackages(temp);
    writeTree(temp, { "package.json": JSON.stringify({ type: "module" }), "tsconfig.json": JSON.stringify({ ...STRICT_TSCONFIG, include: ["**/*.ts"], exclude: ["node_modules"] }) });
    const { status, output } = runTsc(temp);
    expect(output).toBe("");
    expect(status).toBe(0);
  });
});

function walk(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(dir, rel) : [rel];
  });
}
