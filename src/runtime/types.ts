/**
 * Public types of `toolc/runtime`: the options of {@link createRuntime}, what a call returns, and the
 * approval hook. Kept apart from the implementation so generated clients can import types only.
 * @see ../../../shared/spec/README.md §6
 */
import type { Dispatcher } from "undici";
import type { Catalog, Risk } from "./catalog.js";

/** What every tool call resolves to. `data` is text for the model; `metadata` is for the app only. */
export interface ToolResult {
  success: boolean;
  data: string;
  error: string | null;
  metadata: Record<string, unknown>;
}

/** The answer of an approver. `allow-always` is remembered for that tool for the runtime's lifetime. */
export type ApprovalDecision = "allow" | "allow-always" | "deny";

/** What the approver is shown before a `confirm` / `prompt` tool runs. */
export interface ApprovalRequest {
  /** The tool name as called. */
  tool: string;
  /** The calling agent, or `null` when the call is not scoped to an agent. */
  agent: string | null;
  /** The arguments after coercion, defaults and validation: exactly what will run. */
  args: Record<string, unknown>;
  /** Core tools: effective risk; Markdown tools: `null`. */
  risk: Risk | null;
}

/** Asks a human (or a policy) whether a tool may run. A throw counts as `deny`. */
export type Approver = (request: ApprovalRequest) => ApprovalDecision | Promise<ApprovalDecision>;

/** One ajv error object, as produced by a precompiled (standalone) ajv validator. */
export interface AjvErrorLike {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A precompiled input validator: `true` when valid; when not, `.errors` holds ajv-style errors. */
export type InputValidator = ((data: unknown) => boolean) & {
  errors?: readonly AjvErrorLike[] | null;
};

/** Size limits applied to tool output. */
export interface RuntimeLimits {
  /** Largest HTTP response body read, in bytes (default 5 MiB). */
  maxResponseBytes?: number;
  /** Longest text handed to the model, in characters (default 50,000). */
  maxTextChars?: number;
  /**
   * Longest argument string (a value under `pattern`, an object key under `patternProperties` or
   * `propertyNames`, at any depth) a validator tests against a pattern; longer fails the call before
   * validation (default 10,000). Bounds the backtracking of patterns that `pattern-unsafe` lets through
   * (polynomial at worst).
   */
  maxPatternInputChars?: number;
}

/** How authored Python tools are run (one `python3` subprocess per runtime). */
export interface PythonOptions {
  /** The interpreter (default `TOOLC_PYTHON` from `env`, else `python3` on PATH). */
  command?: string;
  /** Deadline of one call; past it the process is killed and restarted on the next call (default 60). */
  timeoutSeconds?: number;
}

/** Options of {@link createRuntime}. Only `catalog` is required. */
export interface RuntimeOptions {
  /** The resolved catalog (`catalog.json`). */
  catalog: Catalog;
  /**
   * Precompiled validators keyed by catalog tool key (used for tools declared by JSON Schema): the
   * `validators` export of the generated `validators.ts`, or that module's namespace itself.
   */
  validators?: Readonly<Record<string, InputValidator>> | { readonly validators: Readonly<Record<string, InputValidator>> };
  /** Where `{{VAR}}` templates are read from, at call time (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** Called before `confirm` / `prompt` tools. Absent: such tools are denied (fail closed). */
  approve?: Approver;
  /** undici dispatcher for HTTP tools; absent: the runtime creates (and `close()` closes) its own Agent. */
  dispatcher?: Dispatcher;
  limits?: RuntimeLimits;
  /** Project root the catalog's paths are relative to (default `process.cwd()`). */
  root?: string;
  /** `ctx.workspace` handed to authored tools (default `root`). */
  workspace?: string;
  /** `fail` (default): a missing `{{VAR}}` fails the call. `literal`: send the placeholder (reference behaviour). */
  missingSecret?: "fail" | "literal";
  /**
   * Handlers for host-executed tools (builtins such as `web_search`, and MCP tools), keyed by tool name. Their
   * calls still run coerce → defaults → validate → permission first. A host tool without a handler fails.
   */
  builtins?: Readonly<Record<string, HostToolHandler>>;
  /** Authored Python tools: interpreter and per-call deadline. */
  python?: PythonOptions;
}

/** What a host tool handler is told besides the arguments. */
export interface HostToolContext {
  /** The tool name as called. */
  tool: string;
  /** The calling agent, or `null`. */
  agent: string | null;
  signal?: AbortSignal;
}

/** Runs one host-executed tool: a string is the text for the model, any other value is sent as JSON; a throw fails the call. */
export type HostToolHandler = (args: Record<string, unknown>, context: HostToolContext) => unknown;

/** Per-call options. */
export interface CallOptions {
  /**
   * Scope the call to this agent: only its tools, with its permissions. Absent: a Markdown tool uses its own
   * `permission`, an authored tool the policy of the one core that owns it (otherwise the call is refused).
   */
  agent?: string;
  /** Cancels the call (HTTP request and body read included). */
  signal?: AbortSignal;
}

/** A runtime bound to one catalog. */
export interface Runtime {
  /** Runs one tool through coerce → defaults → validate → permission → execute. Never rejects. */
  call(name: string, args: unknown, options?: CallOptions): Promise<ToolResult>;
  /** Closes the HTTP Agent the runtime created (a dispatcher passed in is left alone) and stops its Python host. */
  close(): Promise<void>;
}
