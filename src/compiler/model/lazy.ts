/**
 * A Markdown tool definition whose large fields are read only when first asked for. After one edit in 10,000
 * tools, reviving every unchanged file's YAML and reading it into fields was most of a check: the whole-project
 * rules read only a tool's small fields (name, permission, endpoint, …), the catalog takes an unchanged tool's
 * entry from its kept catalog.json line, and the file-scoped rules take their findings from the per-file results.
 *
 * So an unchanged tool's definition is built from its summary (lint/summaries.ts): the small fields as an earlier
 * run read them from the same text, and for `headers`, `parameters` and `input_schema` getters that read the whole
 * file once, the first time any of them is asked for. Whoever reads them gets what a full read gives: only the
 * cost differs.
 * @see ./README.md
 */
import type { Fields } from "./field.js";
import type { MdToolFields } from "./fields.js";
import type { MdTool } from "./types.js";

/** The fields of a Markdown tool that a lazy definition reads from its file on first use. */
export const LAZY_TOOL_FIELDS: ReadonlySet<string> = new Set(["headers", "parameters", "input_schema"]);

/** What a lazy definition holds at once: everything but its fields, and its fields but the lazy ones. */
export interface LazyParts {
  readonly definition: Omit<MdTool, "fields" | "kind">;
  /** The own keys of the definition's fields, in their order (lazy ones included, where written and read). */
  readonly keys: readonly string[];
  /** The values of the keys not in {@link LAZY_TOOL_FIELDS}. */
  readonly eager: Readonly<Record<string, unknown>>;
}

const LAZY = new WeakSet<MdTool>();

/** A definition of `parts` whose lazy fields come from `read()` (the full definition of the same file), once. */
export function lazyMdTool(parts: LazyParts, read: () => MdTool | undefined): MdTool {
  let full: MdTool | undefined;
  let done = false;
  const fullFields = (): MdToolFields | undefined => {
    if (!done) [full, done] = [read(), true];
    return full?.fields;
  };
  const fields: Record<string, unknown> = {};
  for (const key of parts.keys) {
    if (LAZY_TOOL_FIELDS.has(key)) Object.defineProperty(fields, key, { enumerable: true, configurable: true, get: () => (fullFields() as Record<string, unknown> | undefined)?.[key] });
    // A plain assignment makes the same own property, faster (10,000 tools: tens of ms); `__proto__` would set the prototype.
    else if (key !== "__proto__") fields[key] = parts.eager[key];
    else Object.defineProperty(fields, key, { enumerable: true, configurable: true, writable: true, value: parts.eager[key] });
  }
  // In the order of a full read's keys (model/build.ts), so that nothing can tell the two apart by their keys.
  const { path, source, stem, label, body, contentStart, closing } = parts.definition;
  const tool: MdTool = { path, source, fields: fields as unknown as MdToolFields & Fields, stem, label, body, contentStart, closing, kind: "md-tool" };
  LAZY.add(tool);
  return tool;
}

/** Whether `tool` was built by {@link lazyMdTool} (its catalog entry may then come from its kept line). */
export function isLazy(tool: MdTool): boolean {
  return LAZY.has(tool);
}
