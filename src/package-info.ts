/**
 * Facts about the installed toolc package (its root folder and version), found from this module's
 * location so they work from `src/` under vitest and from `dist/src/` when built.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { findPackageRoot } from "./compiler/rules/docs.js";

let cached: { root: string; version: string } | undefined;

function info(): { root: string; version: string } {
  if (!cached) {
    const root = findPackageRoot(fileURLToPath(import.meta.url));
    const pkg = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as { version: string };
    cached = { root, version: pkg.version };
  }
  return cached;
}

/** The absolute folder that holds toolc's package.json. */
export function packageRoot(): string {
  return info().root;
}

/** toolc's version from package.json. */
export function toolVersion(): string {
  return info().version;
}
