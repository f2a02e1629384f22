/**
 * `catalog.json`: the resolved catalog the runtime reads — object keys sorted (schema `properties` keep their
 * declared order), one line per tool and agent, final newline. Because keys are sorted, each agent also carries `toolOrder` (its tools in the agent's order).
 * Holds `{{VAR}}` templates as written; never a resolved value.
 * @see ../../../../shared/spec/README.md §5
 */
import type { Catalog } from "../../runtime/catalog.js";
import type { BuiltCatalog, WrittenEntry } from "../catalog/index.js";
import { sortedJson, writtenDigest } from "../catalog/sorted-json.js";
import type { CatalogBase, LineRange } from "./catalog-base.js";

/**
 * The content of `catalog.json`: one line per tool and per agent (diffs stay per entry) and no indentation
 * inside them — the runtime parses this file at start-up, and the indented form took twice as long to parse
 * for 1,000 tools (spec §8 start-up budget).
 */
export function catalogJson(catalog: Catalog): string {
  return catalogJsonParts(catalog).text as string;
}

/** `catalog.json`'s content, and each tool's digest in it. */
export interface CatalogJsonParts {
  /** The text; bytes when it was spliced from a {@link CatalogBase}. */
  text: string | Uint8Array;
  /** Catalog key → the {@link writtenDigest} of the tool's entry as written (without its name): its canonical JSON (codegen/hash.ts). */
  digests: Map<string, string>;
}

/**
 * {@link catalogJson}, with each tool's digest (see {@link CatalogJsonParts}); `written` holds the lines of entries
 * written before (catalog/index.ts: {@link BuiltCatalog.written}), which are not written again. With `base` (the
 * catalog.json the last planning made, and its tools' digests), the text is those bytes with the lines of changed
 * tools replaced (and `carried` tools' lines, whose entries are stand-ins, kept): after one edit in 10,000 tools, 17 MB
 * of lines were joined, encoded and hashed again, as a two-byte string when a single description held a character
 * outside Latin-1.
 */
export function catalogJsonParts(catalog: Catalog, written?: WeakMap<object, WrittenEntry>, base?: CatalogBase, carried?: ReadonlySet<string>): CatalogJsonParts {
  const agents = Object.fromEntries(
    Object.entries(catalog.agents).map(([name, agent]) => [name, { ...agent, toolOrder: agent.toolOrder ?? Object.keys(agent.tools) }]),
  );
  const whole: Record<string, unknown> = { ...catalog, agents };
  const digests = new Map<string, string>();
  const tools = Object.keys(catalog.tools).sort();
  const old = base && tools.length > 0 ? base.ranges : undefined;
  const out = new Pieces();
  // Each tool is one line: its name and its entry as written (a tool's written entry is its digest input).
  const toolLine = (name: string): void => {
    // A carried tool (codegen/delta.ts) has a stand-in entry: its line is the base's, whose keys are the catalog's.
    if (carried?.has(name)) {
      digests.set(name, base!.digest(name)!);
      return out.range(base!.ranges.get(name)!);
    }
    const entry = catalog.tools[name]!;
    const known = written?.get(entry);
    const json = known?.json ?? sortedJson(entry);
    const digest = known?.digest ?? writtenDigest(json);
    digests.set(name, digest);
    const range = old?.get(name);
    if (range && base!.digest(name) === digest) out.range(range);
    else out.text(`${JSON.stringify(name)}:${json}`);
  };
  // Written member by member, so that each tool and agent is one line.
  out.text("{\n");
  for (const [i, key] of Object.keys(whole).sort().entries()) {
    if (i > 0) out.text(",\n");
    const value = whole[key];
    if ((key !== "agents" && key !== "tools") || typeof value !== "object" || value === null) {
      out.text(`${JSON.stringify(key)}:${sortedJson(value)}`);
      continue;
    }
    const names = key === "tools" ? tools : Object.keys(value).sort();
    out.text(`${JSON.stringify(key)}:{${names.length > 0 ? "\n" : ""}`);
    for (const [j, name] of names.entries()) {
      if (j > 0) out.text(",\n");
      if (key === "tools") toolLine(name);
      else out.text(`${JSON.stringify(name)}:${sortedJson((value as Record<string, unknown>)[name])}`);
    }
    out.text(names.length > 0 ? "\n}" : "}");
  }
  out.text("\n}\n");
  return { text: old ? out.bytes(base!.bytes) : out.string(), digests };
}

/**
 * catalog.json as it is written: texts and ranges of a base's bytes, each run of texts joined once and each run of
 * ranges that follow each other in the base, with the line breaks between them, taken as one range (after one edit in
 * 10,000 tools, three ranges instead of 10,000 lines).
 */
class Pieces {
  private readonly parts: (string[] | LineRange)[] = [];

  text(text: string): void {
    const last = this.parts.at(-1);
    if (Array.isArray(last)) last.push(text);
    else this.parts.push([text]);
  }

  range(range: LineRange): void {
    const [before, separator] = this.parts.slice(-2);
    // A range right after another, only ",\n" between them in both: one range.
    if (before && !Array.isArray(before) && Array.isArray(separator) && separator.length === 1 && separator[0] === ",\n" && before.end + 2 === range.start) {
      this.parts.pop();
      before.end = range.end;
    } else this.parts.push({ ...range });
  }

  string(): string {
    return this.parts.map((part) => (Array.isArray(part) ? part.join("") : "")).join("");
  }

  bytes(base: Buffer): Buffer {
    return Buffer.concat(this.parts.map((part) => (Array.isArray(part) ? Buffer.from(part.join("")) : base.subarray(part.start, part.end))));
  }
}
