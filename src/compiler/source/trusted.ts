/**
 * A source whose text is read only when first asked for: a definition file whose `stat` matched an earlier
 * run's record (cache/source-records.ts). What the record says of its text (its hash, whether it holds a
 * suppression directive) is known at once, so the caches keyed by content hash answer for it unread.
 *
 * Like git's index, this trusts that a file whose size, mtime, ctime and inode are unchanged has unchanged
 * bytes. A file changed while a run is under way may give that run a stale answer; its `stat` then differs, so
 * the next run reads it.
 */
import type { SourceText } from "./text.js";
import { LazyProperty } from "../lazy-property.js";

/** What a record says of a file's text without reading it. */
export interface SourceFacts {
  /** Its content hash (cache/store.ts `textHash`). */
  readonly hash: string;
  /** Whether it may hold a `toolc-ignore` directive (diagnostics/suppress.ts); false: it holds none. */
  readonly directives: boolean;
}

const FACTS = new WeakMap<SourceText, SourceFacts>();

/** A lazy source's text: an own enumerable property (lazy-property.ts), so a copy (spread, structuredClone) holds the text like any source. */
const TEXT = new LazyProperty<SourceText, string>("text");

/** The source of project-relative `rel` with the recorded `facts`; `read()` gives its text, once, when first asked for. */
export function trustedSource(rel: string, facts: SourceFacts, read: () => string): SourceText {
  const source = lazySource(rel, read);
  FACTS.set(source, facts);
  return source;
}

/** The source of project-relative `rel` whose text `read()` gives, once, when first asked for. */
export function lazySource(rel: string, read: () => string): SourceText {
  const source = { path: rel } as SourceText;
  TEXT.define(source, read);
  return source;
}

/** What the record of `source` said, when it was taken from one ({@link trustedSource}). */
export function recordedFacts(source: SourceText): SourceFacts | undefined {
  return FACTS.get(source);
}

/** Whether `source`'s text has not been read yet (a lazy source nobody asked for its text). */
export function isUnread(source: SourceText): boolean {
  return TEXT.isPending(source);
}
