/**
 * The per-file results cache: what the file-scoped rules (`scope: "file"`, lint/rule.ts) found in each
 * Markdown definition file, kept across runs. A file whose text is unchanged takes its findings from here, so
 * after one edit those rules check one file, not ten thousand; the project-wide rules still run on the whole
 * model. Results, not syntax trees: entries are findings (mostly none), so the file stays small and is read whole.
 *
 * An entry answers only a run with the same toolc build, the same configuration and the same set of enabled
 * file-scoped rules (the header's `context`); anything else discards the file. Reading or writing problems
 * only ever mean checking every file; the cache never changes a result.
 */
import path from "node:path";
import { cacheDir, contentHash, readEntries, textHash, writeEntries } from "../cache/store.js";
import type { SourceText } from "../source/text.js";
import type { ToolcConfig } from "../config/types.js";
import type { Finding } from "../diagnostics/finding.js";
import { toolcFingerprint } from "../results/fingerprint.js";

/** 1: findings of the file-scoped rules by Markdown file. */
const FORMAT = 1;

/** The cache file, in the project's cache folder. */
const FILE_NAME = "file-results.json";

/** One file's cached findings and the hash of the text they were found in. */
interface Entry {
  hash: string;
  findings: Finding[];
}

/** Reads, serves and (when anything changed) rewrites one project's per-file results. */
export class FileResults {
  /** This run's entries: reused and recorded ones (files not seen in a run are dropped on save). */
  private readonly used = new Map<string, Entry>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly header: { format: number; context: string },
    private readonly known: Map<string, Entry>,
    private readonly readOnly: boolean,
  ) {}

  /**
   * The cache of the project at `root` (see cacheDir) for a run with `config` and the enabled file-scoped
   * `ruleIds`; `readOnly` for another copy of the project (never saved).
   */
  static open(root: string, config: ToolcConfig, ruleIds: readonly string[], readOnly = false): FileResults {
    const context = contentHash(`${toolcFingerprint()}\u0000${JSON.stringify(config)}\u0000${[...ruleIds].sort().join(",")}`);
    const header = { format: FORMAT, context };
    const file = path.join(cacheDir(root), FILE_NAME);
    return new FileResults(file, header, readEntries<Entry>(file, header), readOnly);
  }

  /** The cached findings of the file at `rel` when its text is still `text`; undefined when it must be checked. */
  reuse(rel: string, text: string | SourceText): Finding[] | undefined {
    const entry = this.entryFor(rel, text);
    if (entry) this.used.set(rel, entry);
    return entry?.findings;
  }

  /**
   * Whether {@link reuse} will answer for the file at `rel` with text `text` (nothing is marked used): the
   * early checks then skip the document rules there (lint/early.ts), whose findings the entry holds.
   */
  answers(rel: string, text: string | SourceText): boolean {
    return this.entryFor(rel, text) !== undefined;
  }

  private entryFor(rel: string, text: string | SourceText): Entry | undefined {
    const entry = this.known.get(rel);
    return entry && entry.hash === textHash(text) && Array.isArray(entry.findings) ? entry : undefined;
  }

  /** Records what the file-scoped rules found in the file at `rel`, whose text is `text`. */
  record(rel: string, text: string | SourceText, findings: Finding[]): void {
    this.used.set(rel, { hash: textHash(text), findings });
    this.changed = true;
  }

  /** Writes the entries of this run when a file was checked afresh or one of the earlier run's is gone. */
  save(): void {
    if (this.readOnly || (!this.changed && this.used.size === this.known.size)) return;
    writeEntries(this.file, this.header, [...this.used].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
}
