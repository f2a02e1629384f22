/**
 * Where each key of one mapping is written (`Fields.keySpans` in field.ts), kept compact: one file name, the keys in
 * order and their offsets, instead of a `Map` with a span object per key. Key spans were about 40 % of the model's
 * objects on a large project, and every object that outlives a young-generation collection is copied by it.
 * A span is made when asked for; one that does not fit the pattern (another file, a whole-file span) is kept as is.
 */
import type { Span } from "../source/text.js";

/** Beyond this many keys, a mapping's keys are also indexed: a hostile mapping with 100,000 keys must not cost n². */
const INDEX_FROM = 24;

/** The key spans of one mapping in one file, read as a `ReadonlyMap` (see module comment). */
export class KeySpans implements ReadonlyMap<string, Span> {
  private readonly names: string[] = [];
  /** `start, end` of each key in `names`, two numbers per key; -1 where the span is in `odd`. */
  private readonly offsets: number[] = [];
  private index: Map<string, number> | undefined;
  private odd: Map<string, Span> | undefined;

  constructor(readonly file: string) {}

  /** Sets where `key` is written: a key seen before keeps its place and takes the new span (the last duplicate). */
  set(key: string, span: Span): this {
    let at = this.indexOf(key);
    if (at === -1) {
      at = this.names.push(key) - 1;
      this.offsets.push(0, 0);
      if (this.index) this.index.set(key, at);
      else this.indexIfLarge();
    }
    const plain = span.file === this.file && span.whole === undefined;
    this.offsets[2 * at] = plain ? span.start : -1;
    this.offsets[2 * at + 1] = plain ? span.end : -1;
    if (plain) this.odd?.delete(key);
    else (this.odd ??= new Map()).set(key, span);
    return this;
  }

  get size(): number {
    return this.names.length;
  }

  has(key: string): boolean {
    return this.indexOf(key) !== -1;
  }

  get(key: string): Span | undefined {
    const at = this.indexOf(key);
    return at === -1 ? undefined : this.spanAt(at);
  }

  *entries(): MapIterator<[string, Span]> {
    for (let at = 0; at < this.names.length; at++) yield [this.names[at]!, this.spanAt(at)];
  }

  *keys(): MapIterator<string> {
    yield* this.names;
  }

  *values(): MapIterator<Span> {
    for (let at = 0; at < this.names.length; at++) yield this.spanAt(at);
  }

  forEach(fn: (value: Span, key: string, map: ReadonlyMap<string, Span>) => void, thisArg?: unknown): void {
    for (const [key, span] of this.entries()) fn.call(thisArg, span, key, this);
  }

  [Symbol.iterator](): MapIterator<[string, Span]> {
    return this.entries();
  }

  /** What `JSON.stringify` writes: the file, the keys, their offsets and the odd spans (see {@link KeySpans.fromJSON}). */
  toJSON(): KeySpansJson {
    const json = { file: this.file, keys: this.names, offsets: this.offsets };
    return this.odd ? { ...json, odd: [...this.odd] } : json;
  }

  /** The key spans `json` ({@link KeySpans.toJSON}) describes: its lists taken as they are, no span made. */
  static fromJSON(json: KeySpansJson): KeySpans {
    const spans = new KeySpans(json.file);
    for (const key of json.keys) spans.names.push(key);
    for (const offset of json.offsets) spans.offsets.push(offset);
    if (json.odd) spans.odd = new Map(json.odd);
    spans.indexIfLarge();
    return spans;
  }

  private indexIfLarge(): void {
    if (!this.index && this.names.length > INDEX_FROM) this.index = new Map(this.names.map((name, i) => [name, i]));
  }

  private indexOf(key: string): number {
    return this.index ? (this.index.get(key) ?? -1) : this.names.indexOf(key);
  }

  private spanAt(at: number): Span {
    const start = this.offsets[2 * at]!;
    if (start === -1) return this.odd!.get(this.names[at]!)!;
    return { file: this.file, start, end: this.offsets[2 * at + 1]! };
  }
}

/** {@link KeySpans} as JSON (`JSON.stringify` writes it so): what a summary keeps (lint/summaries.ts). */
export interface KeySpansJson {
  readonly file: string;
  readonly keys: readonly string[];
  readonly offsets: readonly number[];
  readonly odd?: readonly [string, Span][];
}
