/**
 * Long texts (prompt blocks) as template literals, kept out of the text prettier formats: they are large,
 * prettier never changes them, and they are filled in after formatting. No ts-morph here: planning
 * (plan.ts) uses this without printing.
 */
import { sha256 } from "./header.js";

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

/** One slot: its placeholder, its text, and whether that text is put back as is (else as a template literal). */
interface Slot {
  placeholder: string;
  text: string | LazyText;
  verbatim: boolean;
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
   * A digest of every slot's text and kind in slot order, which the file's input hash holds instead of the
   * texts: they are long (an agent's prompt block; 10 MB over the 10,000-tool bench's agents), and the literals
   * are a function of them, escaped only when the file is built.
   */
  digest(): string {
    const part = ({ text, verbatim }: Slot): string => (typeof text === "string" ? `${verbatim ? "e" : "t"}${text.length}:${text}` : `l${text.digest.length}:${text.digest}`);
    return sha256(this.slots.map(part).join(""));
  }

  /**
   * The formatted text with every placeholder replaced by its literal. Each is found before any literal is put in,
   * so that a slot text which happens to hold another slot's placeholder is never taken for it.
   */
  fill(formatted: string): string {
    const found = this.slots.map((slot) => ({ slot, at: onlyPlace(formatted, slot.placeholder) })).sort((a, b) => a.at - b.at);
    let out = "";
    let from = 0;
    for (const { slot, at } of found) {
      const text = typeof slot.text === "string" ? slot.text : slot.text.text();
      out += formatted.slice(from, at) + (slot.verbatim ? text : templateLiteral(text));
      from = at + slot.placeholder.length;
    }
    return out + formatted.slice(from);
  }

  private add(text: string | LazyText, verbatim: boolean): string {
    const placeholder = `\`toolc-slot:${this.nonce}:${this.slots.length}\``;
    this.slots.push({ placeholder, text, verbatim });
    return placeholder;
  }
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
