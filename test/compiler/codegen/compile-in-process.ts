/**
 * `toolc compile` run in this process (src/cli/compile.ts) over a real project folder:
 * the whole pipeline, check and generation, without spawning the binary.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { runCompile, type CompileOptions } from "../../../src/cli/compile.js";

/** The exit code, the JSON report and stderr of one compile of `root` (`check`: `--check` instead of writing). */
export async function compileInProcess(root: string, check = false): Promise<{ code: number; report: string; stderr: string }> {
  let stderr = "";
  let report = "";
  const io = { stdout: (t: string) => void (report += t), stderr: (t: string) => void (stderr += t), isTty: false, env: {}, cwd: root };
  const options: CompileOptions = { emit: true, check, format: "json", quiet: false, color: false, cache: false };
  return { code: await runCompile(root, options, io), report, stderr };
}

/** The rule ids of a JSON report's diagnostics. */
export function reportedRules(report: string): string[] {
  return (JSON.parse(report) as { diagnostics: Array<{ rule: string }> }).diagnostics.map((d) => d.rule);
}

/** Every file and folder name under `dir`, recursively. */
export function entryNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => [e.name, ...(e.isDirectory() ? entryNames(path.join(dir, e.name)) : [])]);
}
