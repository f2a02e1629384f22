/**
 * The result cache: what a `toolc compile` run concluded — its diagnostics and, when it generated, the
 * state of `out` it left — kept with every fact the run observed (../inputs/): file contents, directory
 * listings, glob matches, the environment names and programs it depended on. A later run with the same
 * options replays the facts; when every one still holds (and `out` still has the recorded bytes) the result
 * is reused without loading, parsing, checking or generating anything. Any difference means a full run,
 * whose result replaces the entry: a cache never changes a result, only how fast it arrives.
 *
 * One entry per project root, config file and mode (`--no-emit`, `compile`, `--check`), in the project's
 * cache folder (cache/store.ts). A failed configuration, a missing root or a crashed rule is never kept.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { cacheDir, readText, removeFile, writeLines } from "../cache/store.js";
import type { Diagnostic, Summary } from "../diagnostics/types.js";
import type { SourceText } from "../source/text.js";
import { lazySource } from "../source/trusted.js";
import { askOrder, holds } from "../inputs/facts.js";
import type { Trace } from "../inputs/traced-fs.js";
import { toolcFingerprint } from "./fingerprint.js";
import { outStillHolds, type OutState } from "./out-state.js";
import { keptLines, KeptLines } from "./kept-lines.js";

export { outStateOf, type OutState } from "./out-state.js";

/** Bumped when the stored shape changes (2: `files`; 3: lines, kept-lines.ts). */
const FORMAT = 3;

/** What a run is: which project, which config, and what it does with `out`. */
export interface RunKey {
  /** The root as given (absolute): the entry is looked up before the config decides the project root. */
  given: string;
  configPath?: string;
  mode: "none" | "write" | "check" | "breaking" | "lock";
  /** What else the result depends on that no fact covers (`breaking`: the baseline's commit). */
  variant?: string;
}

/** A run's conclusion, as kept. */
export interface KeptResult {
  /** The project root that was checked. */
  root: string;
  diagnostics: Diagnostic[];
  summary: Summary;
  /** Every file the run read, in its order: a report of the kept result lists them as a fresh one does (JUnit's suites). */
  files: string[];
  /** Why nothing was generated although the check passed (no definition files; `out` outside the root). */
  notGenerated?: "empty" | "out";
  /** What `out` held when the run ended, when it generated (or `--check` found it up to date). */
  out?: OutState;
}

function fileOf(key: RunKey): string {
  return path.join(cacheDir(key.given), `results-${key.mode}.lines`);
}

/** Where format 2 kept the result, as one JSON document: removed when a result is kept. */
function legacyFileOf(key: RunKey): string {
  return path.join(cacheDir(key.given), `results-${key.mode}.json`);
}

function headerOf(key: RunKey): string {
  return JSON.stringify({ format: FORMAT, toolc: toolcFingerprint(), given: key.given, config: key.configPath ?? "", variant: key.variant ?? "" });
}

/**
 * The kept result of `key` when every fact it was computed from still holds and, for a result that left
 * `out` in a recorded state, `out` still is in that state; undefined otherwise.
 */
export async function reusableResult(key: RunKey): Promise<KeptResult | undefined> {
  const kept = KeptLines.of(readText(fileOf(key)), headerOf(key));
  if (!kept || !kept.everyFact(holds)) return undefined;
  const result = kept.result<KeptResult>();
  if (!result || (result.out && !(await outStillHolds(result.out, result.root, key.mode === "write")))) return undefined;
  return result;
}

/** Keeps `result` of the run `key`, with the facts of its `trace` in the order they are best asked again. */
export function keepResult(key: RunKey, trace: Trace, result: KeptResult): void {
  writeLines(fileOf(key), keptLines(headerOf(key), result, askOrder(trace.facts)));
  removeFile(legacyFileOf(key));
}

/**
 * The sources of a kept result, in the run's order: the files its diagnostics point at read now, for source snippets
 * (the facts say they are unchanged), and every other file the run read with its text read only if asked for.
 */
export function sourcesOf(kept: KeptResult): Map<string, SourceText> {
  const named = new Map<string, SourceText>();
  for (const file of new Set(kept.diagnostics.flatMap((d) => [d.file, ...d.related.map((r) => r.file)]))) {
    const text = textOf(kept.root, file);
    // a snippet is only shown when its file can be read
    if (text !== undefined) named.set(file, { path: file, text });
  }
  const sources = new Map<string, SourceText>();
  for (const file of kept.files) sources.set(file, named.get(file) ?? lazySource(file, () => textOf(kept.root, file) ?? ""));
  for (const [file, source] of named) if (!sources.has(file)) sources.set(file, source);
  return sources;
}

function textOf(root: string, file: string): string | undefined {
  try {
    return readFileSync(path.resolve(root, file), "utf8");
  } catch {
    return undefined;
  }
}

