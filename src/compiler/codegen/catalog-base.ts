/**
 * The catalog.json an earlier planning made, as a base the next one splices (catalog-json.ts): a tool whose entry is
 * written as it was keeps its line's bytes, and only the lines of changed tools are written. The base is the file in
 * `out` when its bytes hash to the catalog.json the last planning's records name (plan-records.ts): then its tools'
 * lines are, in order, those of the records' keys, and each line's digest is its record's.
 */
import { sha256 } from "./header.js";
import type { PlanRecords } from "./plan-records.js";

/** An earlier catalog.json (see module comment). */
export interface CatalogBase {
  readonly bytes: Buffer;
  /** Its tools' keys, in the order of their lines (sorted, as catalog.json writes them). */
  readonly keys: readonly string[];
  /** The digest of the line of the tool `key` (codegen/hash.ts: that of its entry as written). */
  digest(key: string): string | undefined;
  /** Where each tool's line is, by key. */
  readonly ranges: ReadonlyMap<string, LineRange>;
  /** Where the lines of the tools start, and the `}` that closes them. */
  readonly section: LineRange;
}

/**
 * The base the records of the last planning make of `bytes` (the catalog.json found in `out`); undefined when the
 * records name no catalog.json or another one (a hand edit, another run's file, `--check` of a change not written).
 */
export function catalogBase(bytes: Buffer | undefined, records: PlanRecords | undefined): CatalogBase | undefined {
  if (!bytes || !records?.catalog || sha256(bytes) !== records.catalog) return undefined;
  const keys = records.toolKeys().sort();
  const laid = lineRanges(bytes, keys);
  return laid && { bytes, keys, digest: (key) => records.tool(key)?.digest, ...laid };
}

/** The JSON text of the tool `key`'s entry in the base (its line after its name). */
export function baseEntry(base: CatalogBase, key: string): string | undefined {
  const range = base.ranges.get(key);
  return range && base.bytes.toString("utf8", range.start + Buffer.byteLength(`${JSON.stringify(key)}:`), range.end);
}

/** Where the lines of the tools are in a catalog.json of `count` tools (see {@link lineRanges}); undefined when it is not laid out so. */
export function toolsSection(bytes: Buffer, count: number): LineRange | undefined {
  return eachToolLine(bytes, count, () => true);
}

/**
 * Walks the `count` tools' lines of a catalog.json, handing `line` each one's index and range (its comma and line break
 * left out): where they are together, or undefined when the bytes are not laid out so or `line` says no. The member
 * `"tools"` starts a line of its own (a line break inside a JSON string is escaped), and a `}` line closes it.
 */
function eachToolLine(bytes: Buffer, count: number, line: (i: number, range: LineRange) => boolean): LineRange | undefined {
  const first = bytes.indexOf(TOOLS);
  if (first < 0 || count === 0) return undefined;
  const section = { start: first + TOOLS.length, end: first + TOOLS.length };
  for (let i = 0; i < count; i++) {
    const lineEnd = bytes.indexOf(NEWLINE, section.end);
    if (lineEnd < 0 || !line(i, { start: section.end, end: bytes[lineEnd - 1] === COMMA ? lineEnd - 1 : lineEnd })) return undefined;
    section.end = lineEnd + 1;
  }
  return bytes[section.end] === CLOSE ? section : undefined;
}

/** The start and end (its comma and line break left out) of each tool's line in a base. */
export interface LineRange {
  start: number;
  end: number;
}

const NEWLINE = 10;
const COMMA = 44;
const CLOSE = 125;
const TOOLS = Buffer.from('\n"tools":{\n');

const ASCII = /^[\x20-\x7e]*$/;

/** Whether the bytes from `start` (before `end`) begin with `text` in UTF-8 and more follows. */
function startsWith(bytes: Buffer, start: number, end: number, text: string): boolean {
  // Almost every key is printable ASCII: its bytes read as Latin-1 are the text itself, with no Buffer made.
  if (ASCII.test(text)) return end - start > text.length && bytes.toString("latin1", start, start + text.length) === text;
  const prefix = Buffer.from(text);
  return end - start > prefix.length && bytes.subarray(start, start + prefix.length).equals(prefix);
}

/**
 * The range of each tool's line in `bytes`, by key (the lines hold the keys in order), and of the tools' lines together;
 * undefined when the bytes are not laid out so (then there is no base).
 */
function lineRanges(bytes: Buffer, keys: readonly string[]): { ranges: Map<string, LineRange>; section: LineRange } | undefined {
  const ranges = new Map<string, LineRange>();
  const section = eachToolLine(bytes, keys.length, (i, range) => {
    // The bytes are those the records' planning made (their sha256 is the records'): the first and last lines' keys
    // confirm the layout, each line's own is not read (10,000 keys took a tenth of a one-edit compile's generation).
    if ((i === 0 || i === keys.length - 1) && !startsWith(bytes, range.start, range.end, `${JSON.stringify(keys[i])}:`)) return false;
    ranges.set(keys[i]!, range);
    return true;
  });
  return section && { ranges, section };
}
