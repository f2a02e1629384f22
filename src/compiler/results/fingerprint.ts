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
  // The folder holding compiler/ and runtime/: src/ under vitest, dist/src/ when built.
  const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  for (const file of listed(codeRoot)) {
    const stat = statSync(file);
    hash.update(`\u0000${path.relative(codeRoot, file)}:${stat.size}:${stat.mtimeMs}`);
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

function listed(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((rel) => path.join(dir, rel))
    .filter((file) => /\.(?:js|ts|json)$/.test(file))
    .sort();
}
