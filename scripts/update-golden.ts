/**
 * `npm run update:golden`: regenerates every example's expected output (`examples/<name>/expected/`,
 * the `out` of its toolc.config.yaml) and its `diagnostics.txt`, then every error golden of `examples/errors/`
 * (scripts/golden-errors.ts). This script is the single source of truth for all of them: review the diff before
 * committing.
 */
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildCatalog } from "../src/compiler/catalog/index.js";
import { generate, writeOutput } from "../src/compiler/codegen/index.js";
import { check } from "../src/compiler/index.js";
import { toolVersion } from "../src/package-info.js";
import { goldenDiagnostics } from "./golden-diagnostics.js";
import { ERROR_GOLDEN_FILES, ERRORS_FOLDER, errorExamples, runErrorExample } from "./golden-errors.js";

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../examples");

for (const name of readdirSync(examples, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== ERRORS_FOLDER).map((e) => e.name).sort()) {
  const root = path.join(examples, name);
  const result = check({ root });
  writeFileSync(path.join(root, "diagnostics.txt"), goldenDiagnostics(result.diagnostics));
  if (!result.project || result.summary.errors > 0) {
    console.log(`${name}: ${result.summary.errors} errors, nothing generated`);
    continue;
  }
  const { catalog, sources } = buildCatalog(result.model!);
  // No reuse of the files on disk: goldens are rebuilt from scratch, so they show what the generator prints.
  const files = await generate(catalog, { sources, toolVersion: toolVersion() });
  const written = await writeOutput(path.resolve(root, result.project.config.out), files);
  console.log(`${name}: ${written.written.length} written, ${written.removed.length} removed`);
}

for (const name of errorExamples(examples)) {
  const root = path.join(examples, ERRORS_FOLDER, name);
  const run = await runErrorExample(root);
  if (run.stderr !== "") console.log(`${ERRORS_FOLDER}/${name}: also wrote to stderr (the golden test fails on that):\n${run.stderr}`);
  writeFileSync(path.join(root, ERROR_GOLDEN_FILES.text), run.stdout);
  writeFileSync(path.join(root, ERROR_GOLDEN_FILES.exitCode), `${run.exitCode}\n`);
  console.log(`${ERRORS_FOLDER}/${name}: exit ${run.exitCode}`);
}
