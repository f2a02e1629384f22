/**
 * `toolc compile [root]`: check everything, report in the chosen format, and (without `--no-emit`)
 * generate the output tree when there are no errors; `--check` compares instead of writing.
 * This entry starts the code generation workers before loading anything else (they load ts-morph and
 * prettier while this thread loads the compiler and parses the project), then runs compile-run.ts.
 * @see ../../../shared/spec/README.md §3, §4, §5
 */
import type { FormatName } from "../compiler/report/index.js";
import type { CommandIo } from "./io.js";

/** Options of `toolc compile`, as parsed by commander. */
export interface CompileOptions {
  emit: boolean;
  check: boolean;
  format: FormatName;
  output?: string;
  maxWarnings?: number;
  quiet: boolean;
  color: boolean;
  config?: string;
  /** `--no-cache` sets this to false. */
  cache?: boolean;
}

/** Runs `toolc compile` and returns the exit code. */
export async function runCompile(rootArg: string, options: CompileOptions, io: CommandIo): Promise<number> {
  const generating = options.emit || options.check;
  if (generating) (await import("../compiler/codegen/workers.js")).prewarmWorkers();
  const { checkAndEmit } = await import("./compile-run.js");
  return checkAndEmit(rootArg, options, io);
}
