/**
 * Prettier formatting of generated code with options fixed here (never a user's prettier config: only
 * `prettier.format` is called, which reads no configuration file). For speed, a batch of files is formatted
 * as one text — the files joined by a marker comment line that cannot occur in them — and split again;
 * top-level formatting is local to each statement, so every file comes out as if formatted alone (a test
 * pins this), and a batch whose markers do not survive is formatted file by file instead. JSDoc blocks that
 * prettier would only re-indent are kept out of its input (doc-detach.ts).
 * @see ../../../../shared/spec/README.md §5
 */
import { createHash } from "node:crypto";
import type { Options } from "prettier";
import { contentHash } from "../cache/store.js";
import { detachDocs, reattachDocs } from "./doc-detach.js";
import { warmSample } from "./warm-sample.js";

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

/** Rounds of {@link warmSample} a worker formats at most before its first task (measured: see bench). */
const WARM_ROUNDS = 2;

/**
 * Loads prettier and warms its parser and printer: worker threads call this as soon as they start, while the
 * main thread still checks the project. Between rounds it yields to the event loop and stops as soon as
 * `interrupted()` says a real task is waiting, so warming never delays work.
 */
export async function warm(interrupted: () => boolean = () => false): Promise<void> {
  const sample = warmSample();
  for (let round = 0; round < WARM_ROUNDS && !interrupted(); round++) {
    await formatOne(sample);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Formats one text with {@link PRETTIER_OPTIONS}. */
export async function formatOne(text: string): Promise<string> {
  return (await loadPrettier()).format(text, { ...PRETTIER_OPTIONS });
}

/**
 * Formats each text with {@link PRETTIER_OPTIONS}, in order, with one prettier call for the whole batch and
 * the JSDoc blocks prettier would only re-indent kept out of it (doc-detach.ts). A file whose comments cannot
 * be put back exactly is formatted alone, comments included.
 */
export async function formatBatch(texts: readonly string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const detached = texts.map(detachDocs);
  const formatted = await formatJoined(detached.map((d) => d.text));
  return Promise.all(formatted.map(async (text, i) => reattachDocs(text, detached[i]!.docs) ?? formatOne(texts[i]!)));
}

/** Formats the texts as one, joined by a marker line that cannot occur in them, and splits the result. */
async function formatJoined(texts: readonly string[]): Promise<string[]> {
  if (texts.length === 1) return [await formatOne(texts[0]!)];
  const marker = `//toolc-split:${createHash("sha256").update(texts.join("\u0000")).digest("hex").slice(0, 24)}`;
  const joined = texts.map((t) => `${marker}\n${t}`).join("\n");
  const parts = (await formatOne(joined)).split(`${marker}\n`);
  if (parts.length !== texts.length + 1 || parts[0] !== "") return Promise.all(texts.map(formatOne));
  return parts.slice(1).map((p) => p.replace(/\n+$/, "\n"));
}

/**
 * Formats a batch, taking the files `memo` (content hash of the printed text → formatted text, see
 * format-cache.ts) already knows from it and running prettier once for the rest.
 */
export async function formatWithMemo(texts: readonly string[], memo?: ReadonlyMap<string, string>): Promise<string[]> {
  if (!memo || memo.size === 0) return formatBatch(texts);
  const known = texts.map((text) => memo.get(contentHash(text)));
  const formatted = await formatBatch(texts.filter((_, i) => known[i] === undefined));
  return known.map((k) => k ?? formatted.shift()!);
}
