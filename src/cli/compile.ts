/**
 * `toolc compile [root]`: check everything, report in the chosen format, and (without `--no-emit`)
 * generate the output tree when there are no errors; `--check` compares instead of writing.
 * This entry starts the code generation workers before loading anything else (they load ts-morph and
 * prettier while this thread loads the compiler and parses the project), then runs compile-run.ts.
 * @see ../../../shared/spec/README.md §3, §4, §5
 */
import { existsSync } from "node:fs";
import path from "node:path";
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
  if (options.check || (options.emit && !(await hasGeneratedBefore(rootArg, options, io)))) {
    (await import("../compiler/codegen/workers.js")).prewarmWorkers();
  }
  const { checkAndEmit } = await import("./compile-run.js");
  return checkAndEmit(rootArg, options, io);
}

/**
 * Whether `out` holds a previous generation (a manifest). Then the run is most likely a re-run with nothing
 * or little to generate, and workers started ahead would only compete with the check (measured: +0.3 s on
 * an unchanged 1,000-tool project); when generation is needed after all, they start then.
 */
async function hasGeneratedBefore(rootArg: string, options: CompileOptions, io: CommandIo): Promise<boolean> {
  const [{ loadConfig }, { findConfigFolder }, { allRuleDocs }, { MANIFEST_FILE }] = await Promise.all([
    import("../compiler/config/load.js"),
    import("../compiler/config/locate.js"),
    import("../compiler/lint/docs.js"),
    import("../compiler/codegen/header.js"),
  ]);
  try {
    const given = path.resolve(io.cwd, rootArg);
    const explicit = options.config ? path.resolve(io.cwd, options.config) : undefined;
    const root = explicit ? given : (findConfigFolder(given) ?? given); // the root check() will use
    const { config } = loadConfig(root, explicit, allRuleDocs().map((doc) => doc.id));
    return existsSync(path.resolve(root, config.out, MANIFEST_FILE));
  } catch {
    return false; // an unreadable config: the check reports it
  }
}
