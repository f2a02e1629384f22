/**
 * Test helper: runs the real built binary (`dist/bin/toolc.js`) and returns its exit code and output.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The built CLI entry point. */
export const TOOLC_BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/bin/toolc.js");

/** What one run of the binary produced. */
export interface ToolcRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `toolc …args` with colour off; `cwd` defaults to the test's working directory. */
export function runToolc(args: readonly string[], cwd?: string): ToolcRun {
  const run = spawnSync(process.execPath, [TOOLC_BIN, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: run.status ?? -1, stdout: run.stdout, stderr: run.stderr };
}

/** A stack-trace line (`    at fn (file:…)`): user input must never produce one. */
export const STACK_LINE = /^\s+at .+[:(]/m;
