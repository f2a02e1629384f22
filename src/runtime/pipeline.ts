/**
 * The call pipeline of a runtime: scope → coerce → defaults → validate → permission → execute.
 * `runtime.ts` loads this module on the first call, not at start-up: the argument checks (with the
 * regex analysis of the pattern gate), agent scoping and the permission gate are a dozen modules that an
 * app creating a runtime for a large generated client should not load before it calls a tool (spec §8
 * start-up budget).
 * @see ../../../shared/spec/README.md §6, §8
 */
import { dropStrictNulls } from "./args/null-absent.js";
import { prepareArgs } from "./args/prepare.js";
import type { AuthoredEnvironment } from "./authored.js";
import type { HttpEnvironment } from "./http/execute.js";
import { hostHandler, isHostTool, runHostTool } from "./host-tools.js";
import { PermissionGate } from "./permission.js";
import { resolveTarget, type CallTarget } from "./target.js";
import { fail } from "./tool-result.js";
import type { CallOptions, HostToolHandler, InputValidator, RuntimeOptions, ToolResult } from "./types.js";

/** Everything a call needs, fixed when the runtime is created (`gate` is made on the first call). */
export interface RuntimeState {
  options: RuntimeOptions;
  validators: Readonly<Record<string, InputValidator>>;
  maxPatternInputChars: number;
  /** Created by the first call that needs it: it remembers `allow-always` answers for the runtime's lifetime. */
  gate?: PermissionGate;
  http: HttpEnvironment;
  authored: AuthoredEnvironment;
}

// The executors are loaded on the first call that needs them, not with the pipeline (spec §8 start-up budget).
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

/** Runs one call through the whole pipeline. May throw; `runtime.call` turns a throw into a failed result. */
export async function runCall(state: RuntimeState, name: string, input: unknown, options: CallOptions): Promise<ToolResult> {
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
  const denied = target.permission === "auto" ? null : await (state.gate ??= new PermissionGate(state.options.approve)).check(target, name, prepared.args);
  if (denied) return fail(denied);
  return execute(state, target, prepared.args, options.signal, handler);
}
