/**
 * The state of one `parseToolCalls` run: the text, the reused tag, the last value and the first failure.
 * Failures are recorded here and signalled by a `null` / `-1` return instead of a throw: adversarial input
 * can hold a million broken calls, and a throw costs more than parsing a whole call. For the same reason a
 * failure allocates nothing that the last one could not share (see {@link Scan.fail}, {@link Scan.named}).
 */

/** A malformed (or truncated) call. */
export interface Malformed {
  /** Why the call was rejected (shown to the model). */
  reason: string;
  /** Where scanning stopped. */
  at: number;
  /**
   * The call ends exactly at `at` (end of input, the next `<tool_call>`, or just after its
   * `</tool_call>`); otherwise recovery looks for the call's end from `at`.
   */
  endsHere: boolean;
}

/**
 * A start or end tag (the {@link Scan}'s reused object: read its fields before the next tag). The name is
 * kept as a range of the text and compared in place ({@link tagIs}); most tags (`</name>`, `<params>`, …)
 * never need it as a string, and slicing one per tag was a large part of the parse time.
 */
export interface Tag {
  /** Index of the name's first character. */
  nameStart: number;
  /** Index just after the name. */
  nameEnd: number;
  closing: boolean;
  selfClosing: boolean;
  /** Index just after `>`. */
  end: number;
}

/** Builds the reason for one tag name, e.g. `(name) => \`<${name}> is not closed\``. */
export type NamedReason = (name: string) => string;

/** Names remembered per reason builder and scan: adversarial input repeats one name, real replies use few. */
const NAMES_PER_REASON = 64;

/** Element names {@link Scan.elementName} remembers: a reply's calls repeat a handful of them. */
const RECENT_NAMES = 8;

/** The text being scanned and the first failure (see the file comment). */
export class Scan {
  /** The failure being handled, or `null`; always {@link Scan.malformed} when set. */
  failure: Malformed | null = null;
  /** The last tag read, reused: one object per scan instead of one per tag (this is the hot path). */
  readonly tag: Tag = { nameStart: 0, nameEnd: 0, closing: false, selfClosing: false, end: 0 };
  /** The value of the last element content read. */
  value = "";
  /** The one failure record, reused: the caller reads it before the next failure. */
  readonly #malformed: Malformed = { reason: "", at: 0, endsHere: false };
  /** Reasons already built in this scan, per builder and name. */
  #reasons: Map<NamedReason, Map<string, string>> | undefined;
  /** The last answer of {@link Scan.named}: broken calls repeat one reason, and two map lookups cost more. */
  #lastNamed: { build: NamedReason | undefined; name: string; reason: string } = { build: undefined, name: "", reason: "" };
  /** The last error message and its reason (see {@link Scan.message}). */
  #lastMessage = { reason: "", message: "" };
  /** The last element names read, as strings; the oldest is replaced first. */
  readonly #recentNames: string[] = [];
  #nextRecent = 0;

  constructor(readonly text: string) {}

  /** Records a failure; returns `null` so callers can `return scan.fail(…)`. */
  fail(reason: string, at: number, endsHere = false): null {
    const malformed = this.#malformed;
    malformed.reason = reason;
    malformed.at = at;
    malformed.endsHere = endsHere;
    this.failure = malformed;
    return null;
  }

  /**
   * The name of the last tag read as a string, for an element (`<name>` or a parameter): the same string as
   * last time when it was one of the last few. A new slice per parameter was a new property key each time,
   * which V8 must look up in its string table for the `hasOwnProperty` test and again for the store; a
   * string it has used as a key before is found at once.
   */
  elementName(): string {
    const { text, tag } = this;
    const length = tag.nameEnd - tag.nameStart;
    const recent = this.#recentNames;
    for (let i = 0; i < recent.length; i++) {
      const name = recent[i]!;
      if (name.length === length && text.startsWith(name, tag.nameStart)) return name;
    }
    const name = text.slice(tag.nameStart, tag.nameEnd);
    recent[this.#nextRecent] = name;
    this.#nextRecent = (this.#nextRecent + 1) % RECENT_NAMES;
    return name;
  }

  /**
   * `build(name)`, the same string each time within this scan: a reason built anew for every broken call
   * was a new string that the message cache of parse.ts then had to flatten and hash (about half the time
   * of 10 MB of broken calls). Kept per scan, not per module, so no input text outlives its parse.
   */
  named(build: NamedReason, name: string): string {
    const last = this.#lastNamed;
    if (last.build === build && last.name === name) return last.reason;
    const reasons = (this.#reasons ??= new Map());
    let byName = reasons.get(build);
    if (!byName) reasons.set(build, (byName = new Map()));
    let reason = byName.get(name);
    if (reason === undefined) {
      reason = build(name);
      if (byName.size < NAMES_PER_REASON) byName.set(name, reason);
    }
    last.build = build;
    last.name = name;
    last.reason = reason;
    return reason;
  }

  /** `toMessage(reason)`, computed once while the same reason repeats (a reason is never empty). */
  message(reason: string, toMessage: (reason: string) => string): string {
    const last = this.#lastMessage;
    if (last.reason !== reason) {
      last.reason = reason;
      last.message = toMessage(reason);
    }
    return last.message;
  }
}
