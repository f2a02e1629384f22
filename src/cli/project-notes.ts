/**
 * What `toolc compile` says on stderr about the project itself, apart from its diagnostics: that the project
 * root moved to the parent folder holding the config, and that there is nothing to compile.
 */
import path from "node:path";
import type { CheckResult } from "../compiler/index.js";
import { EXIT, type CommandIo } from "./io.js";

/** The root as the user would type it from the working directory. */
function shown(io: CommandIo, dir: string): string {
  return path.relative(io.cwd, dir) || ".";
}

/** Says so when the config was found in a parent of `given`, which made that parent the project root. */
export function noteProjectRoot(result: CheckResult, given: string, io: CommandIo): void {
  if (result.root === given) return;
  io.stderr(`toolc: the project root is \`${shown(io, result.root)}\`, the nearest folder with a toolc config file\n`);
}

/**
 * A project without a single definition file is almost always the wrong folder: warn, generate nothing (no empty
 * `out` tree) and exit 0. `undefined` when there are definition files to generate from.
 */
export function warnIfNothingToCompile(result: CheckResult, io: CommandIo): number | undefined {
  if (result.summary.files > 0) return undefined;
  io.stderr(
    `toolc: warning: no definition files under \`${shown(io, result.root)}\`; nothing was generated\n` +
      "  hint: toolc reads config/tools/*.md, config/agents/*.md, agent.yaml cores and <id>/tool.yaml folders; `toolc init` creates a sample project\n",
  );
  return EXIT.ok;
}
