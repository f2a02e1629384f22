/**
 * The body of `toolc compile` (see compile.ts): check, report, and generate or compare the output tree.
 * Generation begins as soon as the project is loaded, so the workers print and format while the rules run;
 * it is cancelled when the check fails.
 * @see ../../../shared/spec/README.md §3, §4, §5
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cachesEnabled } from "../compiler/cache/store.js";
import { check, type CheckResult } from "../compiler/index.js";
import type { Diagnostic } from "../compiler/diagnostics/types.js";
import type { Model } from "../compiler/model/types.js";
import { formatters } from "../compiler/report/index.js";
import { allRuleDocs } from "../compiler/lint/docs.js";
import { toolVersion } from "../package-info.js";
import type { CompileOptions } from "./compile.js";
import { beginEmitPlan, emitOutput, type EmitOptions, type EmitPlan } from "./emit.js";
import { EXIT, type CommandIo } from "./io.js";
import { noteProjectRoot, warnIfNothingToCompile } from "./project-notes.js";
import { inRepository, repositoryPlace } from "./repository.js";

/** Checks the project, reports, and generates or compares; returns the exit code. */
export async function checkAndEmit(rootArg: string, options: CompileOptions, io: CommandIo): Promise<number> {
  const root = path.resolve(io.cwd, rootArg);
  const codegen = options.emit || options.check ? await import("../compiler/codegen/index.js") : undefined;
  const emitOptions: EmitOptions = { check: options.check, quiet: options.quiet || options.format !== "text", cache: cachesEnabled(options.cache) };
  let plan: EmitPlan | undefined;
  // Generation starts once the project is loaded, so the workers print and format while the rules run.
  const beginEarly = (project: Model): void => {
    try {
      plan = beginEmitPlan(codegen!, project, emitOptions);
    } catch {
      plan = undefined; // planned again after the check, which reports what is wrong with the project
    }
  };
  const result = check({
    root,
    ...(options.config ? { configPath: path.resolve(io.cwd, options.config) } : {}),
    ...(options.cache === false ? { cache: false } : {}),
    ...(codegen ? { onProjectLoaded: beginEarly } : {}),
  });
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
  if (!writeReport(result, options, io, root)) return EXIT.usage;
  if (result.failure === "config") return EXIT.usage;
  if (result.internalError) return EXIT.internal;
  const failed = result.summary.errors > 0 || (options.maxWarnings !== undefined && result.summary.warnings > options.maxWarnings);
  return failed ? EXIT.findings : undefined;
}

/** Prints the report, or writes it to `--output`; false when that file cannot be written (reported on stderr). */
function writeReport(result: CheckResult, options: CompileOptions, io: CommandIo, root: string): boolean {
  let shown: Diagnostic[] = options.quiet ? result.diagnostics.filter((d) => d.severity === "error") : result.diagnostics;
  let sources = new Map([...result.sources].map(([file, source]) => [file, source.text]));
  let reportRoot = root;
  // GitHub and SARIF consumers resolve paths against the repository root, not the project's.
  const place = options.format === "github" || options.format === "sarif" ? repositoryPlace(root) : undefined;
  if (place) {
    ({ diagnostics: shown, sources } = inRepository(place, shown, sources));
    reportRoot = place.root;
  }
  const text = formatters[options.format]({
    diagnostics: shown,
    summary: result.summary,
    sources,
    rules: allRuleDocs(),
    toolVersion: toolVersion(),
    color: options.color && !options.output && io.isTty && !("NO_COLOR" in io.env),
    root: reportRoot,
  });
  if (options.output) return writeReportFile(path.resolve(io.cwd, options.output), options.output, text, io);
  io.stdout(text);
  return true;
}

/**
 * Writes the report to `--output FILE`, creating missing parent folders (like `tsc --outDir` or `eslint
 * --output-file`: a CI step should not need a `mkdir` first). A path that cannot be a file (a folder, a
 * file used as a folder, no permission) is a usage error, named with the system's reason.
 */
function writeReportFile(file: string, given: string, text: string, io: CommandIo): boolean {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return true;
  } catch (error) {
    io.stderr(`toolc: cannot write the report to \`${given}\`: ${(error as Error).message}\n`);
    return false;
  }
}
