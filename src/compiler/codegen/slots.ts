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

  /** The formatted text with every placeholder replaced by its literal. */
  fill(formatted: string): string {
    let out = formatted;
    for (const { placeholder, text: given, verbatim } of this.slots) {
      const text = typeof given === "string" ? given : given.text();
      const literal = verbatim ? text : templateLiteral(text);
      const parts = out.split(placeholder);
      if (parts.length !== 2) throw new Error(`internal error: template slot ${placeholder} found ${parts.length - 1} times after formatting`);
      out = parts.join(literal);
    }
    return out;
  }

  private add(text: string | LazyText, verbatim: boolean): string {
    const placeholder = `\`toolc-slot:${this.nonce}:${this.slots.length}\``;
    this.slots.push({ placeholder, text, verbatim });
    return placeholder;
  }
}
