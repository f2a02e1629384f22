/**
 * Changes of one schema node's own keywords: type, enum, bounds, description, and the keywords whose change
 * toolc cannot judge (`$ref`, composition, `pattern`, `format`). Inputs break when they get stricter.
 */
import type { JsonSchema } from "../../runtime/catalog.js";
import { sameJson } from "./same.js";

/** A change found in one node, before it is given its tool and place. */
export interface NodeChange {
  rule: string;
  message: string;
  /** Extra path segments below the node (e.g. `["description"]`). */
  under?: string[];
}

const LOWER = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"] as const;
const UPPER = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"] as const;
/** Keywords whose effect depends on other schemas or on regular expressions: any change is "unknown". */
const OPAQUE = ["$ref", "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "pattern", "format", "patternProperties", "propertyNames", "dependentRequired", "dependentSchemas", "prefixItems", "contains", "$defs", "definitions"];
/** Of those, the ones whose removal only accepts more. */
const RESTRICTING = new Set(["pattern", "format", "not", "propertyNames", "dependentRequired", "contains"]);

/** Every change of `base` → `current` in the node's own keywords (not its properties or items). */
export function nodeChanges(base: JsonSchema, current: JsonSchema, label: string): NodeChange[] {
  return [...typeChanges(base, current, label), ...enumChanges(base, current, label), ...boundChanges(base, current, label), ...opaqueChanges(base, current, label), ...descriptionChange(base, current, label)];
}

function typesOf(schema: JsonSchema): string[] | undefined {
  const type = schema.type;
  if (typeof type === "string") return [type];
  return Array.isArray(type) ? type.map(String) : undefined;
}

function accepts(types: readonly string[], type: string): boolean {
  return types.includes(type) || (type === "integer" && types.includes("number"));
}

function typeChanges(base: JsonSchema, current: JsonSchema, label: string): NodeChange[] {
  const before = typesOf(base);
  const after = typesOf(current);
  const shown = (types: string[] | undefined) => (types ? types.map((t) => `\`${t}\``).join(" | ") : "any type");
  if (sameJson(before, after)) return [];
  const message = `${label}: type changed from ${shown(before)} to ${shown(after)}`;
  if (!after) return [{ rule: "breaking-schema-widened", message }];
  if (!before || before.some((type) => !accepts(after, type))) return [{ rule: "breaking-type-changed", message, under: ["type"] }];
  return [{ rule: "breaking-schema-widened", message, under: ["type"] }];
}

function enumOf(schema: JsonSchema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  return "const" in schema ? [schema.const] : undefined;
}

function enumChanges(base: JsonSchema, current: JsonSchema, label: string): NodeChange[] {
  const before = enumOf(base);
  const after = enumOf(current);
  if (!after) return before ? [{ rule: "breaking-schema-widened", message: `${label}: enum removed (any value is accepted)` }] : [];
  if (!before) return [{ rule: "breaking-enum-narrowed", message: `${label}: enum added (only ${list(after)} are accepted)`, under: ["enum"] }];
  const removed = before.filter((value) => !after.some((other) => sameJson(value, other)));
  const added = after.filter((value) => !before.some((other) => sameJson(value, other)));
  const changes: NodeChange[] = [];
  if (removed.length > 0) changes.push({ rule: "breaking-enum-narrowed", message: `${label}: enum value${removed.length > 1 ? "s" : ""} ${list(removed)} removed`, under: ["enum"] });
  if (added.length > 0) changes.push({ rule: "breaking-schema-widened", message: `${label}: enum value${added.length > 1 ? "s" : ""} ${list(added)} added`, under: ["enum"] });
  return changes;
}

function list(values: readonly unknown[]): string {
  return values.map((value) => `\`${JSON.stringify(value)}\``).join(", ");
}

function boundChanges(base: JsonSchema, current: JsonSchema, label: string): NodeChange[] {
  const changes: NodeChange[] = [];
  const bound = (key: string, stricter: (before: number, after: number) => boolean): void => {
    const before = typeof base[key] === "number" ? (base[key] as number) : undefined;
    const after = typeof current[key] === "number" ? (current[key] as number) : undefined;
    if (before === after) return;
    const narrowed = after !== undefined && (before === undefined || stricter(before, after));
    const message = `${label}: \`${key}\` changed from ${before ?? "none"} to ${after ?? "none"}`;
    changes.push({ rule: narrowed ? "breaking-bounds-narrowed" : "breaking-schema-widened", message, ...(after !== undefined ? { under: [key] } : {}) });
  };
  for (const key of LOWER) bound(key, (before, after) => after > before);
  for (const key of UPPER) bound(key, (before, after) => after < before);
  bound("multipleOf", (before, after) => after % before !== 0);
  if (current.uniqueItems === true && base.uniqueItems !== true) changes.push({ rule: "breaking-bounds-narrowed", message: `${label}: items must now be unique`, under: ["uniqueItems"] });
  return changes;
}

function opaqueChanges(base: JsonSchema, current: JsonSchema, label: string): NodeChange[] {
  const changes: NodeChange[] = [];
  for (const key of OPAQUE) {
    if (sameJson(base[key], current[key])) continue;
    if (!(key in current) && RESTRICTING.has(key)) changes.push({ rule: "breaking-schema-widened", message: `${label}: \`${key}\` removed` });
    else changes.push({ rule: "breaking-schema-unknown", message: `${label}: \`${key}\` changed; toolc cannot prove the change compatible (unknown)`, ...(key in current ? { under: [key] } : {}) });
  }
  return changes;
}

function descriptionChange(base: JsonSchema, current: JsonSchema, label: string): NodeChange[] {
  if (base.description === current.description) return [];
  return [{ rule: "breaking-description-changed", message: `${label}: description changed (the model reads it)`, ...("description" in current ? { under: ["description"] } : {}) }];
}
