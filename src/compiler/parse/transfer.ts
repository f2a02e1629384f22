/**
 * Parsed YAML documents as plain data and back, for the parse cache (parse/cache.ts). `yaml` nodes are
 * class instances that serialisation would strip, so documents are encoded as plain arrays and revived
 * into real `Scalar`/`YAMLMap`/`YAMLSeq`/`Pair`/`Alias` nodes with the ranges, styles, sources, tags
 * and anchors that rules read. Reviving costs a fraction of parsing. The parse worker
 * (../worker/) returns its documents the same way.
 */
import type { Finding } from "../diagnostics/finding.js";
import type { ParsedYaml } from "./yaml.js";
import { Alias, Document, isAlias, isMap, isPair, isScalar, isSeq, Pair, parseDocument, Scalar, YAMLMap, YAMLSeq, type Range } from "yaml";

/**
 * A node as plain data: `[kind, range, tag, anchor, …]`. Scalars: `[0, r, g, a, value, type, source,
 * merge]`, where `type` is an index into {@link SCALAR_TYPES} (or the name of another), `source` is `1` when it
 * is the value written as a string (most scalars: the cache is 30 % smaller), and trailing nulls and a
 * false `merge` are left out; maps: `[1, r, g, a, flow, keys…values interleaved]`; sequences: `[2, r, g, a,
 * flow, items…]`; aliases: `[3, r, source]`; an absent node: `null`.
 */
export type EncodedNode = null | unknown[];

/** Scalar styles by their index in an encoded scalar. */
const SCALAR_TYPES: readonly string[] = ["PLAIN", "QUOTE_DOUBLE", "QUOTE_SINGLE", "BLOCK_LITERAL", "BLOCK_FOLDED"];

/** Encodes a node tree (a document's `contents`). */
export function encodeNode(node: unknown): EncodedNode {
  if (isScalar(node)) return encodeScalar(node);
  if (isMap(node)) {
    const out: unknown[] = [1, node.range ?? null, node.tag ?? null, node.anchor ?? null, Boolean(node.flow)];
    for (const pair of node.items) if (isPair(pair)) out.push(encodeNode(pair.key), encodeNode(pair.value));
    return out;
  }
  if (isSeq(node)) return [2, node.range ?? null, node.tag ?? null, node.anchor ?? null, Boolean(node.flow), ...node.items.map(encodeNode)];
  if (isAlias(node)) return [3, node.range ?? null, node.source];
  return null;
}

function encodeScalar(node: Scalar): unknown[] {
  // The `<<` merge key's value is a private Symbol, which cannot be serialised: flag it instead.
  if (typeof node.value === "symbol") return [0, node.range ?? null, node.tag ?? null, node.anchor ?? null, "<<", node.type ?? null, node.source ?? null, true];
  const value = node.value;
  const styleIndex = node.type === undefined ? -1 : SCALAR_TYPES.indexOf(node.type);
  const type = node.type === undefined ? null : styleIndex >= 0 ? styleIndex : node.type;
  const writtenAsValue = node.source !== undefined && (value === null || typeof value !== "object") && node.source === String(value);
  const out = [0, node.range ?? null, node.tag ?? null, node.anchor ?? null, encodeScalarValue(value), type, writtenAsValue ? 1 : (node.source ?? null)];
  while (out.length > 5 && out[out.length - 1] === null) out.pop();
  return out;
}

function decodeScalar(encoded: readonly unknown[]): Scalar {
  const scalar = new Scalar(encoded[7] ? mergeKeyValue() : decodeScalarValue(encoded[4]));
  const type = encoded[5];
  if (typeof type === "number") scalar.type = SCALAR_TYPES[type] as Scalar.Type;
  else if (typeof type === "string") scalar.type = type as Scalar.Type;
  const source = encoded[6];
  if (source === 1) scalar.source = String(scalar.value);
  else if (typeof source === "string") scalar.source = source;
  return scalar;
}

/** Revives an encoded node tree. */
export function decodeNode(encoded: EncodedNode): unknown {
  if (encoded === null) return null;
  const kind = encoded[0];
  if (kind === 3) {
    const alias = new Alias(encoded[2] as string);
    if (encoded[1]) alias.range = encoded[1] as Range;
    return alias;
  }
  let node: Scalar | YAMLMap | YAMLSeq;
  if (kind === 0) {
    node = decodeScalar(encoded);
  } else if (kind === 1) {
    const map = new YAMLMap();
    for (let i = 5; i < encoded.length; i += 2) map.items.push(new Pair(decodeNode(encoded[i] as EncodedNode), decodeNode(encoded[i + 1] as EncodedNode)));
    if (encoded[4]) map.flow = true;
    node = map;
  } else {
    const seq = new YAMLSeq();
    for (let i = 5; i < encoded.length; i++) seq.items.push(decodeNode(encoded[i] as EncodedNode));
    if (encoded[4]) seq.flow = true;
    node = seq;
  }
  if (encoded[1]) node.range = encoded[1] as Range;
  if (encoded[2]) node.tag = encoded[2] as string;
  if (encoded[3]) node.anchor = encoded[3] as string;
  return node;
}

/**
 * A scalar's value as JSON can hold it. The cache writes JSON, which has no `.inf`, `.nan` or `-0` (they would
 * come back as `null` and `0`: "`timeout` must be a number, not null" on a cache hit, "is .inf" on a fresh
 * parse) and no `!!binary` bytes: those are written as `["n", text]` and `["b", base64]`. A scalar's value
 * is never an array, so the tagged forms cannot be mistaken for one.
 */
function encodeScalarValue(value: unknown): unknown {
  if (typeof value === "number" && (!Number.isFinite(value) || Object.is(value, -0))) return ["n", Object.is(value, -0) ? "-0" : String(value)];
  if (value instanceof Uint8Array) return ["b", Buffer.from(value).toString("base64")];
  return value;
}

function decodeScalarValue(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  // A Buffer, as the `yaml` package makes `!!binary` in Node (a Uint8Array is written otherwise as JSON).
  return value[0] === "n" ? Number(value[1]) : Buffer.from(String(value[1]), "base64");
}

let mergeSymbol: unknown;

/** The Symbol the `yaml` package uses as a `<<` key's value (private: found once by parsing one). */
function mergeKeyValue(): unknown {
  if (mergeSymbol === undefined) {
    const probe = parseDocument("<<: {}", { version: "1.1", merge: true }).contents;
    const key = isMap(probe) ? (probe.items[0] as Pair | undefined)?.key : undefined;
    mergeSymbol = isScalar(key) ? key.value : "<<";
  }
  return mergeSymbol;
}

/** A revived document whose `contents` is the decoded tree. */
export function decodeDocument(encoded: EncodedNode): Document.Parsed {
  const doc = new Document(null, { version: "1.1" }) as Document.Parsed;
  doc.contents = decodeNode(encoded) as Document.Parsed["contents"];
  return doc;
}

/** A parse result as plain data: its findings and, when it parsed, the document's offset and encoded tree. */
export interface EncodedParse {
  findings: Finding[];
  doc: { offset: number; contents: EncodedNode } | null;
}

/** Encodes a parse result. */
export function encodeParsed(parsed: ParsedYaml): EncodedParse {
  return { findings: parsed.findings, doc: parsed.doc ? { offset: parsed.doc.offset, contents: encodeNode(parsed.doc.doc.contents) } : null };
}

/** Revives a parse result of the file `file`. */
export function decodeParsed(file: string, encoded: EncodedParse): ParsedYaml {
  if (!encoded.doc) return { findings: encoded.findings };
  const doc = decodeDocument(encoded.doc.contents);
  return { findings: encoded.findings, doc: { file, offset: encoded.doc.offset, doc, root: doc.contents as never } };
}
