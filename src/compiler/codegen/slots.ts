/**
 * Long texts (prompt blocks) as template literals, kept out of the text prettier formats: they are large,
 * prettier never changes them, and they are filled in after formatting. No ts-morph here: planning
 * (plan.ts) uses this without printing.
 */

/** A JavaScript template literal holding `text` exactly (backslashes, backticks, `${` and CRs escaped). */
export function templateLiteral(text: string): string {
  return `\`${text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${").replace(/\r/g, "\\r")}\``;
}

/**
 * Long template literals (prompt blocks) kept out of the text prettier formats: the printed file holds a short
 * placeholder literal, and {@link TextSlots.fill} puts the real literal back after formatting. Prettier never
 * changes a template literal or breaks a line before one, so the result equals formatting the full text.
 */
export class TextSlots {
  private readonly slots: Array<[placeholder: string, literal: string]> = [];

  constructor(private readonly nonce: string) {}

  /** A placeholder template literal standing for `text`. */
  slot(text: string): string {
    const placeholder = `\`toolc-slot:${this.nonce}:${this.slots.length}\``;
    this.slots.push([placeholder, templateLiteral(text)]);
    return placeholder;
  }

  /** A placeholder standing for the expression `code`, put back as is (generated data such as a JSON literal). */
  expression(code: string): string {
    const placeholder = `\`toolc-slot:${this.nonce}:${this.slots.length}\``;
    this.slots.push([placeholder, code]);
    return placeholder;
  }

  /** The literals in slot order (part of the file's input hash). */
  literals(): string[] {
    return this.slots.map(([, literal]) => literal);
  }

  /** The formatted text with every placeholder replaced by its literal. */
  fill(formatted: string): string {
    let out = formatted;
    for (const [placeholder, literal] of this.slots) {
      const parts = out.split(placeholder);
      if (parts.length !== 2) throw new Error(`internal error: template slot ${placeholder} found ${parts.length - 1} times after formatting`);
      out = parts.join(literal);
    }
    return out;
  }
}
