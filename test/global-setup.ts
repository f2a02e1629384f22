/**
 * Builds the package once before the suite, as `npm run build` does: CLI tests spawn the real (bundled)
 * `dist/bin/toolc.js`, and the generated-code type checks resolve `toolc/runtime` through the built `dist/`.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** vitest global setup hook. */
export default function setup(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  execFileSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", path.join(root, "tsconfig.json")], { stdio: "inherit" });
  execFileSync(process.execPath, [path.join(root, "dist/scripts/precompile-schemas.js")], { stdio: "inherit" });
  execFileSync(process.execPath, [path.join(root, "dist/scripts/bundle-cli.js")], { stdio: "inherit" });
}
