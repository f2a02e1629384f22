/**
 * The one place where ts-morph structures become text: each file is a `SourceFile` structure whose statements
 * are added in bulk and printed once with ts-morph's `printStructure` (its structure printers, without
 * parsing the result back into a syntax tree or creating a type checker). Formatting is prettier's job.
 * @see ../../../../shared/reference/style-anchors.md "What our project should absorb" 11
 */
import { printStructure, StructureKind, type CodeBlockWriter, type StatementStructures } from "./ts-morph.js";

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
