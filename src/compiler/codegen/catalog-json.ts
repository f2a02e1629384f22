/**
 * `catalog.json`: the resolved catalog the runtime reads — object keys sorted (schema `properties` keep their
 * declared order), one line per tool and agent, final newline. Because keys are sorted, each agent also carries `toolOrder` (its tools in the agent's order).
 * Holds `{{VAR}}` templates as written; never a resolved value.
 * @see ../../../../shared/spec/README.md §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import { setOwn } from "./own.js";

/**
 * The content of `catalog.json`: one line per tool and per agent (diffs stay per entry) and no indentation
 * inside them — the runtime parses this file at start-up, and the indented form took twice as long to parse
 * for 1,000 tools (spec §8 start-up budget).
 */
export function catalogJson(catalog: Catalog): string {
  return catalogJsonParts(catalog).text;
}

/** `catalog.json`'s text, and each tool's line in it: the tool's JSON with keys sorted (as {@link sortKeys} sorts). */
export interface CatalogJsonParts {
  text: string;
  /** Catalog key → the tool's entry as written (without its name): also its canonical JSON (codegen/hash.ts). */
  tools: Map<string, string>;
}

/** {@link catalogJson}, with each tool's written entry (see {@link CatalogJsonParts}). */
export function catalogJsonParts(catalog: Catalog): CatalogJsonParts {
  const agents = Object.fromEntries(
    Object.entries(catalog.agents).map(([name, agent]) => [name, { ...agent, toolOrder: agent.toolOrder ?? Object.keys(agent.tools) }]),
  );
  const sorted = sortKeys({ ...catalog, agents }) as Record<string, unknown>;
  const tools = new Map<string, string>();
  const members = Object.entries(sorted).map(([key, value]) => {
    if (key !== "agents" && key !== "tools") return `${JSON.stringify(key)}:${JSON.stringify(value)}`;
    const entries = Object.entries(value as Record<string, unknown>).map(([name, entry]) => {
      const json = JSON.stringify(entry);
      if (key === "tools") tools.set(name, json);
      return `${JSON.stringify(name)}:${json}`;
    });
    return `${JSON.stringify(key)}:{${entries.length ? `\n${entries.join(",\n")}\n` : ""}}`;
  });
  return { text: `{\n${members.join(",\n")}\n}\n`, tools };
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
