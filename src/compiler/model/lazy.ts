/**
 * A Markdown tool definition whose large fields are read only when first asked for. After one edit in 10,000
 * tools, reviving every unchanged file's YAML and reading it into fields was most of a check: the whole-project
 * rules read only a tool's small fields (name, permission, endpoint, …), the catalog takes an unchanged tool's
 * entry from its kept catalog.json line, and the file-scoped rules take their findings from the per-file results.
 *
 * So an unchanged tool's definition is built from its summary (lint/summaries.ts): the small fields as an earlier
 * run read them from the same text, and for `headers`, `parameters` and `input_schema` getters that read the whole
 * file once, the first time any of them is asked for. Whoever reads them gets what a full read gives: only the
 * cost differs. The fields object itself is built on first use: after a change to one tool's body, the rules that
 * still run ask the others only for their name and permission, which {@link mdToolName} and {@link mdToolPermission}
 * answer from the summary.
 * @see ./README.md
 */
import type { Fields } from "./field.js";
import type { MdToolFields } from "./fields.js";
import type { MdTool } from "./types.js";
import { LazyProperty } from "../lazy-property.js";

/** The fields of a Markdown tool that a lazy definition reads from its file on first use. */
export const LAZY_TOOL_FIELDS: ReadonlySet<string> = new Set(["headers", "parameters", "input_schema"]);

/**
 * The values of a tool's `name` and `permission` fields, each present when the field is: what agent-tools.ts asks of
 * every Markdown tool, answered for a lazy definition without building its fields ({@link mdToolName}).
 */
export interface KnownValues {
  readonly name?: string;
  readonly permission?: string;
}

/** What a lazy definition holds at once: everything but its fields, its fields but the lazy ones (when first asked for). */
export interface LazyParts {
  readonly definition: Omit<MdTool, "fields" | "kind">;
  /** The own keys of the definition's fields, in their order (lazy ones included, where written and read). */
  readonly keys: readonly string[];
  /** The values of the keys not in {@link LAZY_TOOL_FIELDS}, given once the fields are first asked for. */
  readonly eager: () => Readonly<Record<string, unknown>>;
  readonly known: KnownValues;
}

/** Every definition made by {@link lazyMdTool}, with its known values. */
const KNOWN = new WeakMap<MdTool, KnownValues>();

/**
 * A definition of `parts` whose fields are built when first asked for, and whose lazy fields come from `read()`
 * (the full definition of the same file), once.
 */
export function lazyMdTool(parts: LazyParts, read: () => MdTool | undefined): MdTool {
  // In the order of a full read's keys (model/build.ts), so that nothing can tell the two apart by their keys.
  const { path, source, stem, label, body, contentStart, closing } = parts.definition;
  const tool = { path, source } as MdTool;
  // An own enumerable property in the place of `fields`, built on first read (lazy-property.ts).
  FIELDS.define(tool, () => buildFields(parts, read));
  Object.assign(tool, { stem, label, body, contentStart, closing, kind: "md-tool" });
  KNOWN.set(tool, parts.known);
  return tool;
}

/** A lazy definition's `fields`. */
const FIELDS = new LazyProperty<MdTool, MdToolFields & Fields>("fields");

/** A lazy definition's lazy fields (`headers`, `parameters`, `input_schema`), each read from the whole file. */
const LAZY_FIELDS = new Map([...LAZY_TOOL_FIELDS].map((key) => [key, new LazyProperty<Record<string, unknown>, unknown>(key)]));

function buildFields(parts: LazyParts, read: () => MdTool | undefined): MdToolFields & Fields {
  let full: MdTool | undefined;
  let done = false;
  const fullFields = (): MdToolFields | undefined => {
    if (!done) [full, done] = [read(), true];
    return full?.fields;
  };
  const eager = parts.eager();
  const fields: Record<string, unknown> = {};
  for (const key of parts.keys) {
    const lazy = LAZY_FIELDS.get(key);
    if (lazy) lazy.define(fields, () => (fullFields() as Record<string, unknown> | undefined)?.[key]);
    // A plain assignment makes the same own property, faster (10,000 tools: tens of ms); `__proto__` would set the prototype.
    else if (key !== "__proto__") fields[key] = eager[key];
    else Object.defineProperty(fields, key, { enumerable: true, configurable: true, writable: true, value: eager[key] });
  }
  return fields as unknown as MdToolFields & Fields;
}

/** The value of `tool`'s `name` field, if it has one; for a lazy definition without building its fields. */
export function mdToolName(tool: MdTool): string | undefined {
  return knownValue(tool, "name");
}

/** The value of `tool`'s `permission` field, if it has one; for a lazy definition without building its fields. */
export function mdToolPermission(tool: MdTool): string | undefined {
  return knownValue(tool, "permission");
}

function knownValue(tool: MdTool, key: keyof KnownValues): string | undefined {
  const known = KNOWN.get(tool);
  return known ? known[key] : tool.fields[key]?.value;
}

/** Whether `tool` was built by {@link lazyMdTool} (its catalog entry may then come from its kept line). */
export function isLazy(tool: MdTool): boolean {
  return KNOWN.has(tool);
}
