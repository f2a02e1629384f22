/**
 * `toolc call <tool> [root]`: runs one tool through the runtime, from the shell. Asks on a terminal
 * before `confirm`/`prompt` tools unless `--yes`; without a terminal and without `--yes` it denies
 * (fail closed). Without `--agent` the runtime applies the owning core's policy (README "Policy without an
 * agent"), so a tool the core denies never runs, `--yes` or not.
 * Prints `data` on success (exit 0) and the error on failure (exit 1).
 * @see ../../../shared/spec/README.md §4, §6
 */
import { createInterface } from "node:readline/promises";
import { createRuntime } from "../runtime/index.js";
import type { Approver } from "../runtime/types.js";
import type { Catalog } from "../runtime/catalog.js";
import { nearest } from "../compiler/diagnostics/nearest.js";
import { setOwn } from "../compiler/own.js";
import { EXIT, type CommandIo } from "./io.js";
import { loadCatalog } from "./project.js";
import { compileValidators } from "./validators.js";

/** Options of `toolc call`, as parsed by commander. */
export interface CallOptions {
  arg: string[];
  json?: string;
  agent?: string;
  yes: boolean;
  config?: string;
}

/** Runs `toolc call` and returns the exit code. */
export async function runCall(toolName: string, rootArg: string, options: CallOptions, io: CommandIo): Promise<number> {
  const args = parseArguments(options);
  if (typeof args === "string") {
    io.stderr(`toolc: ${args}\n`);
    return EXIT.usage;
  }
  const loaded = loadCatalog(rootArg, io, options.config);
  if (!loaded.ok) return loaded.exitCode;
  const { catalog } = loaded.built;
  const problem = unknownName(catalog, toolName, options.agent);
  if (problem) {
    io.stderr(`toolc: ${problem}\n`);
    return EXIT.usage;
  }
  const runtime = createRuntime({
    catalog,
    // The one validator this call needs: a CLI run is not the runtime's start-up path.
    validators: compileValidators(catalog, [toolName]),
    env: io.env,
    approve: options.yes ? () => "allow" : io.isTty ? terminalApprover(io) : undefined,
    root: loaded.root,
  });
  try {
    const result = await runtime.call(toolName, args, options.agent ? { agent: options.agent } : {});
    if (result.success) io.stdout(result.data.endsWith("\n") ? result.data : `${result.data}\n`);
    else io.stderr(`toolc: ${toolName} failed: ${result.error ?? "unknown error"}\n`);
    return result.success ? EXIT.ok : EXIT.findings;
  } finally {
    await runtime.close();
  }
}

/** `--arg k=v` pairs (string values, coerced by the runtime like XML call values) or `--json`. */
function parseArguments(options: CallOptions): Record<string, unknown> | string {
  if (options.json !== undefined && options.arg.length > 0) return "use either --json or --arg, not both";
  if (options.json !== undefined) {
    try {
      const value: unknown = JSON.parse(options.json);
      if (value === null || typeof value !== "object" || Array.isArray(value)) return "--json must be a JSON object of named arguments";
      return value as Record<string, unknown>;
    } catch (error) {
      return `--json is not valid JSON: ${(error as Error).message}`;
    }
  }
  const args: Record<string, unknown> = {};
  for (const pair of options.arg) {
    const eq = pair.indexOf("=");
    if (eq <= 0) return `--arg expects key=value, got \`${pair}\``;
    setOwn(args, pair.slice(0, eq), pair.slice(eq + 1));
  }
  return args;
}

function unknownName(catalog: Catalog, tool: string, agent: string | undefined): string | undefined {
  if (agent !== undefined && !Object.hasOwn(catalog.agents, agent)) {
    const guess = nearest(agent, Object.keys(catalog.agents));
    return `unknown agent \`${agent}\`${guess ? `; did you mean \`${guess}\`?` : ""}`;
  }
  if (Object.hasOwn(catalog.tools, tool)) return undefined;
  const guess = nearest(tool, Object.keys(catalog.tools));
  return `unknown tool \`${tool}\`${guess ? `; did you mean \`${guess}\`?` : ""}`;
}

function terminalApprover(io: CommandIo): Approver {
  return async (request) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    try {
      const risk = request.risk ? ` (risk ${request.risk})` : "";
      io.stderr(`${request.tool}${risk} wants to run with ${JSON.stringify(request.args)}\n`);
      const answer = (await rl.question("Allow? [y]es / [N]o: ")).trim().toLowerCase();
      return answer === "y" || answer === "yes" ? "allow" : "deny";
    } finally {
      rl.close();
    }
  };
}
