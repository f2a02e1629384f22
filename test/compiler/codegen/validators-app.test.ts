/**
 * The generated validators survive an ordinary TypeScript app build: a consumer app over the core-assistant
 * example's generated tree, compiled by the real `tsc --outDir` with no `allowJs`, then run by node, uses the
 * typed validators directly and through the runtime.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linkPackages, makeTempDir, REPO_ROOT, removeDir, runTsc, runtimeBuilt, STRICT_TSCONFIG, writeTree } from "./helpers.js";

const APP = `import { createRuntime } from "toolc/runtime";
import catalog from "./generated/catalog.json" with { type: "json" };
import { validateFetchPage, validators, type Validator } from "./generated/validators.js";

const fetchPage: Validator = validateFetchPage;
const valid = fetchPage({ url: "https://example.com/a" });
const invalid = validators["fetch_page"]!({ url: "https://example.com/a", max_chars: 5 });
const keyword = fetchPage.errors?.[0]?.keyword ?? null;
const runtime = createRuntime({ catalog: catalog as never, validators });
const call = await runtime.call("word_count", { text: 42 });
await runtime.close();
console.log(JSON.stringify({ valid, invalid, keyword, call: { success: call.success, error: call.error } }));
`;

const temp = makeTempDir("validators-app");
afterAll(() => removeDir(temp));

describe("validators.ts in a consumer app", () => {
  it.skipIf(!runtimeBuilt())("is compiled by tsc --outDir without allowJs and validates at run time", () => {
    cpSync(path.join(REPO_ROOT, "examples/core-assistant/expected"), path.join(temp, "generated"), { recursive: true });
    writeTree(temp, {
      "app.ts": APP,
      "package.json": JSON.stringify({ name: "toolc-consumer", private: true, type: "module" }),
      "tsconfig.json": JSON.stringify({
        ...STRICT_TSCONFIG,
        compilerOptions: { ...STRICT_TSCONFIG.compilerOptions, noEmit: false, outDir: "build", resolveJsonModule: true },
        include: ["app.ts", "generated/**/*.ts", "generated/catalog.json"],
      }),
    });
    linkPackages(temp);
    const tsc = runTsc(temp);
    expect(tsc.output).toBe("");
    expect(existsSync(path.join(temp, "build/generated/validators.js"))).toBe(true);
    const run = spawnSync(process.execPath, [path.join(temp, "build/app.js")], { cwd: temp, encoding: "utf8" });
    expect(run.stderr).toBe("");
    const out = JSON.parse(run.stdout) as { valid: boolean; invalid: boolean; keyword: string | null; call: { success: boolean; error: string } };
    expect(out).toMatchObject({ valid: true, invalid: false, keyword: "minimum", call: { success: false } });
    expect(out.call.error).toContain("text");
  }, 120_000);
});
