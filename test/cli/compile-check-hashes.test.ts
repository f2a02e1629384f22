/**
 * `toolc compile --check` and an unchanged re-run, on the real binary, decide from the manifest's hashes alone:
 * run under a module hook that makes prettier and ts-morph fail to load, they still pass, while a changed
 * definition (which needs printing and formatting) trips the hook — so the hook does guard the unchanged case.
 */
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeDir } from "../compiler/codegen/helpers.js";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(repo, "dist/bin/toolc.js");
const temp = makeTempDir("check-hashes");
afterAll(() => removeDir(temp));

/**
 * The packages only printing and formatting a file need (ajv is not among them: the config check uses it). Their
 * package.json stays readable: input hashes include their versions, read without loading them.
 */
const BUILD_ONLY = /^(prettier|ts-morph)(\/(?!package\.json$)|$)/;

/** An `--import` module that makes every load of a {@link BUILD_ONLY} package throw (ESM hooks and CommonJS `require`). */
function writeBlocker(): string {
  const hooks = path.join(temp, "block-hooks.mjs");
  writeFileSync(
    hooks,
    `export async function resolve(specifier, context, next) {\n  if (${BUILD_ONLY}.test(specifier)) throw new Error("blocked: " + specifier);\n  return next(specifier, context);\n}\n`,
  );
  const register = path.join(temp, "block.mjs");
  writeFileSync(
    register,
    [
      'import Module, { register } from "node:module";',
      `register(${JSON.stringify(pathToFileURL(hooks).href)});`,
      "const load = Module._load;",
      `Module._load = function (request, ...rest) {\n  if (${BUILD_ONLY}.test(request)) throw new Error("blocked: " + request);\n  return load.call(this, request, ...rest);\n};`,
      "",
    ].join("\n"),
  );
  return register;
}

function toolc(args: string[], blocker?: string) {
  const node = blocker ? ["--import", pathToFileURL(blocker).href] : [];
  const result = spawnSync(process.execPath, [...node, bin, ...args], { encoding: "utf8" });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("compile --check from the manifest's hashes", () => {
  it("loads neither prettier nor ts-morph when nothing changed", () => {
    const root = path.join(temp, "project");
    cpSync(path.join(repo, "examples/markdown-stock"), root, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
    expect(toolc(["compile", root]).code).toBe(0);
    const blocker = writeBlocker();

    const check = toolc(["compile", root, "--check"], blocker);
    expect(check.stderr).toBe("");
    expect(check.code).toBe(0);
    const rerun = toolc(["compile", root], blocker);
    expect(rerun.stdout).toContain("generated expected/: up to date");
    expect(rerun.code).toBe(0);

    // A changed definition must be rebuilt: the blocked formatter makes generation fail (exit 3) …
    const tool = path.join(root, "config/tools/get_weather.md");
    writeFileSync(tool, readFileSync(tool, "utf8").replace(/^description: .*$/m, "description: Current weather, changed"));
    const blocked = toolc(["compile", root, "--check"], blocker);
    expect(blocked.stderr).toMatch(/code generation failed: .*blocked: (prettier|ts-morph)/);
    expect(blocked.code).toBe(3);
    // … and without the hook, --check names the stale files.
    const stale = toolc(["compile", root, "--check"]);
    expect(stale.stderr).toContain("stale: expected/tools/get_weather.ts");
    expect(stale.code).toBe(1);
  });
});
