/**
 * Default filling, after coercion and before validation. Defaults are inserted as written (never
 * coerced), like the reference: a wrong default shows up as a validation error, not a silent fix.
 * @see ../../../../shared/reference/markdown-tools-reference.md §3.2
 */
import type { CatalogTool } from "../catalog.js";
import { hasOwn, isPlainObject, setOwn } from "./own.js";

/** Fills missing arguments in place: Markdown parameters in order, else root JSON Schema `default`s. */
export function applyDefaults(tool: CatalogTool, args: Record<string, unknown>): void {
  if (tool.parameters) {
    // Walk the list, so with duplicate names the first non-null default is the one used.
    for (const parameter of tool.parameters) {
      if (parameter.default !== null && !hasOwn(args, parameter.name)) setOwn(args, parameter.name, parameter.default);
    }
    return;
  }
  const properties = tool.inputSchema.properties;
  if (!isPlainObject(properties)) return;
  for (const [name, property] of Object.entries(properties)) {
    if (isPlainObject(property) && hasOwn(property, "default") && !hasOwn(args, name)) {
      // Cloned so a tool that mutates its arguments cannot change the catalog's default.
      setOwn(args, name, structuredClone(property.default));
    }
  }
}
