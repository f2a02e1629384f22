/**
 * `catalog.json`: the resolved catalog the runtime reads — object keys sorted (schema `properties` keep their
 * declared order), one line per tool and agent, final newline. Because keys are sorted, each agent also carries `toolOrder` (its tools in the agent's order).
 * Holds `{{VAR}}` templates as written; never a resolved value.
 * @see ../../../../shared/spec/README.md §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import type { BuiltCatalog, WrittenEntry } from "../catalog/index.js";
import { sortedJson } from "../catalog/sorted-json.js";

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

/**
 * {@link catalogJson}, with each tool's written entry (see {@link CatalogJsonParts}); `written` holds the
 * lines of entries written before (catalog/index.ts: {@link BuiltCatalog.written}), which are not written again.
 */
export function catalogJsonParts(catalog: Catalog, written?: WeakMap<object, WrittenEntry>): CatalogJsonParts {
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
      const entry = (value as Record<string, unknown>)[name];
      const json = (key === "tools" && typeof entry === "object" && entry !== null ? written?.get(entry)?.json : undefined) ?? sortedJson(entry);
      if (key === "tools") tools.set(name, json);
      return `${JSON.stringify(name)}:${json}`;
    });
    return `${JSON.stringify(key)}:{${entries.length ? `\n${entries.join(",\n")}\n` : ""}}`;
  });
  return { text: `{\n${members.join(",\n")}\n}\n`, tools };
}
