/**
 * Long texts (prompt blocks) as template literals, kept out of the text prettier formats: they are large,
 * prettier never changes them, and they are filled in after formatting. No ts-morph here: planning
 * (plan.ts) uses this without printing.
 */
import { sha256 } from "./header.js";
import { docComment } from "./doc-comment.js";

/** A JavaScript template literal holding `text` exactly (backslashes, backticks, `${` and CRs escaped). */
export function templateLiteral(text: string): string {
  return `\`${text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${").replace(/\r/g, "\\r")}\``;
}

/**
 * A slot text built only when asked for, and a digest of what it is built from, which stands for it in the file's
 * input hash: an agent's prompt block is a function of its tools' catalog entries, and building it was most of
 * planning an unchanged agent.
 */
export interface LazyText {
  readonly digest: string;
  readonly text: () => string;
}

/**
 * One slot: its placeholder, its text, and how that text is put back: as it is (`verbatim`), as a JSDoc comment in the
 * place of the one-line comment holding the placeholder (`doc`), else as a template literal.
 */
interface Slot {
  placeholder: string;
  text: string | LazyText;
  verbatim: boolean;
  doc?: boolean;
}

/**
 * Long template literals (prompt blocks) kept out of the text prettier formats: the printed file holds a short
 * placeholder literal, and {@link TextSlots.fill} puts the real literal back after formatting. Prettier never
 * changes a template literal or breaks a line before one, so the result equals formatting the full text.
 */
export class TextSlots {
  /** The slots, in the order their placeholders were made. */
  private readonly slots: Slot[] = [];

  constructor(private readonly nonce: string) {}

  /** A placeholder template literal standing for `text` (a {@link LazyText} is built only when the file is). */
  slot(text: string | LazyText): string {
    return this.add(text, false);
  }

  /** A placeholder standing for the expression `code`, put back as is (generated data such as a JSON literal). */
  expression(code: string): string {
    return this.add(code, true);
  }

  /**
   * A placeholder to print as the whole text of a JSDoc comment (`/** placeholder *\/`): {@link fill} puts the comment of
   * `text` in its place (jsdoc.ts docComment). Prettier never reflows a comment nor lays code out by one, so the result
   * equals formatting the text with that comment in it.
   */
  doc(text: string): string {
    const placeholder = this.add(text, false);
    this.slots[this.slots.length - 1]!.doc = true;
    return placeholder;
  }

  /**
   * A digest of every slot's text and kind in slot order, which the file's input hash holds instead of the
   * texts: they are long (an agent's prompt block; 10 MB over the 10,000-tool bench's agents), and the literals
   * are a function of them, escaped only when the file is built.
   */
  digest(): string {
    const part = ({ text, verbatim, doc }: Slot): string => (typeof text === "string" ? `${verbatim ? "e" : doc ? "d" : "t"}${text.length}:${text}` : `l${text.digest.length}:${text.digest}`);
    return sha256(this.slots.map(part).join(""));
  }

  /**
   * The formatted text with every placeholder replaced by its literal. Each is found before any literal is put in,
   * so that a slot text which happens to hold another slot's placeholder is never taken for it.
   */
  fill(formatted: string): string {
    const found = this.slots.map((slot) => placeOf(formatted, slot)).sort((a, b) => a.start - b.start);
    let out = "";
    let from = 0;
    for (const { slot, start, end } of found) {
      const text = typeof slot.text === "string" ? slot.text : slot.text.text();
      out += formatted.slice(from, start) + (slot.doc ? docComment(text, indentAt(formatted, start)) : slot.verbatim ? text : templateLiteral(text));
      from = end;
    }
    return out + formatted.slice(from);
  }

  private add(text: string | LazyText, verbatim: boolean): string {
    const placeholder = `\`toolc-slot:${this.nonce}:${this.slots.length}\``;
    this.slots.push({ placeholder, text, verbatim });
    return placeholder;
  }
}

/** What `slot` replaces in `formatted`: its placeholder, or for a doc slot the whole comment around it. */
function placeOf(formatted: string, slot: Slot): { slot: Slot; start: number; end: number } {
  const at = onlyPlace(formatted, slot.placeholder);
  if (!slot.doc) return { slot, start: at, end: at + slot.placeholder.length };
  const [open, close] = ["/** ", " */"];
  if (formatted.slice(at - open.length, at) !== open || formatted.slice(at + slot.placeholder.length).slice(0, close.length) !== close) {
    throw new Error(`internal error: doc slot ${slot.placeholder} is not a comment of its own after formatting`);
  }
  return { slot, start: at - open.length, end: at + slot.placeholder.length + close.length };
}

/** The spaces before `at` on its line (a comment's indentation); none when anything else is there. */
function indentAt(text: string, at: number): string {
  const before = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  return /^ *$/.test(before) ? before : "";
}

/** Where `placeholder` is in `formatted`, which must hold it exactly once. */
function onlyPlace(formatted: string, placeholder: string): number {
  const at = formatted.indexOf(placeholder);
  if (at === -1 || formatted.indexOf(placeholder, at + 1) !== -1) {
    const times = formatted.split(placeholder).length - 1;
    throw new Error(`internal error: template slot ${placeholder} found ${times} times after formatting`);
  }
  return at;
}
