/**
 * A Markdown tool's catalog entry read back from its kept catalog.json line only when one of its large fields is
 * first asked for. After one edit in 10,000 tools, parsing every unchanged tool's line was most of building the
 * catalog (≈200 ms of JSON.parse, and the garbage of 17 MB of objects), while code generation asks an unchanged
 * tool only for its name, kind and whether it has parameters: its catalog.json line and digest are kept, and the
 * agents that enable it keep their files too.
 *
 * So the entry holds its small fields at once (its {@link EntryHead}, kept beside the line) and, for the others,
 * getters that parse the line once, the first time any of them is read or written. Whoever reads it gets what
 * `JSON.parse(line)` gives, keys in the same order: only the cost differs.
 */
import type { CatalogTool } from "../../runtime/catalog.js";

/**
 * What an entry holds before its line is parsed: every top-level key in order, and the values of the small ones
 * (null, booleans, numbers and short strings: a Markdown tool's name, kind and provenance, and `parameters`
 * when it is null, which is what code generation asks of an unchanged tool).
 */
export interface EntryHead {
  readonly keys: readonly string[];
  readonly small: Readonly<Record<string, unknown>>;
}

/** The entries made by {@link lazyEntry}. */
const LAZY = new WeakSet<object>();

/** A string this long or shorter is held at once: names, kinds, permissions, provenances. */
const SMALL_STRING = 200;

/** The head of `entry` (a tool as its line reads back). */
export function entryHead(entry: CatalogTool): EntryHead {
  const record = entry as unknown as Record<string, unknown>;
  const keys = Object.keys(record);
  const small: Record<string, unknown> = {};
  for (const key of keys) if (isSmall(record[key])) small[key] = record[key];
  return { keys, small };
}

function isSmall(value: unknown): boolean {
  return value === null || typeof value === "boolean" || typeof value === "number" || (typeof value === "string" && value.length <= SMALL_STRING);
}

/**
 * The entry whose line is `json` and whose head is `head`: its small fields set, the others parsed from `json` on
 * first use. Undefined when the head does not fit the line's shape (a key `__proto__`), for the caller to parse it.
 */
export function lazyEntry(json: string, head: EntryHead): CatalogTool | undefined {
  if (head.keys.includes("__proto__")) return undefined;
  const entry: Record<string, unknown> = {};
  const lazy: string[] = [];
  // Once parsed, every lazy key becomes a plain value in its place (redefining a property keeps its position).
  const materialise = (): void => {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    for (const key of lazy) Object.defineProperty(entry, key, { value: parsed[key], writable: true, enumerable: true, configurable: true });
  };
  for (const key of head.keys) {
    if (Object.hasOwn(head.small, key)) entry[key] = head.small[key];
    else {
      lazy.push(key);
      Object.defineProperty(entry, key, {
        enumerable: true,
        configurable: true,
        get: () => (materialise(), entry[key]),
        set: (value: unknown) => {
          materialise();
          entry[key] = value;
        },
      });
    }
  }
  LAZY.add(entry);
  return entry as unknown as CatalogTool;
}

/**
 * Whether `entry[key]` is null; for a lazy entry without parsing its line, since a field still unparsed is never
 * null (null is small, so held at once). Code generation asks it of every tool's `parameters`.
 */
export function isNullField(entry: object, key: string): boolean {
  if (LAZY.has(entry) && typeof Object.getOwnPropertyDescriptor(entry, key)?.get === "function") return false;
  return (entry as Record<string, unknown>)[key] === null;
}
