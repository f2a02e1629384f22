/**
 * Small, typed accessors over `yaml` AST nodes. Rules read documents only through these, so a value's
 * type follows rules.md §1.4 everywhere and aliases are followed the same way.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from "yaml";
import { setOwn } from "../own.js";
import { fileSpan, type Span } from "../source/text.js";

/** The YAML types of rules.md §4, plus `float` split out of `number` and `other` for tags we do not model. */
export type YamlKind = "mapping" | "list" | "string" | "integer" | "float" | "boolean" | "null" | "other";

/** A parsed YAML document and where its text starts inside the original file. */
export interface YamlDoc {
  /** Project-relative file path. */
  file: string;
  /** Offset of the YAML text inside the file (non-zero for Markdown frontmatter). */
  offset: number;
  doc: Document.Parsed;
  /** The root node; a mapping whenever the document passed the parse-level rules. */
  root: YAMLMap<unknown, unknown>;
}

/** Follows an alias to its anchored node (one level is enough: the target is never an alias). */
export function deref(ydoc: YamlDoc, node: unknown): unknown {
  if (isAlias(node)) return node.resolve(ydoc.doc) ?? node;
  return node;
}

/** The YAML kind of a node after following aliases. An absent value (`key:`) is `null`. */
export function kindOf(ydoc: YamlDoc, raw: unknown): YamlKind {
  const node = deref(ydoc, raw);
  if (node === null || node === undefined) return "null";
  if (isMap(node)) return "mapping";
  if (isSeq(node)) return "list";
  if (!isScalar(node)) return "other";
  const value = node.value;
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "bigint") return "integer";
  if (typeof value === "number") return Number.isInteger(value) && !isFloatSyntax(node.source) ? "integer" : "float";
  return "other";
}

function isFloatSyntax(source: string | undefined): boolean {
  return source !== undefined && /[.eE]|inf|nan/i.test(source) && !/^[-+]?0x/i.test(source);
}

/** The plain JS value of a scalar node (after aliases), or `undefined` for collections. */
export function scalarValue(ydoc: YamlDoc, raw: unknown): unknown {
  const node = deref(ydoc, raw);
  if (node === null || node === undefined) return null;
  if (isScalar(node)) return typeof node.value === "bigint" ? Number(node.value) : node.value;
  return undefined;
}

/** The string value of a node when it is a string scalar. */
export function stringValue(ydoc: YamlDoc, raw: unknown): string | undefined {
  const value = scalarValue(ydoc, raw);
  return typeof value === "string" ? value : undefined;
}

/** The text of a pair's key as the loaders see it (scalar keys only; others stringify their source). */
export function keyText(pair: Pair): string {
  const key = pair.key;
  // With `merge: true` the `yaml` package stores a `<<` key's value as a Symbol.
  if (isScalar(key)) return typeof key.value === "symbol" ? "<<" : String(key.value);
  if (key === null || key === undefined) return "";
  return String(key);
}

/** Every pair of a mapping, in document order (merge keys `<<` included as written). */
export function pairsOf(ydoc: YamlDoc, raw: unknown): readonly Pair[] {
  const node = deref(ydoc, raw);
  if (!isMap(node)) return [];
  return node.items.filter((item): item is Pair => isPair(item));
}

/**
 * The pair for `key` in a mapping; the LAST one, as PyYAML keeps the last duplicate. A backwards scan
 * that allocates nothing: rules call this hundreds of thousands of times on mappings of a dozen keys,
 * where building a lookup table per mapping measured slower.
 */
export function pairOf(ydoc: YamlDoc, map: unknown, key: string): Pair | undefined {
  const node = deref(ydoc, map);
  if (!isMap(node)) return undefined;
  const items = node.items;
  for (let i = items.length - 1; i >= 0; i--) {
    const pair = items[i];
    if (!isPair(pair)) continue;
    const k = pair.key;
    if (isScalar(k) ? k.value === key || (typeof k.value !== "string" && keyText(pair) === key) : keyText(pair) === key) return pair;
  }
  return undefined;
}

/** The value node for `key` (undefined when the key is absent; `null` when present but empty). */
export function valueOf(ydoc: YamlDoc, map: unknown, key: string): unknown {
  const pair = pairOf(ydoc, map, key);
  if (!pair) return undefined;
  return pair.value ?? null;
}

/** The items of a sequence node (after aliases). */
export function itemsOf(ydoc: YamlDoc, raw: unknown): unknown[] {
  const node = deref(ydoc, raw);
  return isSeq(node) ? (node as YAMLSeq).items : [];
}

/** Converts a node to plain JS (aliases resolved; the alias-limit rule has already bounded expansion). */
export function toPlain(ydoc: YamlDoc, raw: unknown): unknown {
  const node = deref(ydoc, raw);
  if (node === null || node === undefined) return null;
  if (isScalar(node)) return typeof node.value === "bigint" ? Number(node.value) : node.value;
  if (isMap(node)) {
    const out: Record<string, unknown> = {};
    for (const pair of pairsOf(ydoc, node)) setOwn(out, keyText(pair), toPlain(ydoc, pair.value));
    return out;
  }
  if (isSeq(node)) return node.items.map((item) => toPlain(ydoc, item));
  return null;
}

/** True when `node` is a YAML node with a source range. */
export function hasRange(node: unknown): node is Node {
  return typeof node === "object" && node !== null && "range" in node && Array.isArray((node as Node).range);
}

/** The span of a YAML node in its original file (offset of the YAML text added back). */
export function nodeSpan(doc: YamlDoc, node: unknown): Span {
  if (!hasRange(node) || !node.range) return fileSpan(doc.file);
  const [start, end] = node.range;
  return { file: doc.file, start: doc.offset + start, end: doc.offset + end };
}
