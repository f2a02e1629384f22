/**
 * `toolc/runtime`: executes the tools of a compiled catalog (HTTP, authored JavaScript) behind
 * validation and permission gates, and speaks the XML tool-call protocol of Markdown agents.
 * @see ../../../shared/spec/README.md §6, §7
 */
export { createRuntime, DEFAULT_LIMITS } from "./runtime.js";
export { parseToolCalls } from "./xml/parse.js";
export type { ParsedToolCall, ParsedToolCallItem, ToolCallParseError } from "./xml/parse.js";
export { formatToolResult } from "./xml/result.js";
export type { FormattableResult } from "./xml/result.js";
export { renderToolInstructions } from "./xml/render.js";
export type { AuthoredContext } from "./authored.js";
export type { CapabilityFacade } from "./capability.js";
export type {
  AjvErrorLike,
  ApprovalDecision,
  ApprovalRequest,
  Approver,
  CallOptions,
  HostToolContext,
  HostToolHandler,
  InputValidator,
  Runtime,
  RuntimeLimits,
  RuntimeOptions,
  ToolResult,
} from "./types.js";
export type * from "./catalog.js";
export type { NativeSchema, NativeTool, NativeToolRef, NativeToolRefs, NativeToolSet, ToolNameOf } from "./adapters/native.js";
