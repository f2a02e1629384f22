/**
 * Small constructors and text helpers shared by every executor, so all results have the same shape.
 */
import type { ToolResult } from "./types.js";

/** The note appended to text cut at the character limit (reference wording). */
export const TRUNCATION_NOTE = "\n\n[Response truncated...]";

/** A successful result. */
export function ok(data: string, metadata: Record<string, unknown> = {}): ToolResult {
  return { success: true, data, error: null, metadata };
}

/** A failed result. */
export function fail(error: string, metadata: Record<string, unknown> = {}): ToolResult {
  return { success: false, data: "", error, metadata };
}

/** The message of anything thrown, without a stack. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * The first `max` code points of `text` (never splitting a surrogate pair), or `text` itself when shorter.
 * Counts code points like the reference (Python) does, not UTF-16 units.
 */
export function sliceCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  let units = 0;
  for (let points = 0; points < max && units < text.length; points++) {
    const code = text.charCodeAt(units);
    units += code >= 0xd800 && code <= 0xdbff && units + 1 < text.length ? 2 : 1;
  }
  return text.slice(0, units);
}

/** Cuts text for the model at `maxChars` code points and says so. */
export function truncateForModel(text: string, maxChars: number): string {
  const head = sliceCodePoints(text, maxChars);
  return head.length === text.length ? text : head + TRUNCATION_NOTE;
}

/** Milliseconds since `start` (a `performance.now()` value), rounded for metadata. */
export function elapsedSince(start: number): number {
  return Math.round(performance.now() - start);
}
