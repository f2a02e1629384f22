/**
 * Parameter-level changes of one tool's input schema: parameters removed, added or newly required,
 * `additionalProperties` closed, and (through ./schema-values.ts) each common parameter's own keywords,
 * walking nested objects and array items.
 */
import type { CatalogTool, JsonSchema } from "../../runtime/catalog.js";
import { nodeChanges } from "./schema-values.js";
import type { ChangeRecord } from "./types.js";

/** Nested schemas deeper than this are not compared (a schema is user input; recursion stays bounded). */
const MAX_DEPTH = 32;

/** Every input-schema change of `current` against `base` (the same tool in both catalogs). */
export function diffSchema(key: string, base: CatalogTool, current: CatalogTool): ChangeRecord[] {
  const records: ChangeRecord[] = [];
  walk(asSchema(base.inputSchema), asSchema(current.inputSchema), [], 0, (rule, message, pointer, basePointer = pointer) => {
    records.push({ rule, message, current: { kind: "parameter", tool: key, pointer }, baseline: { kind: "parameter", tool: key, pointer: basePointer } });
  });
  return records;
}

type Emit = (rule: string, message: string, pointer: string[], basePointer?: string[]) => void;

function walk(base: JsonSchema, current: JsonSchema, pointer: string[], depth: number, emit: Emit): void {
  if (depth > MAX_DEPTH) return;
  const label = pointer.length === 0 ? "input" : `parameter \`${labelOf(pointer)}\``;
  for (const change of nodeChanges(base, current, label)) {
    const at = [...pointer, ...(change.under ?? [])];
    emit(change.rule, change.message, at, at);
  }
  properties(base, current, pointer, depth, emit);
  closedness(base, current, pointer, label, emit);
  const items = [asSchema(base.items), asSchema(current.items)] as const;
  if (isRecord(base.items) && isRecord(current.items)) walk(items[0], items[1], [...pointer, "items"], depth + 1, emit);
}

function properties(base: JsonSchema, current: JsonSchema, pointer: string[], depth: number, emit: Emit): void {
  const before = asSchema(base.properties);
  const after = asSchema(current.properties);
  const wasRequired = requiredOf(base);
  const isRequired = requiredOf(current);
  for (const name of Object.keys(before)) {
    const at = [...pointer, "properties", name];
    if (!Object.hasOwn(after, name)) emit("breaking-parameter-removed", `parameter \`${labelOf(at)}\` was removed`, pointer, at);
  }
  for (const name of Object.keys(after)) {
    const at = [...pointer, "properties", name];
    const required = isRequired.has(name);
    if (!Object.hasOwn(before, name)) {
      emit(required ? "breaking-parameter-required" : "breaking-schema-widened", `${required ? "required" : "optional"} parameter \`${labelOf(at)}\` was added`, at, pointer);
      continue;
    }
    if (required && !wasRequired.has(name)) emit("breaking-parameter-required", `parameter \`${labelOf(at)}\` is now required`, at);
    if (!required && wasRequired.has(name)) emit("breaking-schema-widened", `parameter \`${labelOf(at)}\` is no longer required`, at);
    walk(asSchema(before[name]), asSchema(after[name]), at, depth + 1, emit);
  }
}

function closedness(base: JsonSchema, current: JsonSchema, pointer: string[], label: string, emit: Emit): void {
  const wasClosed = base.additionalProperties === false;
  const isClosed = current.additionalProperties === false;
  if (isClosed && !wasClosed) emit("breaking-additional-properties", `${label}: \`additionalProperties\` is now false (unknown properties are rejected)`, [...pointer, "additionalProperties"], pointer);
  else if (wasClosed && !isClosed) emit("breaking-schema-widened", `${label}: \`additionalProperties\` is no longer false`, pointer);
}

/** `filter.limit` for `["properties", "filter", "properties", "limit"]`; `[]` marks array items. */
function labelOf(pointer: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pointer.length; i++) {
    if (pointer[i] === "properties" && i + 1 < pointer.length) parts.push(pointer[++i]!);
    else if (pointer[i] === "items") parts.push("[]");
  }
  return parts.join(".").replace(/\.\[\]/g, "[]");
}

function requiredOf(schema: JsonSchema): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
}

function isRecord(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asSchema(value: unknown): JsonSchema {
  return isRecord(value) ? value : {};
}
