/**
 * `toolc compile [root]`: check everything, report in the chosen format, and (without `--no-emit`)
 * generate the output tree when there are no errors; `--check` compares instead of writing.
 * @see ../../../shared/spec/README.md §3, §4, §5
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { cachesEnabled } from "../compiler/cache/store.js";
import { check, type CheckResult } from "../compiler/index.js";
import type { Diagnostic } from "../compiler/diagnostics/types.js";
import type { Project } from "../compiler/project/types.js";
import { formatters, type FormatName } from "../compiler/report/index.js";
import { allRuleDocs } from "../compiler/rules/docs.js";
import { toolVersion } from "../package-info.js";
import { beginEmitPlan, emitOutput, type EmitOptions, type EmitPlan } from "./emit.js";
import { EXIT, type CommandIo } from "./io.js";

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
  const root = path.resolve(io.cwd, rootArg);
  const generating = options.emit || options.check;
  // Worker threads load ts-morph and prettier while this thread parses (see codegen/workers.ts).
  const codegen = generating ? await import("../compiler/codegen/index.js") : undefined;
  await codegen?.prewarmGenerator();
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
  const result = check({
    root,
    ...(options.config ? { configPath: path.resolve(io.cwd, options.config) } : {}),
    ...(options.cache === false ? { cache: false } : {}),
    ...(codegen ? { onProjectLoaded: beginEarly } : {}),
  });
  const exit = reportOutcome(result, rootArg, root, options, io);
  if (exit !== undefined || !codegen) {
    await plan?.generation?.cancel();
    await codegen?.releaseGenerator();
    return exit ?? EXIT.ok;
  }
  return emitOutput(codegen, result, emitOptions, io, plan);
}

/** Reports the check and returns the exit code when the run ends here (undefined: go on and generate). */
function reportOutcome(result: CheckResult, rootArg: string, root: string, options: CompileOptions, io: CommandIo): number | undefined {
  if (result.failure === "root") {
    io.stderr(`toolc: project root \`${rootArg}\` does not exist or is not a directory\n`);
    return EXIT.usage;
  }
  writeReport(result, options, io, root);
  if (result.failure === "config") return EXIT.usage;
  if (result.internalError) return EXIT.internal;
  const failed = result.summary.errors > 0 || (options.maxWarnings !== undefined && result.summary.warnings > options.maxWarnings);
  return failed ? EXIT.findings : undefined;
}

function writeReport(result: CheckResult, options: CompileOptions, io: CommandIo, root: string): void {
  const shown: Diagnostic[] = options.quiet ? result.diagnostics.filter((d) => d.severity === "error") : result.diagnostics;
  const sources = new Map([...result.sources].map(([file, source]) => [file, source.text]));
  const text = formatters[options.format]({
    diagnostics: shown,
    summary: result.summary,
    sources,
    rules: allRuleDocs(),
    toolVersion: toolVersion(),
    color: options.color && !options.output && io.isTty && !("NO_COLOR" in io.env),
    root,
  });
  if (options.output) writeFileSync(path.resolve(io.cwd, options.output), text);
  else io.stdout(text);
}
