/**
 * The one place where ts-morph structures become text: each file is a `SourceFile` structure whose statements
 * are added in bulk and printed once with ts-morph's `printStructure` (its structure printers, without
 * parsing the result back into a syntax tree or creating a type checker). Formatting is prettier's job.
 * @see ../../../../shared/reference/style-anchors.md "What our project should absorb" 11
 */
import { printStructure, StructureKind, type CodeBlockWriter, type StatementStructures } from "ts-morph";

/** A top-level statement: a structure, raw text, or a writer. */
export type Statement = StatementStructures | string | ((writer: CodeBlockWriter) => void);

/** Prints one file from its statement structures, with `header` as the first line. */
export function printFile(header: string, statements: Statement[]): string {
  return printStructure({ kind: StructureKind.SourceFile, statements: [header, ...spaced(statements)] }, { indentNumberOfSpaces: 2, newLine: "\n" });
}

/** A blank line before every top-level statement, except between consecutive import / export declarations. */
function spaced(statements: Statement[]): Statement[] {
  const out: Statement[] = [];
  statements.forEach((statement, i) => {
    if (i > 0 && !(isModuleDeclaration(statement) && isModuleDeclaration(statements[i - 1]!))) out.push((w) => w.blankLineIfLastNot());
    out.push(statement);
  });
  return out;
}

function isModuleDeclaration(statement: Statement): boolean {
  return typeof statement === "object" && (statement.kind === StructureKind.ImportDeclaration || statement.kind === StructureKind.ExportDeclaration);
}

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
