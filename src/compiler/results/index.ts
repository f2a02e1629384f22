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
import { cacheDir, readEntries, writeEntries } from "../cache/store.js";
import type { Diagnostic, Summary } from "../diagnostics/types.js";
import type { SourceText } from "../source/text.js";
import { lazySource } from "../source/trusted.js";
import { allHold, type Fact } from "../inputs/facts.js";
import type { Trace } from "../inputs/traced-fs.js";
import { toolcFingerprint } from "./fingerprint.js";
import { outStillHolds, type OutState } from "./out-state.js";

export { outStateOf, type OutState } from "./out-state.js";

/** Bumped when the stored shape changes (2: `files`). */
const FORMAT = 2;

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

interface Entry extends KeptResult {
  facts: Fact[];
}

function fileOf(key: RunKey): string {
  return path.join(cacheDir(key.given), `results-${key.mode}.json`);
}

function headerOf(key: RunKey): Record<string, string | number> {
  return { format: FORMAT, toolc: toolcFingerprint(), given: key.given, config: key.configPath ?? "", variant: key.variant ?? "" };
}

/**
 * The kept result of `key` when every fact it was computed from still holds and, for a result that left
 * `out` in a recorded state, `out` still is in that state; undefined otherwise.
 */
export async function reusableResult(key: RunKey): Promise<KeptResult | undefined> {
  const entry = readEntries<Entry>(fileOf(key), headerOf(key)).get("result");
  if (!entry || !allHold(entry.facts)) return undefined;
  if (entry.out && !(await outStillHolds(entry.out, entry.root, key.mode === "write"))) return undefined;
  const { facts: _facts, ...kept } = entry;
  return kept;
}

/** Keeps `result` of the run `key`, with the facts of its `trace`. */
export function keepResult(key: RunKey, trace: Trace, result: KeptResult): void {
  const entry: Entry = { ...result, facts: [...trace.facts] };
  writeEntries(fileOf(key), headerOf(key), [["result", entry]]);
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

