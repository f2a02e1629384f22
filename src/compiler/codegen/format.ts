/**
 * Prettier formatting of generated code with options fixed here (never a user's prettier config: only
 * `prettier.format` is called, which reads no configuration file).
 * @see ../../../../shared/spec/README.md §5
 */
import type { Options } from "prettier";

/** The prettier options of every generated `.ts` / `.d.ts` file. */
export const PRETTIER_OPTIONS: Readonly<Options> = Object.freeze({
  parser: "typescript",
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

/** Formats each text with {@link PRETTIER_OPTIONS}, in order. */
export async function formatBatch(texts: readonly string[]): Promise<string[]> {
  const prettier = await import("prettier");
  const out: string[] = [];
  for (const text of texts) out.push(await prettier.format(text, { ...PRETTIER_OPTIONS }));
  return out;
}
