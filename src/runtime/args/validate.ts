/**
 * Validation of Markdown-parameter tools with the reference's order and wording: missing required,
 * then unknown names, then per parameter its enum and its type. The first failure wins.
 * Differences from the reference (decided in the spec): an enum is checked for any value type, not
 * only strings; a boolean is not an integer; a `string` parameter must hold a string.
 * @see ../../../../shared/reference/markdown-tools-reference.md §3.2
 */
import type { CatalogParameter } from "../catalog.js";
import { hasOwn } from "./own.js";
import { pyList, pyText } from "./py-repr.js";

const TYPE_HINTS: Record<CatalogParameter["type"], string> = {
  string: "is not a valid string",
  integer: "is not a valid integer",
  number: "is not a valid number",
  boolean: "is not a valid boolean (use true/false/yes/no/1/0)",
};

/** A parameter list prepared for validation: by name (last definition wins) and the required names. */
interface ParameterIndex {
  byName: Map<string, CatalogParameter>;
  required: string[];
}

const indexCache = new WeakMap<readonly CatalogParameter[], ParameterIndex>();

/** Indexes a parameter list once (catalog data is immutable). */
function indexParameters(parameters: readonly CatalogParameter[]): ParameterIndex {
  let index = indexCache.get(parameters);
  if (!index) {
    const byName = new Map<string, CatalogParameter>();
    for (const parameter of parameters) byName.set(parameter.name, parameter);
    const required = [...byName.values()].filter((p) => p.required).map((p) => p.name);
    index = { byName, required };
    indexCache.set(parameters, index);
  }
  return index;
}

/** Whether `value` has the declared scalar type (after coercion). */
export function hasDeclaredType(value: unknown, type: CatalogParameter["type"]): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "boolean":
      return typeof value === "boolean";
  }
}

function missingMessage({ required }: ParameterIndex, args: Record<string, unknown>): string | null {
  if (required.every((name) => hasOwn(args, name))) return null;
  const missing = required.filter((name) => !hasOwn(args, name));
  const received = Object.keys(args);
  return (
    `Missing required parameter(s): ${missing.join(", ")}. Required: ${pyList(required)}. ` +
    `Received: ${pyList(received.length > 0 ? received : ["(none)"])}`
  );
}

function unknownMessage({ byName }: ParameterIndex, args: Record<string, unknown>): string | null {
  const unknown = Object.keys(args).filter((name) => !byName.has(name));
  if (unknown.length === 0) return null;
  return `Unknown parameter(s): ${unknown.join(", ")}. Valid: ${pyList([...byName.keys()])}`;
}

function valueMessage(parameter: CatalogParameter, value: unknown): string | null {
  const prefix = `Invalid value for '${parameter.name}': '${pyText(value)}'`;
  if (parameter.enum && parameter.enum.length > 0 && !parameter.enum.some((allowed) => allowed === value)) {
    return `${prefix}. Must be one of: ${pyList(parameter.enum)}`;
  }
  return hasDeclaredType(value, parameter.type) ? null : `${prefix} ${TYPE_HINTS[parameter.type]}`;
}

/** The first validation error for Markdown parameters, or `null` when `args` are valid. */
export function validateParameters(
  parameters: readonly CatalogParameter[],
  args: Record<string, unknown>,
): string | null {
  const index = indexParameters(parameters);
  const structural = missingMessage(index, args) ?? unknownMessage(index, args);
  if (structural) return structural;
  for (const [name, parameter] of index.byName) {
    if (!hasOwn(args, name)) continue;
    const message = valueMessage(parameter, args[name]);
    if (message) return message;
  }
  return null;
}
