/**
 * The building blocks of the definition model: a value with the span it was written at. Rules, the catalog and code
 * generation read these instead of YAML nodes, so "is this value usable, and where is it?" is answered once, in
 * `read.ts`, for every consumer.
 * @see ./README.md
 */
import type { YamlKind } from "../parse/nodes.js";
import type { Span } from "../source/text.js";

/** A value read from a definition file, and where it was written (aliases: at the anchor's value). */
export interface Field<T> {
  readonly value: T;
  readonly span: Span;
  /**
   * For a string written verbatim (plain, or single-line quoted without escapes): the absolute offset of the value's
   * first character, so a finding can point at a fragment of it ({@link fragmentSpan}).
   */
  readonly verbatimAt?: number;
}

/** One entry of a mapping with open keys: its key as written, and its value unless a structural rule flagged it. */
export interface Entry<T> {
  readonly key: Field<string>;
  readonly value?: T;
}

/** A mapping with open keys, in document order; a duplicate key keeps its first place and its last value (PyYAML). */
export type Entries<T> = ReadonlyMap<string, Entry<T>>;

/**
 * A value of open shape (a JSON Schema, a default, an enum list, `model:`), kept as written: its plain JS value
 * plus the spans of everything inside it. Aliases are followed.
 */
export interface Tree extends Field<unknown> {
  readonly kind: YamlKind;
  /** List items (`kind: "list"`). */
  readonly items?: readonly Tree[];
  /** Mapping entries (`kind: "mapping"`). */
  readonly entries?: Entries<Tree>;
}

/** The fields of one mapping of a known shape: the keys it declares, typed, plus what every mapping has. */
export interface Fields {
  /** The mapping's own span. */
  readonly span: Span;
  /**
   * Every key written in the mapping and where it is (the last of duplicate keys, whose value PyYAML keeps), flagged
   * ones included. A key here but absent from the typed fields was reported by a structural rule, so rules that look
   * for a missing key stay quiet about it (`keySpans.has(key)`); rules that point at a key whatever its value
   * (`parameters-and-schema`) take its span.
   */
  readonly keySpans: ReadonlyMap<string, Span>;
  /**
   * Written keys whose value the reference reads as unset (`value-no-op`: `capabilities: null`, `risk: ""`, …): absent
   * like every flagged value, but the key's default applies, which is not what a mistyped value means.
   */
  readonly unset: ReadonlySet<string>;
  /** 0-based position in its list, for mappings that are list items (`parameters` entries). */
  readonly index?: number;
}

/** A half-open range of indexes into a string value. */
export interface ValueRange {
  start: number;
  end: number;
}

/** The span of `range` inside the string `field`: exact when the value is written verbatim, else the whole value. */
export function fragmentSpan(field: Pick<Field<string>, "span" | "verbatimAt">, range: ValueRange): Span {
  if (field.verbatimAt === undefined) return field.span;
  return { file: field.span.file, start: field.verbatimAt + range.start, end: field.verbatimAt + range.end };
}

/** The value of `tree` at a JSON Pointer-like path of keys and indexes, or undefined when it is not there. */
export function treeAt(tree: Tree | undefined, path: readonly (string | number)[]): Tree | undefined {
  let node = tree;
  for (const step of path) {
    if (!node) return undefined;
    node = typeof step === "number" ? node.items?.[step] : node.entries?.get(step)?.value;
  }
  return node;
}
