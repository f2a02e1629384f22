/**
 * The one place where ts-morph structures become text: one in-memory Project per generation, one
 * `createSourceFile(path, { statements })` per file (structures added in bulk, printed once), no type checker.
 * @see ../../../../shared/reference/style-anchors.md "What our project should absorb" 11
 */
import { IndentationText, NewLineKind, Project, QuoteKind, type StatementStructures } from "ts-morph";

/** Creates the in-memory project used to print every generated file of one generation. */
export function createPrinterProject(): Project {
  return new Project({
    useInMemoryFileSystem: true,
    skipFileDependencyResolution: true,
    skipAddingFilesFromTsConfig: true,
    skipLoadingLibFiles: true,
    manipulationSettings: {
      indentationText: IndentationText.TwoSpaces,
      newLineKind: NewLineKind.LineFeed,
      quoteKind: QuoteKind.Double,
      useTrailingCommas: true,
    },
  });
}

/** Prints one file from its statement structures, with `header` as the first line. */
export function printFile(project: Project, path: string, header: string, statements: Array<StatementStructures | string>): string {
  const file = project.createSourceFile(`/${path}`, { statements: [header, ...statements] }, { overwrite: true });
  const text = file.getFullText();
  project.removeSourceFile(file);
  return text;
}

/** A JavaScript template literal holding `text` exactly (backslashes, backticks, `${` and CRs escaped). */
export function templateLiteral(text: string): string {
  return `\`${text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${").replace(/\r/g, "\\r")}\``;
}

/** A JSON value as TypeScript expression text (stable: keys in the order given). */
export function jsonLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
