/**
 * Temp-directory helpers for codegen tests: write a generated tree, link the packages generated code needs
 * (`toolc` → the repo root, so `toolc/runtime` resolves through `dist/`; ajv for validators.ts; @types for
 * AbortSignal), and run the real `tsc`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** A fresh temp directory (removed by {@link removeDir}). */
export function makeTempDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `toolc-${label}-`));
}

/** Removes a temp directory. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes `files` (relative path → content) under `dir`. */
export function writeTree(dir: string, files: ReadonlyMap<string, string> | Record<string, string>): void {
  const entries = files instanceof Map ? [...files.entries()] : Object.entries(files);
  for (const [rel, content] of entries) {
    const target = path.join(dir, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/** Links `node_modules/toolc` (the repo), `ajv`, `ajv-formats` and `@types` into `dir`. */
export function linkPackages(dir: string): void {
  const nm = path.join(dir, "node_modules");
  mkdirSync(nm, { recursive: true });
  symlinkSync(REPO_ROOT, path.join(nm, "toolc"), "dir");
  for (const pkg of ["ajv", "ajv-formats", "@types"]) symlinkSync(path.join(REPO_ROOT, "node_modules", pkg), path.join(nm, pkg), "dir");
}

/** Whether the built runtime (`dist/src/runtime/index.d.ts`) exists, so `toolc/runtime` resolves. */
export function runtimeBuilt(): boolean {
  return existsSync(path.join(REPO_ROOT, "dist/src/runtime/index.d.ts")) && existsSync(path.join(REPO_ROOT, "dist/src/runtime/index.js"));
}

/** The strict tsconfig generated code must pass. */
export const STRICT_TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    lib: ["ES2023"],
    types: ["node"],
    strict: true,
    noEmit: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    noImplicitReturns: true,
    noFallthroughCasesInSwitch: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noPropertyAccessFromIndexSignature: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    forceConsistentCasingInFileNames: true,
    skipLibCheck: false,
  },
};

/**
 * Writes `app.ts` beside a generated tree in `dir` (an ESM package whose strict tsconfig compiles `app.ts`,
 * the generated files and `include` extras to `js/`), links the packages, and runs `tsc`.
 */
export function compileApp(dir: string, app: string, extraInclude: readonly string[] = []): { status: number; output: string } {
  writeTree(dir, {
    "app.ts": app,
    "package.json": JSON.stringify({ type: "module" }),
    "tsconfig.json": JSON.stringify({
      ...STRICT_TSCONFIG,
      compilerOptions: { ...STRICT_TSCONFIG.compilerOptions, noEmit: false, outDir: "js", resolveJsonModule: true, declaration: false },
      include: ["app.ts", "generated/**/*.ts", ...extraInclude],
    }),
  });
  linkPackages(dir);
  const tsc = runTsc(dir);
  writeTree(path.join(dir, "js"), { "package.json": JSON.stringify({ type: "module" }) });
  return tsc;
}

/** Runs the real `tsc -p <dir>/<tsconfig>`; returns exit status and output. */
export function runTsc(dir: string, tsconfig = "tsconfig.json"): { status: number; output: string } {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "node_modules/typescript/bin/tsc"), "-p", path.join(dir, tsconfig), "--pretty", "false"], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}
