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

/** The tool `key`'s entry as the base writes it (after its name): parsed, or its JSON text. */
export function baseEntry(base: CatalogBase, key: string): string | undefined {
  const range = base.ranges.get(key);
  return range && base.bytes.toString("utf8", range.start + Buffer.byteLength(`${JSON.stringify(key)}:`), range.end);
}

/** Where the lines of the tools are in a catalog.json of `count` tools (see {@link lineRanges}); undefined when it is not laid out so. */
export function toolsSection(bytes: Buffer, count: number): LineRange | undefined {
  let start = bytes.indexOf(TOOLS);
  if (start < 0 || count === 0) return undefined;
  start += TOOLS.length;
  let end = start;
  for (let i = 0; i < count; i++) {
    const lineEnd = bytes.indexOf(NEWLINE, end);
    if (lineEnd < 0) return undefined;
    end = lineEnd + 1;
  }
  return bytes[end] === CLOSE ? { start, end } : undefined;
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
 * The range of each tool's line in `bytes`, by key, and of the tools' lines together; undefined when the bytes are
 * not laid out as the keys say (then there is no base). The member `"tools"` starts a line of its own (a line break
 * inside a JSON string is escaped), its lines follow, one per key in order, each starting with the key written as JSON.
 */
function lineRanges(bytes: Buffer, keys: readonly string[]): { ranges: Map<string, LineRange>; section: LineRange } | undefined {
  const first = bytes.indexOf(TOOLS);
  if (first < 0 || keys.length === 0) return undefined;
  let start = first + TOOLS.length;
  const section = { start, end: start };
  const ranges = new Map<string, LineRange>();
  for (const [i, key] of keys.entries()) {
    const lineEnd = bytes.indexOf(NEWLINE, start);
    if (lineEnd < 0) return undefined;
    const end = bytes[lineEnd - 1] === COMMA ? lineEnd - 1 : lineEnd;
    // The bytes are those the records' planning made (their sha256 is the records'): the first and last lines' keys
    // confirm the layout, each line's own is not read (10,000 keys took a tenth of a one-edit compile's generation).
    if ((i === 0 || i === keys.length - 1) && !startsWith(bytes, start, end, `${JSON.stringify(key)}:`)) return undefined;
    ranges.set(key, { start, end });
    start = lineEnd + 1;
  }
  // The last line closes the member: every line of it was a key's.
  section.end = start;
  return bytes[start] === CLOSE ? { ranges, section } : undefined;
}
