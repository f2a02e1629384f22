/**
 * Where the Python host script ships: `templates/python/toolc_host.py` in the toolc package (listed
 * in package.json `files`). Found by walking up from this module, which sits at a different depth
 * under `src/` (vitest) and `dist/src/` (built).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const RELATIVE = path.join("templates", "python", "toolc_host.py");
let found: string | undefined;

/** The absolute path of the host script; throws when the package is incomplete (a packaging bug). */
export function hostScriptPath(): string {
  if (found) return found;
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, RELATIVE);
    if (existsSync(candidate)) return (found = candidate);
    if (path.dirname(dir) === dir) throw new Error(`toolc/runtime: ${RELATIVE} is missing from the toolc package`);
  }
}
