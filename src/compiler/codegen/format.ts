/**
 * Prettier formatting of generated code with options fixed here (never a user's prettier config: only
 * `prettier.format` is called, which reads no configuration file). For speed, a batch of files is formatted
 * as one text — the files joined by a marker comment line that cannot occur in them — and split again;
 * top-level formatting is local to each statement, so every file comes out as if formatted alone (a test
 * pins this), and a batch whose markers do not survive is formatted file by file instead.
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

type Prettier = typeof import("prettier");
let prettierPromise: Promise<Prettier> | undefined;

function loadPrettier(): Promise<Prettier> {
  prettierPromise ??= import("prettier");
  return prettierPromise;
}

/** Loads prettier and warms its parser and printer (worker threads call this as soon as they start). */
export async function warm(): Promise<void> {
  await (await loadPrettier()).format("export interface A {\n  /** x */\n  a?: string;\n}\n", { ...PRETTIER_OPTIONS });
}

/** Formats one text with {@link PRETTIER_OPTIONS}. */
export async function formatOne(text: string): Promise<string> {
  return (await loadPrettier()).format(text, { ...PRETTIER_OPTIONS });
}

/** Formats each text with {@link PRETTIER_OPTIONS}, in order (one prettier call for the whole batch). */
export async function formatBatch(texts: readonly string[]): Promise<string[]> {
  if (texts.length <= 1) return Promise.all(texts.map(formatOne));
  const marker = `//toolc-split:${createHash("sha256").update(texts.join("\u0000")).digest("hex").slice(0, 24)}`;
  const joined = texts.map((t) => `${marker}\n${t}`).join("\n");
  const parts = (await formatOne(joined)).split(`${marker}\n`);
  if (parts.length !== texts.length + 1 || parts[0] !== "") return Promise.all(texts.map(formatOne));
  return parts.slice(1).map((p) => p.replace(/\n+$/, "\n"));
}

/**
 * Formats a batch unless the other side already claimed it: workers take batches from the front and the
 * main thread, once it has printed everything, from the back (see generate.ts). `claims[index]` is set
 * atomically by whoever starts the batch first; `null` means the batch was not this caller's to format.
 */
export async function formatClaimed(claims: Int32Array, index: number, texts: readonly string[]): Promise<string[] | null> {
  if (Atomics.compareExchange(claims, index, 0, 1) !== 0) return null;
  return formatBatch(texts);
}
