/**
 * The fingerprint of the toolc that computes a result: its version, the size and modification time of each
 * of its own files (a rebuilt or edited toolc gets new results even at the same version, which matters to its
 * developers and to anyone running a patched copy), its rule docs, and the versions of the libraries whose
 * behaviour shows in results or generated files.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { packageRoot, toolVersion } from "../../package-info.js";

/** Libraries whose version is part of a result: parsing, schema checking, code building and formatting. */
const LIBRARIES = ["yaml", "gray-matter", "ajv", "ajv-formats", "fast-glob", "typescript", "ts-morph", "prettier"];

let cached: string | undefined;

/** The fingerprint of this toolc installation (computed once per process: a few hundred `stat` calls). */
export function toolcFingerprint(): string {
  if (cached !== undefined) return cached;
  const hash = createHash("sha1").update(toolVersion());
  for (const codeRoot of codeRoots()) {
    for (const rel of codeFiles(codeRoot)) {
      const stat = statSync(path.join(codeRoot, rel));
      hash.update(`\u0000${path.basename(codeRoot)}/${rel}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  const docs = path.join(packageRoot(), "docs", "rules.md");
  hash.update(`\u0000${readFileSync(docs)}`);
  const require = createRequire(import.meta.url);
  for (const name of LIBRARIES) {
    try {
      hash.update(`\u0000${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
    } catch {
      hash.update(`\u0000${name}@-`);
    }
  }
  cached = hash.digest("base64");
  return cached;
}

/**
 * The folders of toolc's code: src/ under vitest; when built, dist/src/ (tsc's output: the API, the runtime and the
 * worker threads' scripts) and dist/bin/ (the command line's bundle, scripts/bundle-cli.ts).
 */
function codeRoots(): string[] {
  if (import.meta.url.endsWith(".ts")) return [path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")];
  return [path.join(packageRoot(), "dist", "src"), path.join(packageRoot(), "dist", "bin")];
}

/** What toolc runs: `.js` and `.json` files, or `.ts` sources under vitest; declaration files (`.d.ts`) change nothing. */
const CODE_FILE = /\.(?:js|json)$|(?<!\.d)\.ts$/;

/**
 * The code files under `dir` whose size and mtime the fingerprint takes, as sorted `/`-separated relative paths.
 * Walked by hand with each entry's kind: the recursive `readdirSync` and a `path.join` per file took most of the
 * fingerprint's 13-24 ms, on every run (a reused result's too).
 */
export function codeFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string, prefix: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (CODE_FILE.test(entry.name)) out.push(prefix + entry.name);
    }
  };
  walk(dir, "");
  return out.sort();
}
