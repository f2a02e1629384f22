/**
 * The command line is bundled (scripts/bundle-cli.ts): `dist/bin/toolc.js` and its chunks hold every toolc module the
 * commands run, load libraries from `node_modules` (only the package's dependencies: a user's install has no dev
 * dependency), and start the worker threads from the scripts tsc built in `dist/src/`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../compiler/codegen/helpers.js";

const BIN = path.join(REPO_ROOT, "dist/bin");
const PACKAGE = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> };

/** Every module specifier `file` imports, statically or with `import()` of a string literal. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gm), ...text.matchAll(/^\s*import\s*"([^"]+)"/gm), ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)];
  return found.map((match) => match[1]!);
}

/** The package a bare specifier names (`@scope/name` or `name`). */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

describe("the bundled command line", () => {
  const files = [path.join(BIN, "toolc.js"), ...readdirSync(path.join(BIN, "chunks")).map((name) => path.join(BIN, "chunks", name))];

  it("is split in chunks, each import() of a command kept a load on demand", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(specifiersOf(files[0]!).some((spec) => spec.startsWith("./chunks/"))).toBe(true);
  });

  it("imports no toolc module from outside dist/bin, and only libraries the package depends on", () => {
    const builtins = new Set(builtinModules);
    const outside: string[] = [];
    const libraries = new Set<string>();
    for (const file of files) {
      for (const spec of specifiersOf(file)) {
        if (spec.startsWith(".")) {
          const target = path.resolve(path.dirname(file), spec);
          if (!target.startsWith(BIN + path.sep) || !existsSync(target)) outside.push(`${path.relative(BIN, file)} → ${spec}`);
        } else if (!spec.startsWith("node:") && !builtins.has(spec)) libraries.add(packageOf(spec));
      }
    }
    expect(outside).toEqual([]);
    expect([...libraries].filter((name) => !(name in PACKAGE.dependencies))).toEqual([]);
    // The libraries a check loads are there: the bundle did not take them in.
    expect([...libraries]).toEqual(expect.arrayContaining(["commander", "yaml", "fast-glob"]));
  });

  it("starts the code builder from the worker script tsc built", async () => {
    const built = (await import(pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/codegen/build-code.js")).href)) as { compiledWorker(): URL | undefined };
    const worker = built.compiledWorker();
    expect(worker?.href).toBe(pathToFileURL(path.join(REPO_ROOT, "dist/src/compiler/codegen/build-worker.js")).href);
    expect(existsSync(path.join(REPO_ROOT, "dist/src/compiler/worker/main.js"))).toBe(true);
  });
});
