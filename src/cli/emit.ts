/**
 * The generation half of `toolc compile`: build the catalog, generate in memory, then write the output
 * tree (or compare it with `--check`).
 */
import type { CheckResult } from "../compiler/index.js";
import { EXIT, type CommandIo } from "./io.js";

/** Options for {@link emitOutput}. */
export interface EmitOptions {
  check: boolean;
  quiet: boolean;
}

/** Generates (or checks) the output tree for a project that passed checking. */
export async function emitOutput(result: CheckResult, options: EmitOptions, io: CommandIo): Promise<number> {
  void result;
  void options;
  io.stderr("toolc: code generation is not wired yet; use --no-emit\n");
  return EXIT.internal;
}
