/**
 * Build step: bundles the command line (`dist/bin/toolc.js`, as tsc wrote it, and every toolc module it imports) into
 * `dist/bin/toolc.js` and its chunks under `dist/bin/chunks/`, one chunk per group of modules a command loads
 * lazily (`compile`'s compiler, the code generator, `serve`, …), so that each `import()` stays a load on demand.
 *
 * Why: Node 20 loads an ES module graph file by file — resolve, read, parse, link — and `toolc compile` loaded some
 * 240 of toolc's own modules, about 100 ms of every run that checks anything (a reused result loads none of them).
 * Bundled, the same code loads in a few chunks: see the README (rolldown). Libraries stay outside the bundle, loaded
 * from `node_modules` as before: their versions are part of toolc's fingerprint and of every cache key. The public
 * API (`dist/src/index.js`), the runtime and the worker threads' scripts are left as tsc wrote them.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const binDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../bin");

/** A module outside toolc: a library from `node_modules` or a Node built-in. */
function isLibrary(id: string): boolean {
  return !id.startsWith(".") && !path.isAbsolute(id);
}

const entry = path.join(binDir, "toolc.js");
// Run again without tsc before it (the entry is then the bundle already), there is nothing to do.
if (readFileSync(entry, "utf8").includes('from "./chunks/')) {
  console.log("dist/bin/toolc.js is bundled already");
  process.exit(0);
}
rmSync(path.join(binDir, "chunks"), { recursive: true, force: true });
await build({
  input: { toolc: entry },
  platform: "node",
  external: isLibrary,
  logLevel: "warn",
  output: {
    dir: binDir,
    format: "esm",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name]-[hash].js",
  },
});
const chunks = readdirSync(path.join(binDir, "chunks")).length;
console.log(`bundled the command line into dist/bin/toolc.js and ${chunks} chunks`);
