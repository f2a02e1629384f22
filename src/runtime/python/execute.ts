/**
 * Runs one authored Python tool (`module.py:function`) through the runtime's {@link PythonHost} and
 * turns the host's reply into a {@link ToolResult}. Everything that comes back is passed through the
 * secret redactor before it reaches a result.
 * @see ../../../../shared/reference/agent-core-reference.md §1.4, §6
 */
import path from "node:path";
import type { CatalogAuthored, CatalogTool } from "../catalog.js";
import { convertAuthoredReturn } from "../authored-result.js";
import { elapsedSince, errorMessage, fail, truncateForModel } from "../tool-result.js";
import type { PythonOptions, ToolResult } from "../types.js";
import { HostFailure, PythonHost, type HostReply, type HostRequest } from "./host.js";
import { secretRedactor } from "./redact.js";
import { hostScriptPath } from "./script.js";

/** Deadline of one Python call when `python.timeoutSeconds` is not set. */
export const DEFAULT_PYTHON_TIMEOUT_SECONDS = 60;

/** What a runtime keeps for its Python tools: started on the first call, stopped by `close()`. */
export class PythonTools {
  readonly #host: PythonHost;
  readonly #redact: (text: string) => string;

  constructor(env: Record<string, string | undefined>, workspace: string, options: PythonOptions = {}) {
    const seconds = options.timeoutSeconds ?? DEFAULT_PYTHON_TIMEOUT_SECONDS;
    // The runtime's env over the process's: tools read their keys from it, and python3 needs PATH.
    const merged = { ...process.env, ...env };
    const command = options.command ?? merged.TOOLC_PYTHON ?? "python3";
    this.#host = new PythonHost({ command, script: hostScriptPath(), cwd: workspace, env: merged, timeoutMs: seconds * 1000 });
    this.#redact = secretRedactor(merged);
  }

  /** Calls the tool; never throws. `modulePath` is the contained, real path of its module. */
  async execute(tool: CatalogTool, modulePath: string, request: ToolPaths, args: Record<string, unknown>, signal?: AbortSignal): Promise<ToolResult> {
    const start = performance.now();
    let result: ToolResult;
    try {
      const reply = await this.#host.call({ ...requestOf(tool, modulePath, request), args }, signal);
      result = this.#resultOf(reply, request.maxTextChars);
    } catch (error) {
      result = fail(error instanceof HostFailure ? error.message : `Tool execution failed: ${errorMessage(error)}`);
    }
    result.error = result.error === null ? null : this.#redact(result.error);
    result.metadata = { ...result.metadata, elapsed_ms: elapsedSince(start) };
    return result;
  }

  /** Stops the host process. */
  close(): void {
    this.#host.close();
  }

  #resultOf(reply: HostReply, maxTextChars: number): ToolResult {
    if (!reply.ok) return fail(reply.kind === "exception" ? `Tool execution failed: ${reply.message}` : reply.message);
    const result = convertAuthoredReturn(reply.result);
    result.data = truncateForModel(this.#redact(result.data), maxTextChars);
    return result;
  }
}

/** Paths and limits of one call, from the authored environment. */
export interface ToolPaths {
  root: string;
  workspace: string;
  slotPath: string;
  maxTextChars: number;
}

function requestOf(tool: CatalogTool, modulePath: string, paths: ToolPaths): Omit<HostRequest, "args"> {
  const authored = tool.authored!;
  return {
    module: modulePath,
    module_name: moduleName(authored),
    function: authored.functionName,
    entrypoint: authored.entrypoint,
    tool_dir: path.resolve(paths.root, authored.dir),
    lib_dir: libDir(authored, paths),
    slot_id: tool.name,
    slot_path: paths.slotPath,
    workspace: paths.workspace,
    capabilities: authored.capabilities,
    granted: authored.granted,
  };
}

/** The import name: the file stem for the path form, the dotted name as written otherwise (§1.4). */
function moduleName(authored: CatalogAuthored): string {
  const part = authored.entrypoint.slice(0, Math.max(0, authored.entrypoint.indexOf(":"))) || "module";
  const pathForm = part.endsWith(".py") || part.includes("/");
  return pathForm ? path.posix.basename(part, ".py") : part;
}

/** `<core>/agent/lib` joins the package path for tools under `agent/…/…` (the reference hard-codes `agent`). */
function libDir(authored: CatalogAuthored, paths: ToolPaths): string | null {
  const parts = paths.slotPath.split("/");
  if (!authored.coreRoot || parts.length < 3 || parts[0] !== "agent") return null;
  return path.resolve(paths.root, authored.coreRoot, "agent", "lib");
}
