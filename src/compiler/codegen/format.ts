/**
 * The one formatting step of code generation: prettier with options fixed here (never a user's prettier
 * config: only `prettier.format` is called, which reads no configuration file). Files are formatted in
 * batches, each batch as one text — the files joined by a marker comment line that cannot occur in them — and
 * split again; top-level formatting is local to each statement, so every file comes out as if formatted alone
 * (a test pins this), and a batch whose markers do not survive is formatted file by file instead.
 * @see ../../../../shared/spec/README.md §5
 */
import { createHash } from "node:crypto";
import type { Options } from "prettier";

/** The prettier options of every generated `.ts` / `.d.ts` file. */
export const PRETTIER_OPTIONS: Readonly<Options> = Object.freeze({
  parser: "babel-ts",
  printWidth: 100,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: false,
  jsxSingleQuote: false,
  quoteProps: "as-needed",
  trailingComma: "all",
  bracketSpacing: true,
  bracketSameLine: false,
  objectWrap: "preserve",
  arrowParens: "always",
  endOfLine: "lf",
  proseWrap: "preserve",
  embeddedLanguageFormatting: "off",
  experimentalTernaries: false,
  experimentalOperatorPosition: "end",
});

/** Formats one text with {@link PRETTIER_OPTIONS}. */
export async function formatOne(text: string): Promise<string> {
  const prettier = await import("prettier");
  return prettier.format(text, { ...PRETTIER_OPTIONS });
}

let formatted = 0;

/** How many code files this thread has formatted as generated files (warm-ups not counted): for tests. */
export function filesFormatted(): number {
  return formatted;
}

/** Formats the texts as one, joined by a marker line that cannot occur in them, and splits the result. */
export async function formatBatch(texts: readonly string[]): Promise<string[]> {
  formatted += texts.length;
  if (texts.length <= 1) return Promise.all(texts.map(formatOne));
  const marker = `//toolc-split:${createHash("sha256").update(texts.join("\u0000")).digest("hex").slice(0, 24)}`;
  const joined = texts.map((t) => `${marker}\n${t}`).join("\n");
  const parts = (await formatOne(joined)).split(`${marker}\n`);
  if (parts.length !== texts.length + 1 || parts[0] !== "") return Promise.all(texts.map(formatOne));
  return parts.slice(1).map((p) => p.replace(/\n+$/, "\n"));
}
