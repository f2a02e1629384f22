/**
 * `createRuntime`: binds a catalog to its validators, environment, approver and HTTP dispatcher, and
 * runs calls through the pipeline: scope → coerce → defaults → validate → permission → execute.
 * A call never rejects: anything thrown becomes a failed result.
 * @see ../../../shared/spec/README.md §6
 */
import path from "node:path";
import type { Dispatcher } from "undici";
import { dropStrictNulls } from "./args/null-absent.js";
import { DEFAULT_MAX_PATTERN_INPUT_CHARS } from "./args/pattern-gate.js";
import { prepareArgs } from "./args/prepare.js";
import type { AuthoredEnvironment } from "./authored.js";
import type { HttpEnvironment } from "./http/execute.js";
import { hostHandler, isHostTool, runHostTool } from "./host-tools.js";
import { PermissionGate } from "./permission.js";
import { resolveTarget, type CallTarget } from "./target.js";
import { errorMessage, fail } from "./tool-result.js";
import type { CallOptions, HostToolHandler, InputValidator, Runtime, RuntimeOptions, ToolResult } from "./types.js";

/** Default limits (spec §6). */
export const DEFAULT_LIMITS = { maxResponseBytes: 5 * 1024 * 1024, maxTextChars: 50_000, maxPatternInputChars: DEFAULT_MAX_PATTERN_INPUT_CHARS } as const;

/** Everything a call needs, fixed when the runtime is created. */
interface RuntimeState {
  options: RuntimeOptions;
  validators: Readonly<Record<string, InputValidator>>;
  maxPatternInputChars: number;
  gate: PermissionGate;
  http: HttpEnvironment;
  authored: AuthoredEnvironment;
}

/** The key → validator record, also when handed the generated module's namespace. */
function validatorRecord(given: RuntimeOptions["validators"]): Readonly<Record<string, InputValidator>> {
  if (!given) return {};
  const nested = (given as { validators?: unknown }).validators;
  // A namespace has a `validators` object export; a record maps keys to functions only.
  return typeof nested === "object" && nested !== null ? (nested as Record<string, InputValidator>) : (given as Record<string, InputValidator>);
}

// The executors are loaded on the first call that needs them, not at start-up (spec §8 start-up budget).
let httpExecutor: Promise<typeof import("./http/execute.js")> | undefined;
let authoredExecutor: Promise<typeof import("./authored.js")> | undefined;
const authoredModule = (): Promise<typeof import("./authored.js")> => (authoredExecutor ??= import("./authored.js"));

async function execute(state: RuntimeState, target: CallTarget, args: Record<string, unknown>, signal?: AbortSignal, host?: HostToolHandler): Promise<ToolResult> {
  const { tool } = target;
  if (host) return runHostTool(host, args, { tool: tool.name, agent: target.agent, ...(signal ? { signal } : {}) }, state.http.maxTextChars);
  if (tool.kind === "authored") return (await authoredModule()).executeAuthored(tool, args, state.authored, signal);
  if (!tool.http) return fail(`Tool '${tool.name}' has no HTTP definition`);
  return (await (httpExecutor ??= import("./http/execute.js"))).executeHttp(tool.http, args, state.http, signal);
}

async function call(state: RuntimeState, name: string, input: unknown, options: CallOptions): Promise<ToolResult> {
  const target = resolveTarget(state.options.catalog, name, options.agent);
  if (typeof target === "string") return fail(target);
  // Builtin and MCP tools run only through a handler the host application passed.
  const handler = isHostTool(target.tool) ? hostHandler(target.tool, state.options.builtins) : undefined;
  if (typeof handler === "string") return fail(handler);
  const prepared = prepareArgs(target.tool, target.key, dropStrictNulls(target.tool, input), state.validators, state.maxPatternInputChars);
  if (prepared.error !== undefined) return fail(prepared.error);
  const preflight = target.tool.kind === "authored" ? (await authoredModule()).authoredPreflight(target.tool) : null;
  if (preflight) return fail(preflight);
  // `auto` is decided without a promise: this path is the common case and a budget (spec §8).
  const denied = target.permission === "auto" ? null : await state.gate.check(target, name, prepared.args);
  if (denied) return fail(denied);
  return execute(state, target, prepared.args, options.signal, handler);
}

/**
 * Creates a runtime for one catalog. See {@link RuntimeOptions} for every option and its default.
 * Throws only for a catalog this runtime cannot read (a programming error, not a tool failure).
 */
export function createRuntime(options: RuntimeOptions): Runtime {
  const version = (options.catalog as { version?: unknown } | undefined)?.version;
  if (version !== 1) throw new TypeError(`toolc/runtime reads catalog version 1, got ${String(version)}: regenerate it with \`toolc compile\``);
  // undici is loaded on the first HTTP call, not at start-up: an app that builds a runtime for a large
  // generated client should not pay ~100 ms before its first tool call (spec §8 start-up budget).
  let ownAgent: Promise<Dispatcher> | undefined;
  const dispatcher = (): Dispatcher | Promise<Dispatcher> => options.dispatcher ?? (ownAgent ??= import("undici").then(({ Agent }) => new Agent()));
  const root = path.resolve(options.root ?? process.cwd());
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const state: RuntimeState = {
    options,
    validators: validatorRecord(options.validators),
    maxPatternInputChars: limits.maxPatternInputChars,
    gate: new PermissionGate(options.approve),
    http: {
      env: options.env ?? process.env,
      missingSecret: options.missingSecret ?? "fail",
      maxResponseBytes: limits.maxResponseBytes,
      maxTextChars: limits.maxTextChars,
      dispatcher,
    },
    authored: {
      root,
      workspace: path.resolve(root, options.workspace ?? "."),
      maxTextChars: limits.maxTextChars,
      python: { env: options.env ?? process.env, options: options.python },
    },
  };
  return {
    async call(name, args, callOptions = {}) {
      try {
        return await call(state, name, args, callOptions);
      } catch (error) {
        return fail(`Tool execution failed: ${errorMessage(error)}`);
      }
    },
    async close() {
      const agent = ownAgent;
      ownAgent = undefined;
      state.authored.python.tools?.close();
      await (await agent)?.close();
    },
  };
}
