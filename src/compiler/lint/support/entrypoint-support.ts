/**
 * The shared evaluation behind the four `entrypoint-*` rules: each tool's entrypoint is checked once and
 * only its first problem (format → path → module missing → function missing) belongs to one rule.
 * @see ../../../../docs/rules.md §10 entrypoint-format
 */
import { checkEntrypoint, DEFAULT_ENTRYPOINT, type EntrypointCheck } from "../../catalog/entrypoint.js";
import type { CoreTool } from "../../model/types.js";
import { fileSpan, type Span } from "../../source/text.js";
import type { RuleContext } from "../rule.js";

/** A tool's entrypoint check and where to report it (the `entrypoint` value, or the file when absent). */
export interface ToolEntrypoint {
  tool: CoreTool;
  check: EntrypointCheck;
  at: Span;
  /** The entrypoint as written, or the default. */
  text: string;
}

const cache = new WeakMap<CoreTool, ToolEntrypoint | null>();

/** The entrypoint check of `tool`, or undefined when its file is gated or the value was flagged. */
export function entrypointOf(ctx: RuleContext, tool: CoreTool): ToolEntrypoint | undefined {
  if (!cache.has(tool)) cache.set(tool, evaluate(ctx, tool));
  return cache.get(tool) ?? undefined;
}

function evaluate(ctx: RuleContext, tool: CoreTool): ToolEntrypoint | null {
  const fields = tool.yaml?.fields;
  const entrypoint = fields?.entrypoint;
  if (!fields || (!entrypoint && fields.keySpans.has("entrypoint"))) return null;
  const raw = entrypoint?.value ?? null;
  const site = { projectRoot: ctx.model.root, toolDir: tool.dir, ...(tool.core ? { coreRoot: tool.core.root } : {}) };
  // An empty `entrypoint:` has no text of its own: its span is the key's.
  return { tool, check: checkEntrypoint(site, raw), at: entrypoint?.span ?? fileSpan(tool.path), text: raw || DEFAULT_ENTRYPOINT };
}
