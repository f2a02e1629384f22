/**
 * `npm run update:golden`: regenerates every example's expected output (`examples/<name>/expected/`,
 * the `out` of its toolc.config.yaml) and its `diagnostics.txt`. Review the diff before committing.
 */
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildCatalog } from "../src/compiler/catalog/index.js";
import { emitGenerated } from "../src/compiler/codegen/index.js";
import { check } from "../src/compiler/index.js";
import { toolVersion } from "../src/package-info.js";
import { goldenDiagnostics } from "./golden-diagnostics.js";

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../examples");

for (const name of readdirSync(examples, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
  const root = path.join(examples, name);
  const result = check({ root });
  writeFileSync(path.join(root, "diagnostics.txt"), goldenDiagnostics(result.diagnostics));
  if (!result.project || result.summary.errors > 0) {
    console.log(`${name}: ${result.summary.errors} errors, nothing generated`);
    continue;
  }
  const { catalog, sources } = buildCatalog(result.project);
  const written = await emitGenerated(path.resolve(root, result.project.config.out), catalog, { sources, toolVersion: toolVersion() });
  console.log(`${name}: ${written.written.length} written, ${written.removed.length} removed`);
}
