/**
 * The code of an authored tool as the capability rules see it: every `.py`/`.js`/`.mjs`/`.ts` file under
 * the tool directory plus the entrypoint module, read once per project (size-capped) and scanned for
 * capability calls, and the tool's declared `capabilities` list.
 * @see ../../../../docs/rules.md capability-undeclared, capability-unused, capability-require-without-slot-path
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { MODULE_SIZE_CAP } from "../../catalog/entrypoint.js";
import { itemsOf, kindOf, pairOf, pairsOf, stringValue, type YamlDoc } from "../../parse/nodes.js";
import { staysInside } from "../../project/paths.js";
import type { CoreTool } from "../../project/types.js";
import type { SourceText } from "../../source/text.js";
import { entrypointOf } from "./entrypoint-support.js";
import type { RuleContext } from "../rule.js";
import { scanCapabilityCalls, type CapabilityCall } from "./capability-calls.js";


/** One scanned code file. */
export interface ScannedFile {
  /** Project-relative path, registered in `ctx.project.sources` so findings show its lines. */
  path: string;
  python: boolean;
  calls: CapabilityCall[];
}

/** What the capability rules know about a tool's code. */
export interface ToolCode {
  files: ScannedFile[];
  /** `found`: the entrypoint module exists; `missing`: it does not; `unknown`: it cannot be resolved here. */
  module: "found" | "missing" | "unknown";
  /** False when a code file could not be read or was over the module size cap (1 MiB). */
  complete: boolean;
}

const cache = new WeakMap<CoreTool, ToolCode>();

/** The scanned code of `tool` (computed once per project and shared by the three rules). */
export function toolCode(ctx: RuleContext, tool: CoreTool): ToolCode {
  const cached = cache.get(tool);
  if (cached) return cached;
  const entry = entrypointModule(ctx, tool);
  const paths = [...tool.codeFiles];
  if (entry.rel !== undefined && !paths.includes(entry.rel)) paths.push(entry.rel);
  const code: ToolCode = { files: [], module: entry.status, complete: true };
  for (const rel of paths) {
    const source = readCode(ctx, rel);
    if (!source) {
      code.complete = false;
      continue;
    }
    const python = rel.endsWith(".py");
    code.files.push({ path: rel, python, calls: scanCapabilityCalls(source.text, python) });
  }
  cache.set(tool, code);
  return code;
}

function readCode(ctx: RuleContext, rel: string): SourceText | undefined {
  const known = ctx.project.sources.get(rel);
  if (known) return known;
  const abs = path.join(ctx.project.root, rel);
  // A module that links out of the project is never read: its text could reach a code frame.
  if (!staysInside(ctx.project.root, abs)) return undefined;
  try {
    if (statSync(abs).size > MODULE_SIZE_CAP) return undefined;
    const source: SourceText = { path: rel, text: readFileSync(abs, "utf8") };
    ctx.project.sources.set(rel, source);
    return source;
  } catch {
    return undefined;
  }
}

/**
 * The entrypoint module, resolved like the `entrypoint-*` rules do (and through their per-tool cache):
 * unknown when the entrypoint is malformed, escapes, or cannot be judged without a core.
 */
function entrypointModule(ctx: RuleContext, tool: CoreTool): { status: ToolCode["module"]; rel?: string } {
  const check = entrypointOf(ctx, tool)?.check;
  if (check?.kind === "ok" && check.modulePath !== null) return { status: "found", rel: check.modulePath };
  if (check?.kind === "function-missing") return { status: "found", rel: check.module };
  if (check?.kind === "module-missing") return { status: "missing" };
  return { status: "unknown" };
}

/** One string item of a tool's `capabilities` list. */
export interface DeclaredCapability {
  value: string;
  node: unknown;
}

/**
 * The tool's declared `capabilities`: `[]` when absent or null, undefined when the file is gated or the
 * value was reported by a structural rule (then nothing can be said about it).
 */
export function declaredCapabilities(ctx: RuleContext, tool: CoreTool): { items: DeclaredCapability[]; key?: unknown } | undefined {
  const doc = tool.file.doc;
  if (!doc) return undefined;
  const pair = pairOf(doc, doc.root, "capabilities");
  if (!pair) return { items: [] };
  // null and `{}` are `value-no-op` findings: the host reads them as `[]`.
  if (isNoop(doc, pair.value)) return { items: [], key: pair.key };
  if (!ctx.valid(pair.value)) return undefined;
  const items: DeclaredCapability[] = [];
  for (const node of itemsOf(doc, pair.value)) {
    const value = stringValue(doc, node);
    if (value !== undefined && ctx.valid(node)) items.push({ value, node });
  }
  return { items, key: pair.key };
}

function isNoop(doc: YamlDoc, node: unknown): boolean {
  const kind = kindOf(doc, node);
  return kind === "null" || (kind === "mapping" && pairsOf(doc, node).length === 0) || stringValue(doc, node) === "";
}

/** Every authored tool (each core's, then package tools, checked without a core), keyed by its `tool.yaml` for `ctx.each`. */
export function authoredTools(ctx: RuleContext): Array<{ path: string; tool: CoreTool }> {
  return [...ctx.project.cores.flatMap((core) => core.tools), ...ctx.project.packageTools].map((tool) => ({ path: tool.yamlPath, tool }));
}

/** Every distinct code file of every authored tool (read and registered in `ctx.project.sources`), with the first tool that uses it. */
export function authoredCodeFiles(ctx: RuleContext): Array<{ path: string; tool: CoreTool }> {
  const seen = new Map<string, CoreTool>();
  for (const { tool } of authoredTools(ctx)) for (const file of toolCode(ctx, tool).files) if (!seen.has(file.path)) seen.set(file.path, tool);
  return [...seen].map(([rel, tool]) => ({ path: rel, tool }));
}
