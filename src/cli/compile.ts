/**
 * `toolc compile [root]`: check everything, report in the chosen format, and (without `--no-emit`)
 * generate the output tree when there are no errors; `--check` compares instead of writing. The compile
 * itself is the compiler's (compiler/pipeline.ts); this module turns options into its options, prints the
 * report and what generation did, and maps the outcome to an exit code.
 * @see ../../../shared/spec/README.md §3, §4, §5
 */
import path from "node:path";
import type { CheckResult } from "../compiler/index.js";
import { compile, type CompileResult } from "../compiler/pipeline.js";
import type { FormatName } from "../compiler/report/index.js";
import { EXIT, type CommandIo } from "./io.js";
import { noteProjectRoot, warnIfNothingToCompile } from "./project-notes.js";
import { sourceTexts, writeReport } from "./report.js";

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
  return (await compileAndReport(rootArg, options, io)).exit;
}

/** Runs `toolc compile`, reporting as it does; returns the exit code and the compile's result (for `--watch`). */
export async function compileAndReport(rootArg: string, options: CompileOptions, io: CommandIo): Promise<{ exit: number; result: CompileResult }> {
  const root = path.resolve(io.cwd, rootArg);
  const result = await compile({
    root,
    ...(options.config ? { configPath: path.resolve(io.cwd, options.config) } : {}),
    ...(options.cache === false ? { cache: false } : { reuseResults: true }),
    ...(options.maxWarnings !== undefined ? { maxWarnings: options.maxWarnings } : {}),
    emit: options.check ? "check" : options.emit ? "write" : "none",
    // Only paths are reported: unchanged generated files need not be read.
    keepUnread: true,
  });
  if (result.failure !== "root") noteProjectRoot(result, root, io);
  const exit = reportOutcome(result, rootArg, result.root, options, io) ?? warnIfNothingToCompile(result, io);
  if (exit !== undefined || !(options.emit || options.check)) return { exit: exit ?? EXIT.ok, result };
  return { exit: reportGeneration(result, options.quiet || options.format !== "text", io), result };
}

/** Prints what generation did (or why it failed) and returns the exit code. */
function reportGeneration(result: CompileResult, quiet: boolean, io: CommandIo): number {
  const relOut = result.relOut ?? result.project?.config.out ?? "out";
  if (result.notGenerated === "out") {
    io.stderr(`toolc: \`out\` (${relOut}) must be a folder inside the project root\n`);
    return EXIT.usage;
  }
  const { written, drift } = result.emitted ?? {};
  if (drift) return reportCheck(drift, relOut, io);
  if (!written) {
    io.stderr(`toolc: code generation failed: ${result.error ?? "nothing was generated"}\n`);
    return EXIT.internal;
  }
  if (!quiet) {
    const upToDate = written.written.length === 0 && written.removed.length === 0;
    const state = upToDate ? "up to date" : `${written.written.length} written, ${written.unchanged.length} unchanged, ${written.removed.length} removed`;
    io.stdout(`generated ${relOut}/: ${state}\n`);
  }
  return EXIT.ok;
}

function reportCheck(drift: { missing: string[]; stale: string[]; extra: string[] }, relOut: string, io: CommandIo): number {
  const lines = [
    ...drift.missing.map((file) => `missing: ${relOut}/${file}`),
    ...drift.stale.map((file) => `stale: ${relOut}/${file}`),
    ...drift.extra.map((file) => `extra: ${relOut}/${file}`),
  ];
  if (lines.length === 0) return EXIT.ok;
  io.stderr(`${lines.join("\n")}\ntoolc: ${relOut}/ is out of date; run \`toolc compile\` to regenerate\n`);
  return EXIT.findings;
}

/** Reports the check and returns the exit code when the run ends here (undefined: go on and generate). */
function reportOutcome(result: CheckResult, rootArg: string, root: string, options: CompileOptions, io: CommandIo): number | undefined {
  if (result.failure === "root") {
    io.stderr(`toolc: project root \`${rootArg}\` does not exist or is not a directory\n`);
    return EXIT.usage;
  }
  if (!writeReport({ diagnostics: result.diagnostics, summary: result.summary, ...sourceTexts(result.sources, result.diagnostics), root }, options, io)) return EXIT.usage;
  if (result.failure === "config") return EXIT.usage;
  if (result.internalError) return EXIT.internal;
  const failed = result.summary.errors > 0 || (options.maxWarnings !== undefined && result.summary.warnings > options.maxWarnings);
  return failed ? EXIT.findings : undefined;
}
