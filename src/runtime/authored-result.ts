/**
 * Converts what an authored function returned into a {@link ToolResult}: a string is the data, an
 * object is JSON text, and two result shapes are honoured: ours (`{ success, data, error }`) and the
 * reference SDK's (`{ content, is_error, … }`), so ported tools keep reporting their own failures.
 * @see ../../../shared/reference/agent-core-reference.md §6.3
 */
import { isPlainObject } from "./args/own.js";
import type { ToolResult } from "./types.js";

const SDK_KEYS = new Set(["content", "data", "is_error", "terminate", "model_output", "display_output"]);

/** Model text of any returned value. */
function toText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "object") return JSON.stringify(value) ?? "";
  return String(value);
}

function isSdkShape(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return typeof value.content === "string" && keys.every((key) => SDK_KEYS.has(key));
}

function metadataOf(value: Record<string, unknown>): Record<string, unknown> {
  return isPlainObject(value.metadata) ? { ...value.metadata } : {};
}

/** The result of an authored call (without timing; the caller adds it). */
export function convertAuthoredReturn(value: unknown): ToolResult {
  if (isPlainObject(value) && typeof value.success === "boolean") {
    const error = value.error === undefined || value.error === null ? null : toText(value.error);
    return {
      success: value.success,
      data: toText(value.data),
      error: value.success ? error : (error ?? "Tool reported failure"),
      metadata: metadataOf(value),
    };
  }
  if (isPlainObject(value) && isSdkShape(value)) {
    const text = toText(value.model_output ?? value.content);
    return value.is_error
      ? { success: false, data: "", error: text || "Tool reported failure", metadata: {} }
      : { success: true, data: text, error: null, metadata: {} };
  }
  return { success: true, data: toText(value), error: null, metadata: {} };
}
