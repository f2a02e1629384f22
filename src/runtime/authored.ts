/**
 * Runs authored (core `tool.yaml`) JavaScript tools in-process as `fn(ctx, args)`.
 * Two checks happen before the permission prompt, so a user is never asked to approve something
 * that cannot run: the module must be JavaScript, and the core must grant the dispatch capability
 * (the reference also gates before approval and before import).
 * @see ../../../shared/spec/README.md §6, ../../../shared/reference/agent-core-reference.md §6
 */
import type { CatalogTool } from "./catalog.js";
import { capabilityDenied, capabilityFacade, CapabilityDeniedError, isGranted, type CapabilityFacade } from "./capability.js";
import { AuthoredLoadError, containedModule, isPythonModule, languageError, loadEntrypoint, slotPathOf } from "./authored-load.js";
import { convertAuthoredReturn } from "./authored-result.js";
import { elapsedSince, errorMessage, fail, truncateForModel } from "./tool-result.js";
import type { PythonTools } from "./python/execute.js";
import type { PythonOptions, ToolResult } from "./types.js";

/** `ctx` handed to an authored tool. */
export interface AuthoredContext {
  /** Absolute workspace root. */
  workspace: string;
  /** The tool folder relative to its core, e.g. `agent/tools/echo`. */
  slotPath: string;
  capability: CapabilityFacade;
  /** Aborted when the caller cancels the call. */
  signal: AbortSignal | undefined;
}

/** What the authored executor needs from the runtime. */
export interface AuthoredEnvironment {
  root: string;
  workspace: string;
  maxTextChars: number;
  /** Python tools: their settings, and their host once one ran (`runtime.close()` stops it). */
  python: { env: Record<string, string | undefined>; options: PythonOptions | undefined; tools?: PythonTools };
}

/** `null` when the tool may be dispatched; otherwise the refusal (checked before asking for approval). */
export function authoredPreflight(tool: CatalogTool): string | null {
  const authored = tool.authored;
  if (!authored) return `tool '${tool.name}' has no authored definition`;
  const refusal = languageError(tool.name, authored);
  if (refusal) return refusal;
  // The tool's own `capabilities` list cannot self-grant its dispatch capability: only the core can.
  if (authored.capabilityDeclared !== false && !isGranted(authored.granted, authored.capability)) {
    return capabilityDenied(authored.capability, slotPathOf(authored));
  }
  return null;
}

/** Imports and calls the tool. Never throws: errors become failed results. */
export async function executeAuthored(
  tool: CatalogTool,
  args: Record<string, unknown>,
  environment: AuthoredEnvironment,
  signal: AbortSignal | undefined,
): Promise<ToolResult> {
  const authored = tool.authored!;
  const slotPath = slotPathOf(authored);
  if (isPythonModule(authored)) return executePython(tool, args, environment, slotPath, signal);
  const start = performance.now();
  try {
    const fn = await loadEntrypoint(tool.name, authored, environment.root);
    const ctx: AuthoredContext = {
      workspace: environment.workspace,
      slotPath,
      capability: capabilityFacade(authored.capabilities, slotPath),
      signal,
    };
    const result = convertAuthoredReturn(await fn(ctx, args));
    result.data = truncateForModel(result.data, environment.maxTextChars);
    result.metadata = { ...result.metadata, elapsed_ms: elapsedSince(start) };
    return result;
  } catch (error) {
    const known = error instanceof CapabilityDeniedError || error instanceof AuthoredLoadError;
    const message = known ? error.message : `Tool execution failed: ${errorMessage(error)}`;
    return fail(message, { elapsed_ms: elapsedSince(start) });
  }
}

/** Python tools run in the runtime's `python3` host, loaded and started on the first such call. */
async function executePython(
  tool: CatalogTool,
  args: Record<string, unknown>,
  environment: AuthoredEnvironment,
  slotPath: string,
  signal: AbortSignal | undefined,
): Promise<ToolResult> {
  let modulePath: string;
  try {
    modulePath = await containedModule(tool.name, tool.authored!, environment.root, "Python");
  } catch (error) {
    return fail(errorMessage(error));
  }
  const { PythonTools } = await import("./python/execute.js");
  const { python } = environment;
  python.tools ??= new PythonTools(python.env, environment.workspace, python.options);
  return python.tools.execute(tool, modulePath, { ...environment, slotPath }, args, signal);
}
