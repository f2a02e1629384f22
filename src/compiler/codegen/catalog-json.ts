/**
 * `catalog.json`: the resolved catalog the runtime reads — object keys sorted (schema `properties` keep their
 * declared order), 2-space indented, final newline. Because keys are sorted, each agent also carries `toolOrder` (its tools in the agent's order).
 * Holds `{{VAR}}` templates as written; never a resolved value.
 * @see ../../../../shared/spec/README.md §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import { setOwn } from "./own.js";

/** The content of `catalog.json`. */
export function catalogJson(catalog: Catalog): string {
  const agents = Object.fromEntries(
    Object.entries(catalog.agents).map(([name, agent]) => [name, { ...agent, toolOrder: agent.toolOrder ?? Object.keys(agent.tools) }]),
  );
  return `${JSON.stringify(sortKeys({ ...catalog, agents }), null, 2)}\n`;
}

/**
 * Deep copy with every object's keys in code-point order — except the members of JSON Schema `properties`,
 * which keep their declared order: it is the parameter order of prompts and function-calling definitions
 * (still deterministic, since it is the order of the definition file).
 */
export function sortKeys(value: unknown, keepOrder = false): unknown {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  const keys = keepOrder ? Object.keys(value) : Object.keys(value).sort();
  for (const key of keys) setOwn(out, key, sortKeys((value as Record<string, unknown>)[key], !keepOrder && key === "properties"));
  return out;
}
