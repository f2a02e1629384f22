/**
 * The one formatting step of code generation: prettier with options fixed here (never a user's prettier
 * config: only `prettier.format` is called, which reads no configuration file). Files are formatted in
 * batches, each batch as one text — the files joined by a marker comment line that cannot occur in them — and
 * split again; top-level formatting is local to each statement, so every file comes out as if formatted alone
 * (a test pins this), and a batch whose markers do not survive is formatted file by file instead.
 * @see ../../../../shared/spec/README.md §5
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Options } from "prettier";
import type { FormatReply, FormatRequest } from "./format-worker.js";

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

/**
 * Files per prettier call. Measured on the bench corpus (1,000 tool files, 2 loaded cores, prettier warm):
 * one call per file 4.4–5.2 s, batches of 60 files 1.9 s (each call's fixed cost dominates small files);
 * one call for everything was slower again (3.1–5.7 s: prettier's cost grows faster than linearly).
 */
const BATCH_FILES = 60;

/**
 * From this many files on, a worker thread formats a share of the batches: the one piece of speed machinery
 * left in codegen, and the only way formatting uses the second core. Below 300 files, starting a thread and
 * loading prettier twice costs more than it saves.
 */
const MIN_FILES_FOR_WORKER = 300;

/**
 * Which batches the worker formats: two of every three. The worker starts on the first batch while this thread
 * still prints the rest, and printing a file costs about a third of formatting it (1,000-tool bench corpus: 1.1 s
 * printing, 3.6 s formatting), so an even split would leave the worker idle while this thread catches up.
 */
const forWorker = (batch: number): boolean => batch % 3 !== 2;

/**
 * Prints file `i` for each `i < count` with `print` and formats the texts with {@link PRETTIER_OPTIONS}, in
 * order (loads prettier on first use). Printing and formatting overlap: each batch goes to the worker as soon
 * as it is printed.
 */
export async function printAndFormat(count: number, print: (i: number) => string): Promise<string[]> {
  const worker = count >= MIN_FILES_FOR_WORKER ? startWorker() : undefined;
  try {
    const kept: string[][] = [];
    const offloaded: Promise<string[]>[] = [];
    for (let start = 0, batch = 0; start < count; start += BATCH_FILES, batch++) {
      const texts = Array.from({ length: Math.min(BATCH_FILES, count - start) }, (_, i) => print(start + i));
      if (worker && forWorker(batch)) offloaded[batch] = worker.format(texts);
      else kept[batch] = texts;
    }
    const formatted: string[][] = [];
    for (const [batch, texts] of kept.entries()) if (texts) formatted[batch] = await formatBatch(texts);
    for (const [batch, reply] of offloaded.entries()) if (reply) formatted[batch] = await reply;
    return formatted.flat();
  } finally {
    await worker?.close();
  }
}

/** Formats each text with {@link PRETTIER_OPTIONS}, in order (loads prettier on first use). */
export async function formatFiles(texts: readonly string[]): Promise<string[]> {
  return printAndFormat(texts.length, (i) => texts[i]!);
}

/** The compiled format-worker.js; absent when running from TypeScript sources (vitest), which then format here only. */
const WORKER_URL = new URL("./format-worker.js", import.meta.url);

/** Starts the second formatter, or undefined when there is no compiled worker to start. */
function startWorker(): { format(texts: string[]): Promise<string[]>; close(): Promise<void> } | undefined {
  if (!existsSync(fileURLToPath(WORKER_URL))) return undefined;
  const worker = new Worker(WORKER_URL);
  const waiting = new Map<number, { resolve: (formatted: string[]) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error): void => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on("message", (reply: FormatReply) => {
    const request = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ("error" in reply) request?.reject(new Error(reply.error));
    else request?.resolve(reply.formatted);
  });
  worker.on("error", failAll);
  worker.on("exit", () => failAll(new Error("the formatter thread stopped")));
  let next = 0;
  return {
    format(texts) {
      const id = next++;
      const reply = new Promise<string[]>((resolve, reject) => waiting.set(id, { resolve, reject }));
      reply.catch(() => undefined); // awaited later; a failure before then is not unhandled
      worker.postMessage({ id, texts } satisfies FormatRequest);
      return reply;
    },
    async close() {
      await worker.terminate();
    },
  };
}

/** Formats one text with {@link PRETTIER_OPTIONS}. */
export async function formatOne(text: string): Promise<string> {
  const prettier = await import("prettier");
  return prettier.format(text, { ...PRETTIER_OPTIONS });
}

/** Formats the texts as one, joined by a marker line that cannot occur in them, and splits the result. */
export async function formatBatch(texts: readonly string[]): Promise<string[]> {
  if (texts.length <= 1) return Promise.all(texts.map(formatOne));
  const marker = `//toolc-split:${createHash("sha256").update(texts.join("\u0000")).digest("hex").slice(0, 24)}`;
  const joined = texts.map((t) => `${marker}\n${t}`).join("\n");
  const parts = (await formatOne(joined)).split(`${marker}\n`);
  if (parts.length !== texts.length + 1 || parts[0] !== "") return Promise.all(texts.map(formatOne));
  return parts.slice(1).map((p) => p.replace(/\n+$/, "\n"));
}
