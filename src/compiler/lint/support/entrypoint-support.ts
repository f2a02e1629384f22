/**
 * The shared evaluation behind the four `entrypoint-*` rules: each tool's entrypoint is checked once and
 * only its first problem (format → path → module missing → function missing) belongs to one rule.
 * @see ../../../../docs/rules.md §10 entrypoint-format
 */
import { checkEntrypoint, DEFAULT_ENTRYPOINT, type EntrypointCheck } from "../../catalog/entrypoint.js";
import type { Pair } from "yaml";
import { pairOf, scalarValue, type YamlDoc } from "../../parse/nodes.js";
import type { CoreTool } from "../../project/types.js";
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

/** Every core and package tool whose entrypoint can be judged, with the check result. */
export function toolEntrypoints(ctx: RuleContext): { tool: CoreTool; path: string }[] {
  return [...ctx.project.cores.flatMap((core) => core.tools), ...ctx.project.packageTools].map((tool) => ({ tool, path: tool.yamlPath }));
}

/** The entrypoint check of `tool`, or undefined when its file is gated or the value was flagged. */
export function entrypointOf(ctx: RuleContext, tool: CoreTool): ToolEntrypoint | undefined {
  if (!cache.has(tool)) cache.set(tool, evaluate(ctx, tool));
  return cache.get(tool) ?? undefined;
}

function evaluate(ctx: RuleContext, tool: CoreTool): ToolEntrypoint | null {
  const doc = tool.file.doc;
  if (!doc) return null;
  const pair = pairOf(doc, doc.root, "entrypoint");
  const node = pair ? (pair.value ?? null) : undefined;
  if (node !== undefined && !ctx.valid(node)) return null;
  const raw = node === undefined ? null : scalarValue(doc, node);
  if (raw !== null && typeof raw !== "string") return null;
  const site = { projectRoot: ctx.project.root, toolDir: tool.dir, ...(tool.core ? { coreRoot: tool.core.root } : {}) };
  return {
    tool,
    check: checkEntrypoint(site, raw),
    at: pair ? valueOrKey(ctx, doc, pair) : fileSpan(tool.yamlPath),
    text: raw || DEFAULT_ENTRYPOINT,
  };
}

/** The value's span, or the key's when the value is empty (`entrypoint:` has only a zero-width node). */
function valueOrKey(ctx: RuleContext, doc: YamlDoc, pair: Pair): Span {
  const value = pair.value ? ctx.span(doc, pair.value) : undefined;
  return value && value.end > value.start ? value : ctx.span(doc, pair.key);
}
