#!/usr/bin/env node
/**
 * The `toolc` command line: a thin commander shell. Each command lives in src/cli/; this file only
 * parses argv and sets the exit code. Bad flags exit 2 (never 0 or 1).
 * @see ../../shared/spec/README.md §4
 */
import { Command, InvalidArgumentError, Option } from "commander";
import { EXIT, processIo } from "../src/cli/io.js";
import { FORMAT_NAMES, type FormatName } from "../src/compiler/report/index.js";
import { toolVersion } from "../src/package-info.js";

// Each command's module is imported only when that command runs: `compile --no-emit` (the pre-commit
// path) must not pay for loading the runtime, undici or the code generator.

const io = processIo();
const program = new Command("toolc")
  .description("Compiler for AI-agent tool and agent definitions")
  .version(toolVersion())
  .showHelpAfterError()
  .exitOverride();

const nonNegativeInt = (value: string): number => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError("expected a whole number ≥ 0");
  return Number(value);
};

/** The reporting flags every checking command takes: `compile`, `breaking` and `lock`. */
const withReporting = (command: Command): Command =>
  command
    .addOption(new Option("--format <format>", "report format").choices(FORMAT_NAMES).default("text"))
    .option("--output <file>", "write the report to a file instead of stdout")
    .option("--max-warnings <n>", "fail when there are more than n warnings", nonNegativeInt)
    .option("--quiet", "report errors only", false)
    .option("--no-color", "never colour the output")
    .option("--config <file>", "configuration file (default: toolc.config.yaml in the root)")
    .option("--no-cache", "check afresh: reuse no earlier result or parse tree (also TOOLC_CACHE=off)");

type ReportingFlags = { format: FormatName; output?: string; maxWarnings?: number; quiet: boolean; color: boolean; config?: string; cache: boolean };

withReporting(
  program
    .command("compile")
    .description("check every definition; write generated files when there are no errors")
    .argument("[root]", "project root", ".")
    .option("--no-emit", "check only (the CI lint gate)")
    .option("--check", "exit 1 if the generated files under `out` are missing, stale or extra", false)
    .option("--watch", "compile again whenever a file under the root changes, until Ctrl-C", false),
).action(async (root: string, opts: ReportingFlags & { emit: boolean; check: boolean; watch: boolean }) => {
  if (opts.watch) {
    const { watchCompile } = await import("../src/cli/watch.js");
    // Ctrl-C ends the watch; the exit code is the last run's.
    const stop = new AbortController();
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop.abort());
    process.exitCode = await watchCompile(root, opts, io, stop.signal);
    return;
  }
  const { runCompile } = await import("../src/cli/compile.js");
  process.exitCode = await runCompile(root, opts, io);
});

withReporting(
  program
    .command("breaking")
    .description("compare the tool definitions with a baseline (git ref, project folder or catalog.json): breaking, risky and compatible changes")
    .argument("[root]", "project root", ".")
    .requiredOption("--against <baseline>", "git ref (e.g. HEAD~1, main), project folder or catalog.json to compare with"),
).action(async (root: string, opts: ReportingFlags & { against: string }) => {
  const { runBreaking } = await import("../src/cli/breaking.js");
  process.exitCode = await runBreaking(root, opts, io);
});

withReporting(
  program
    .command("lock")
    .description("write toolc.lock (a hash per tool of what the model sees and the user approved); --check compares")
    .argument("[root]", "project root", ".")
    .option("--check", "exit 1 naming every definition that no longer matches toolc.lock", false),
).action(async (root: string, opts: ReportingFlags & { check: boolean }) => {
  const { runLock } = await import("../src/cli/lock.js");
  process.exitCode = await runLock(root, opts, io);
});

program
  .command("explain")
  .description("print a rule's documentation")
  .argument("<rule>", "rule id, e.g. permission-write-auto")
  .action(async (rule: string) => {
    const { runExplain } = await import("../src/cli/explain.js");
    process.exitCode = runExplain(rule, io);
  });

program
  .command("prompt")
  .description("print an agent's system-prompt tool block")
  .argument("<agent>", "agent name")
  .argument("[root]", "project root", ".")
  .option("--config <file>", "configuration file")
  .action(async (agent: string, root: string, opts: { config?: string }) => {
    const { runPrompt } = await import("../src/cli/prompt.js");
    process.exitCode = runPrompt(agent, root, io, opts.config);
  });

const collect = (value: string, previous: string[]): string[] => [...previous, value];

program
  .command("call")
  .description("run one tool through the runtime (asks before confirm/prompt tools unless --yes)")
  .argument("<tool>", "tool name")
  .argument("[root]", "project root", ".")
  .option("--arg <key=value>", "an argument (repeatable); values are coerced like XML tool-call values", collect, [])
  .option("--json <object>", "all arguments as one JSON object")
  .option("--agent <agent>", "call as this agent (its tool list and permissions apply)")
  .option("--yes", "approve confirm/prompt tools without asking", false)
  .option("--config <file>", "configuration file")
  .action(async (tool: string, root: string, opts: { arg: string[]; json?: string; agent?: string; yes: boolean; config?: string }) => {
    const { runCall } = await import("../src/cli/call.js");
    process.exitCode = await runCall(tool, root, opts, io);
  });

program
  .command("serve")
  .description("serve an agent's tools over MCP stdio (confirm/prompt tools ask via elicitation, else are denied, unless --yes)")
  .argument("[root]", "project root", ".")
  .requiredOption("--agent <agent>", "the agent whose tools are served (its tool list and permissions apply)")
  .option("--yes", "approve confirm/prompt tools without asking", false)
  .option("--config <file>", "configuration file")
  .action(async (root: string, opts: { agent: string; yes: boolean; config?: string }) => {
    const { runServe } = await import("../src/cli/serve.js");
    // stdout belongs to the MCP transport: nothing else may write there.
    process.exitCode = await runServe(root, opts, { ...io, stdout: () => undefined });
  });

program
  .command("schema")
  .description("write JSON Schemas (2020-12) of every definition file and toolc.config.yaml, for editors")
  .argument("[dir]", "output folder", "schemas")
  .action(async (dir: string) => {
    const { runSchema } = await import("../src/cli/schema.js");
    process.exitCode = runSchema(dir, io);
  });

program
  .command("init")
  .description("scaffold a sample project that compiles with zero findings")
  .argument("[dir]", "target folder", ".")
  .option("--force", "overwrite the sample's files where they already exist", false)
  .action(async (dir: string, opts: { force: boolean }) => {
    const { runInit } = await import("../src/cli/init.js");
    process.exitCode = await runInit(dir, io, opts);
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  const code = (error as { code?: string; exitCode?: number }).code;
  if (code === "commander.helpDisplayed" || code === "commander.version" || code === "commander.help") process.exitCode = EXIT.ok;
  else if (typeof code === "string" && code.startsWith("commander.")) process.exitCode = EXIT.usage;
  else {
    io.stderr(`toolc: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = EXIT.internal;
  }
}
