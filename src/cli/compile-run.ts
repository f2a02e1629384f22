/**
 * The body of `toolc compile` (see compile.ts): check, report, and generate or compare the output tree.
 * Generation begins as soon as the project is loaded, so the workers print and format while the rules run;
 * it is cancelled when the check fails.
 * @see ../../../shared/spec/README.md §3, §4, §5
 */
import path from "node:path";
import { cachesEnabled } from "../compiler/cache/store.js";
import { check, type CheckResult } from "../compiler/index.js";
import { withLockCheck } from "../compiler/lock/index.js";
import type { Project } from "../compiler/project/types.js";
import type { CompileOptions } from "./compile.js";
import { beginEmitPlan, emitOutput, type EmitOptions, type EmitPlan } from "./emit.js";
import { EXIT, type CommandIo } from "./io.js";
import { noteProjectRoot, warnIfNothingToCompile } from "./project-notes.js";
import { sourceTexts, writeReport } from "./report.js";

/** Checks the project, reports, and generates or compares; returns the exit code. */
export async function checkAndEmit(rootArg: string, options: CompileOptions, io: CommandIo): Promise<number> {
  const root = path.resolve(io.cwd, rootArg);
  const codegen = options.emit || options.check ? await import("../compiler/codegen/index.js") : undefined;
  const emitOptions: EmitOptions = { check: options.check, quiet: options.quiet || options.format !== "text", cache: cachesEnabled(options.cache) };
  let plan: EmitPlan | undefined;
  // Generation starts once the project is loaded, so the workers print and format while the rules run.
  const beginEarly = (project: Project): void => {
    try {
      plan = beginEmitPlan(codegen!, project, emitOptions);
    } catch {
      plan = undefined; // planned again after the check, which reports what is wrong with the project
    }
  };
  const checked = check({
    root,
    ...(options.config ? { configPath: path.resolve(io.cwd, options.config) } : {}),
    ...(options.cache === false ? { cache: false } : {}),
    ...(codegen ? { onProjectLoaded: beginEarly } : {}),
  });
  const result = options.check ? withLockCheck(checked) : checked; // `--check` also holds the project to its toolc.lock
  if (result.failure !== "root") noteProjectRoot(result, root, io);
  const exit = reportOutcome(result, rootArg, result.root, options, io) ?? warnIfNothingToCompile(result, io);
  try {
    if (exit === undefined && codegen) return await emitOutput(codegen, result, emitOptions, io, plan);
    await plan?.generation?.cancel();
    return exit ?? EXIT.ok;
  } finally {
    await codegen?.releaseGenerator(); // prewarmed workers that no generation used
  }
}

/** Reports the check and returns the exit code when the run ends here (undefined: go on and generate). */
function reportOutcome(result: CheckResult, rootArg: string, root: string, options: CompileOptions, io: CommandIo): number | undefined {
  if (result.failure === "root") {
    io.stderr(`toolc: project root \`${rootArg}\` does not exist or is not a directory\n`);
    return EXIT.usage;
  }
  if (!writeCheckReport(result, options, io, root)) return EXIT.usage;
  if (result.failure === "config") return EXIT.usage;
  if (result.internalError) return EXIT.internal;
  const failed = result.summary.errors > 0 || (options.maxWarnings !== undefined && result.summary.warnings > options.maxWarnings);
  return failed ? EXIT.findings : undefined;
}

/** Prints the check's report (see ./report.ts); false when `--output` cannot be written. */
function writeCheckReport(result: CheckResult, options: CompileOptions, io: CommandIo, root: string): boolean {
  return writeReport({ diagnostics: result.diagnostics, summary: result.summary, sources: sourceTexts(result.sources), root }, options, io);
}
