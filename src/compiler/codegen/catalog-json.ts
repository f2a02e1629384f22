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

/** `catalog.json`'s text, and each tool's line in it: the tool's JSON with keys sorted (as {@link sortedJson} writes). */
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
  const whole: Record<string, unknown> = { ...catalog, agents };
  const tools = new Map<string, string>();
  // Written member by member, so that each tool and agent is one line (and a tool's line is its digest input).
  const members = Object.keys(whole).sort().map((key) => {
    const value = whole[key];
    if ((key !== "agents" && key !== "tools") || typeof value !== "object" || value === null) return `${JSON.stringify(key)}:${sortedJson(value)}`;
    const entries = Object.keys(value).sort().map((name) => {
      const json = sortedJson((value as Record<string, unknown>)[name]);
      if (key === "tools") tools.set(name, json);
      return `${JSON.stringify(name)}:${json}`;
    });
    return `${JSON.stringify(key)}:{${entries.length ? `\n${entries.join(",\n")}\n` : ""}}`;
  });
  return { text: `{\n${members.join(",\n")}\n}\n`, tools };
}

/**
 * `JSON.stringify` with every object's keys in code-point order — except the members of JSON Schema
 * `properties`, which keep their declared order: it is the parameter order of prompts and function-calling
 * definitions (still deterministic, since it is the order of the definition file). Native writing through a
 * replacer: on the 10,000-tool bench catalog about half the time of a deep sorted copy.
 */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, sortingReplacer()) ?? "null";
}

/**
 * The replacer of {@link sortedJson}; `substitute` may write an object some other way (a digest, a Map as its
 * entries) before it is sorted. `this` is the holder: a member of a `properties` map named `properties` is a
 * schema like any other, so only a `properties` value whose holder is not itself such a map keeps its order.
 */
export function sortingReplacer(substitute?: (value: object) => unknown): (this: unknown, key: string, value: unknown) => unknown {
  const ordered = new WeakSet<object>();
  return function (this: unknown, key: string, value: unknown): unknown {
    if (typeof value !== "object" || value === null) return value;
    const replaced = substitute?.(value);
    if (replaced !== undefined) return replaced;
    if (Array.isArray(value)) return value;
    if (key === "properties" && !ordered.has(this as object)) {
      ordered.add(value);
      return value;
    }
    const keys = Object.keys(value);
    if (keys.every((k, i) => i === 0 || keys[i - 1]! < k)) return value;
    const sorted: Record<string, unknown> = {};
    for (const k of keys.sort()) setOwn(sorted, k, (value as Record<string, unknown>)[k]);
    return sorted;
  };
}
