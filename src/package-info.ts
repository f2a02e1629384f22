/**
 * Facts about the installed toolc package (its root folder and version), found from this module's
 * location so they work from `src/` under vitest and from `dist/src/` when built.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

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

/**
 * The nearest directory at or above `start` holding toolc's `package.json`. Walking up (rather than a
 * fixed `../../..`) works from every source folder and from its built copy under `dist/`.
 */
export function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (isToolcPackage(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`toolc: no package.json named "toolc" above ${start}`);
  }
}

function isToolcPackage(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { name?: unknown }).name === "toolc";
  } catch {
    return false;
  }
}
