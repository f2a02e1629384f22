/**
 * Runs `toolc breaking` in-process on a fixture repository and returns what the tests assert: the exit code
 * and `rule@file:line:column` of each diagnostic (plus the parsed JSON report).
 */
import { runBreaking } from "../../../src/cli/breaking.js";
import type { Diagnostic } from "../../../src/compiler/diagnostics/types.js";
import { captureIo } from "./fixture.js";

/** What one in-process `toolc breaking` run produced. */
export interface BreakingRun {
  code: number;
  /** `rule@file:line:column`, in report order. */
  found: string[];
  diagnostics: Diagnostic[];
  stderr: string;
}

/** `toolc breaking <root> --against <against> --format json`, with the cwd at `root`. */
export async function breaking(root: string, against = "HEAD", rootArg = "."): Promise<BreakingRun> {
  const io = captureIo(root);
  const code = await runBreaking(rootArg, { against, format: "json", quiet: false, color: false }, io);
  const text = io.out.join("");
  const diagnostics: Diagnostic[] = text ? JSON.parse(text).diagnostics : [];
  return { code, found: diagnostics.map((d) => `${d.rule}@${d.file}:${d.line}:${d.column}`), diagnostics, stderr: io.err.join("") };
}
