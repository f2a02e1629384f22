/**
 * The error goldens, like actionlint's `testdata/err/*.out`: each folder of `examples/errors/` is a small broken
 * project with one idea, its `diagnostics.txt` is exactly what `toolc compile --no-emit --no-color` prints for it
 * (run from inside the folder), and `exit-code` the code it exits with. `npm run update:golden` writes both;
 * test/examples.test.ts compares them byte for byte.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { runCompile } from "../src/cli/compile.js";
import type { CommandIo } from "../src/cli/io.js";

/** The folder of `examples/` that holds the error goldens (it is not an example itself). */
export const ERRORS_FOLDER = "errors";

/** The golden files of one error example. */
export const ERROR_GOLDEN_FILES = { text: "diagnostics.txt", exitCode: "exit-code" } as const;

/** What one run printed and returned. */
export interface ErrorRun {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** The error example folders under `examplesDir`, sorted. */
export function errorExamples(examplesDir: string): string[] {
  return readdirSync(path.join(examplesDir, ERRORS_FOLDER), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Runs `toolc compile . --no-emit --no-color` in `root`, in this process, capturing its output. */
export async function runErrorExample(root: string): Promise<ErrorRun> {
  let stdout = "";
  let stderr = "";
  const io: CommandIo = { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), isTty: false, env: {}, cwd: root };
  const exitCode = await runCompile(".", { emit: false, check: false, format: "text", quiet: false, color: false, cache: false }, io);
  return { stdout, stderr, exitCode };
}
