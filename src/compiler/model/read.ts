/**
 * Reads a YAML mapping into typed fields, guided by the same shape tables the structural check uses
 * (`structure/shapes.ts`), so the model and the check cannot disagree about what a key holds. A value the check
 * flagged is left out; everything else becomes a {@link Field} with its span.
 * @see ./README.md
 */
import { isScalar, type Pair } from "yaml";
import { deref, itemsOf, keyText, kindOf, nodeSpan, pairsOf, scalarValue, type YamlDoc } from "../parse/nodes.js";
import { setOwn } from "../own.js";
import type { SourceText, Span } from "../source/text.js";
import { noopKind } from "../structure/check.js";
import type { FieldShape, ObjectShape } from "../structure/shape.js";
import type { Entry, Field, Fields, Tree } from "./field.js";
import { KeySpans } from "./key-spans.js";

/** What reading one document needs: the document, its text, and the nodes the structural check flagged. */
export interface ReadContext {
  readonly doc: YamlDoc;
  readonly source: SourceText;
  readonly flagged: ReadonlySet<object>;
}

/** The fields of the mapping `node` by `shape` (keys the shape skips are read as trees). */
export function readObject<T extends Fields>(ctx: ReadContext, node: unknown, shape: ObjectShape, index?: number): T {
  const target = deref(ctx.doc, node);
  const keySpans = new KeySpans(ctx.doc.file);
  let unset: Set<string> | undefined;
  const out: Record<string, unknown> = { span: nodeSpan(ctx.doc, target), keySpans, unset: NOTHING_UNSET };
  if (index !== undefined) out.index = index;
  for (const pair of pairsOf(ctx.doc, target)) {
    const key = keyText(pair);
    if (key === "<<") continue;
    keySpans.set(key, nodeSpan(ctx.doc, pair.key));
    const field = Object.hasOwn(shape.keys, key) ? shape.keys[key]! : shape.skip?.includes(key) ? ANY : undefined;
    if (!field) continue;
    // The structural check tries the no-op forms first, so a flagged value of such a form is a `value-no-op`.
    const noop = field.noop && isFlagged(ctx, pair.value) && field.noop.kinds.includes(noopKind(ctx.doc, pair.value ?? null)!);
    if (noop) out.unset = (unset ??= new Set()).add(key);
    else unset?.delete(key);
    // PyYAML keeps the last of duplicate keys: a later pair replaces the earlier value.
    const value = readValue(ctx, pair.value ?? null, field, pair);
    if (value === undefined) delete out[key];
    else setOwn(out, key, value);
  }
  return out as unknown as T;
}

const ANY: FieldShape = { type: "any" };

/** The `unset` of every mapping that has none (most): one empty set, never added to, rather than one per mapping. */
export const NOTHING_UNSET: ReadonlySet<string> = new Set<string>();

/** One value by its field shape; undefined when the structural check flagged it. */
export function readValue(ctx: ReadContext, raw: unknown, shape: FieldShape, pair?: Pair): unknown {
  if (isFlagged(ctx, raw)) return undefined;
  const kind = kindOf(ctx.doc, raw);
  if (shape.type === "any" || (shape.type === "mapping" && kind === "mapping" && !shape.object && !shape.values)) return readTree(ctx, raw, pair);
  if (shape.orType && kind === shape.orType) return readTree(ctx, raw, pair);
  const span = spanOf(ctx, raw, pair);
  if (kind === "list") return { value: readItems(ctx, raw, shape.items), span };
  if (kind === "mapping") return { value: shape.object ? readObject(ctx, raw, shape.object) : readEntries(ctx, raw, shape), span };
  return readScalar(ctx, raw, shape, span);
}

function readItems(ctx: ReadContext, raw: unknown, shape: FieldShape | undefined): unknown[] {
  const out: unknown[] = [];
  itemsOf(ctx.doc, raw).forEach((item, index) => {
    if (isFlagged(ctx, item)) return;
    if (shape?.object && kindOf(ctx.doc, item) === "mapping") out.push(readObject(ctx, item, shape.object, index));
    else if (shape && !shape.object) {
      const value = readValue(ctx, item, shape);
      if (value !== undefined) out.push(value);
    } else if (!shape) out.push(readTree(ctx, item));
  });
  return out;
}

/** The entries of an open mapping; a key that `stringKeys` requires to be a string and is not (a `field-type`) is left out. */
function readEntries(ctx: ReadContext, raw: unknown, mapping: FieldShape): Map<string, Entry<unknown>> {
  const out = new Map<string, Entry<unknown>>();
  const shape = mapping.values;
  for (const pair of pairsOf(ctx.doc, raw)) {
    const name = keyText(pair);
    if (name === "<<" || (mapping.stringKeys && !(isScalar(pair.key) && typeof pair.key.value === "string"))) continue;
    const value = shape ? readEntryValue(ctx, pair, shape) : readTree(ctx, pair.value ?? null, pair);
    out.set(name, { key: keyField(ctx, pair, name), ...(value === undefined ? {} : { value }) });
  }
  return out;
}

/** An entry's value; a mapping of a known shape is its fields themselves (they carry their span), as list items are. */
function readEntryValue(ctx: ReadContext, pair: Pair, shape: FieldShape): unknown {
  const value = readValue(ctx, pair.value ?? null, shape, pair) as Field<unknown> | undefined;
  if (!shape.object || value === undefined) return value;
  return kindOf(ctx.doc, pair.value ?? null) === "mapping" ? value.value : undefined;
}

function readScalar(ctx: ReadContext, raw: unknown, shape: FieldShape, span: Span): Field<unknown> {
  let value = scalarValue(ctx.doc, raw);
  if (shape.integerString && typeof value === "string") value = Number(value);
  else if (shape.ci && typeof value === "string" && shape.allowed) value = value.trim().toLowerCase();
  const verbatimAt = typeof value === "string" ? verbatimStart(ctx, raw, span) : undefined;
  return verbatimAt === undefined ? { value, span } : { value, span, verbatimAt };
}

/** A value of open shape, with the spans of everything inside it; plain values are shared bottom-up. */
export function readTree(ctx: ReadContext, raw: unknown, pair?: Pair): Tree {
  const node = deref(ctx.doc, raw);
  const kind = kindOf(ctx.doc, node);
  const span = spanOf(ctx, node, pair);
  if (kind === "list") {
    const items = itemsOf(ctx.doc, node).map((item) => readTree(ctx, item));
    return { kind, value: items.map((item) => item.value), span, items };
  }
  if (kind === "mapping") {
    const entries = new Map<string, { key: Field<string>; value: Tree }>();
    const value: Record<string, unknown> = {};
    for (const item of pairsOf(ctx.doc, node)) {
      const key = keyText(item);
      const tree = readTree(ctx, item.value ?? null, item);
      entries.set(key, { key: keyField(ctx, item, key), value: tree });
      setOwn(value, key, tree.value);
    }
    return { kind, value, span, entries };
  }
  const value = scalarValue(ctx.doc, node) ?? null;
  const verbatimAt = typeof value === "string" ? verbatimStart(ctx, node, span) : undefined;
  return verbatimAt === undefined ? { kind, value, span } : { kind, value, span, verbatimAt };
}

/** An open mapping's key as a field; a string key written verbatim gets `verbatimAt`, so a fragment of it can be pointed at. */
function keyField(ctx: ReadContext, pair: Pair, name: string): Field<string> {
  const span = nodeSpan(ctx.doc, pair.key);
  const verbatimAt = verbatimStart(ctx, pair.key, span);
  return verbatimAt === undefined ? { value: name, span } : { value: name, span, verbatimAt };
}

function isFlagged(ctx: ReadContext, raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && ctx.flagged.has(raw);
}

/** A value with no text of its own (`key:`) is placed at its key, like the structural check reports it. */
function spanOf(ctx: ReadContext, raw: unknown, pair?: Pair): Span {
  const node = deref(ctx.doc, raw);
  const empty = node === null || node === undefined || (isScalar(node) && node.value === null && !node.source);
  return nodeSpan(ctx.doc, empty && pair ? pair.key : node);
}

/** Where a string scalar's decoded value starts in the file when it is written verbatim (see `Field.verbatimAt`). */
function verbatimStart(ctx: ReadContext, raw: unknown, span: Span): number | undefined {
  const node = deref(ctx.doc, raw);
  if (!isScalar(node) || typeof node.value !== "string") return undefined;
  const quoted = node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE";
  if (!quoted && node.type !== "PLAIN") return undefined;
  const text = ctx.source.text.slice(span.start, span.end);
  const inner = quoted ? text.slice(1, -1) : text;
  return inner === node.value ? span.start + (quoted ? 1 : 0) : undefined;
}
