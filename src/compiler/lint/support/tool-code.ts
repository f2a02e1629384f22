/**
 * The code of an authored tool as the capability rules see it: every `.py`/`.js`/`.mjs`/`.ts` file under
 * the tool directory plus the entrypoint module, read once per project (size-capped) and scanned for
 * capability calls, and the tool's declared `capabilities` list.
 * @see ../../../../docs/rules.md capability-undeclared, capability-unused, capability-require-without-slot-path
 */
import { readFileSync, statSync } from "../../inputs/traced-fs.js";
import path from "node:path";
import { MODULE_SIZE_CAP } from "../../catalog/entrypoint.js";
import type { Field } from "../../model/field.js";
import type { CoreTool, Model } from "../../model/types.js";
import { staysInside } from "../../project/paths.js";
import type { SourceText, Span } from "../../source/text.js";
import { entrypointOf } from "./entrypoint-support.js";
import type { RuleContext } from "../rule.js";
import { scanCapabilityCalls, type CapabilityCall } from "./capability-calls.js";

/** One scanned code file. */
export interface ScannedFile {
  /** Project-relative path, registered in the model's `sources` so findings show its lines. */
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

/** The scanned code of `tool` (computed once per check and shared by the rules). */
export function toolCode(ctx: RuleContext, tool: CoreTool): ToolCode {
  const cached = cache.get(tool);
  if (cached) return cached;
  const entry = entrypointModule(ctx, tool);
  const paths = [...tool.codeFiles];
  if (entry.rel !== undefined && !paths.includes(entry.rel)) paths.push(entry.rel);
  const code: ToolCode = { files: [], module: entry.status, complete: true };
  for (const rel of paths) {
    const source = readCode(ctx.model, rel);
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

function readCode(model: Model, rel: string): SourceText | undefined {
  const known = model.sources.get(rel);
  if (known) return known;
  const text = readCodeText(model.root, rel);
  if (text === undefined) return undefined;
  const source: SourceText = { path: rel, text };
  model.sources.set(rel, source);
  return source;
}

/** The text of the code file `rel` under `root` as the capability rules read it; undefined when it escapes the root, is over the size cap or cannot be read. */
export function readCodeText(root: string, rel: string): string | undefined {
  const abs = path.join(root, rel);
  // A module that links out of the project is never read: its text could reach a code frame.
  if (!staysInside(root, abs)) return undefined;
  try {
    return statSync(abs).size > MODULE_SIZE_CAP ? undefined : readFileSync(abs, "utf8");
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

/**
 * The tool's declared `capabilities` and where the key is: `[]` when absent, or when null or `{}` (a
 * `value-no-op`: the host reads them as `[]`); undefined when the file is gated or the value was mistyped.
 */
export function capabilitiesOf(tool: CoreTool): { items: readonly Field<string>[]; key?: Span } | undefined {
  const fields = tool.yaml?.fields;
  if (!fields) return undefined;
  const key = fields.keySpans.get("capabilities");
  if (!key || fields.unset.has("capabilities")) return { items: [], ...(key ? { key } : {}) };
  return fields.capabilities && { items: fields.capabilities.value, key };
}

/** Every distinct code file of every authored tool (read and registered in the model's `sources`), with the first tool that uses it. */
export function authoredCodeFiles(ctx: RuleContext): Array<{ path: string; tool: CoreTool }> {
  const seen = new Map<string, CoreTool>();
  for (const tool of ctx.model.coreTools) for (const file of toolCode(ctx, tool).files) if (!seen.has(file.path)) seen.set(file.path, tool);
  return [...seen].map(([rel, tool]) => ({ path: rel, tool }));
}
