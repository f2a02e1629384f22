/**
 * Host-executed tools (builtins such as `call_subagent`, `web_search`, `web_fetch`, and MCP tools): toolc
 * cannot run them itself, so the application passes handlers (`createRuntime({ builtins })`). A handled call
 * still goes through coerce → defaults → validate → permission; an unhandled one fails and says how to fix it.
 */
import type { CatalogTool } from "./catalog.js";
import { errorMessage, fail, ok, truncateForModel } from "./tool-result.js";
import type { HostToolHandler, ToolResult } from "./types.js";

/** Whether the host, not toolc/runtime, executes `tool`. */
export function isHostTool(tool: CatalogTool): boolean {
  return tool.hostExecuted === true || tool.kind === "builtin" || tool.kind === "mcp";
}

/** The handler for a host tool, or the error that says how to provide one. */
export function hostHandler(tool: CatalogTool, handlers: Readonly<Record<string, HostToolHandler>> | undefined): HostToolHandler | string {
  const handler = handlers && Object.prototype.hasOwnProperty.call(handlers, tool.name) ? handlers[tool.name] : undefined;
  if (typeof handler === "function") return handler;
  const what = tool.kind === "mcp" ? "MCP tool" : "builtin tool";
  return (
    `${what} '${tool.name}' is executed by the host, and no handler was given: ` +
    `pass createRuntime({ builtins: { ${JSON.stringify(tool.name)}: async (args, context) => "…result text…" } })`
  );
}

/** Runs a host handler; a string result is the model's text, anything else is sent as JSON. Never rejects. */
export async function runHostTool(
  handler: HostToolHandler,
  args: Record<string, unknown>,
  context: { tool: string; agent: string | null; signal?: AbortSignal },
  maxTextChars: number,
): Promise<ToolResult> {
  try {
    const value = await handler(args, context);
    const text = typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value);
    return ok(truncateForModel(text ?? "", maxTextChars));
  } catch (error) {
    return fail(`Tool execution failed: ${errorMessage(error)}`);
  }
}
