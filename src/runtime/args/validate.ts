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

const byNameCache = new WeakMap<readonly CatalogParameter[], Map<string, CatalogParameter>>();

/** Parameters keyed by name: the last definition wins, at the first definition's position. Cached. */
export function parametersByName(parameters: readonly CatalogParameter[]): Map<string, CatalogParameter> {
  let byName = byNameCache.get(parameters);
  if (!byName) {
    byName = new Map<string, CatalogParameter>();
    for (const parameter of parameters) byName.set(parameter.name, parameter);
    byNameCache.set(parameters, byName);
  }
  return byName;
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

function missingMessage(byName: Map<string, CatalogParameter>, args: Record<string, unknown>): string | null {
  const required = [...byName.values()].filter((p) => p.required).map((p) => p.name);
  const missing = required.filter((name) => !hasOwn(args, name));
  if (missing.length === 0) return null;
  const received = Object.keys(args);
  return (
    `Missing required parameter(s): ${missing.join(", ")}. Required: ${pyList(required)}. ` +
    `Received: ${pyList(received.length > 0 ? received : ["(none)"])}`
  );
}

function unknownMessage(byName: Map<string, CatalogParameter>, args: Record<string, unknown>): string | null {
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
  const byName = parametersByName(parameters);
  const structural = missingMessage(byName, args) ?? unknownMessage(byName, args);
  if (structural) return structural;
  for (const [name, parameter] of byName) {
    if (!hasOwn(args, name)) continue;
    const message = valueMessage(parameter, args[name]);
    if (message) return message;
  }
  return null;
}
