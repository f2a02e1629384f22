/**
 * The per-file results cache: what the file-scoped rules (`scope: "file"`, lint/rule.ts) found in each
 * Markdown definition file, kept across runs. A file whose text is unchanged takes its findings from here, so
 * after one edit those rules check one file, not ten thousand; the project-wide rules still run on the whole
 * model. Results, not syntax trees: entries are findings (mostly none), kept as lines in shards
 * (cache/line-shards.ts), so that one edit rewrites one shard of them.
 *
 * An entry answers only a run with the same toolc build, the same configuration and the same set of enabled
 * file-scoped rules (the header's `context`); anything else discards the shards. Reading or writing problems
 * only ever mean checking every file; the cache never changes a result.
 */
import path from "node:path";
import { LineShards } from "../cache/line-shards.js";
import { cacheDir, contentHash, removeFile, textHash } from "../cache/store.js";
import type { SourceText } from "../source/text.js";
import type { ToolcConfig } from "../config/types.js";
import type { Finding } from "../diagnostics/finding.js";
import { toolcFingerprint } from "../results/fingerprint.js";

/** 1: findings of the file-scoped rules by Markdown file, one JSON file; 2: the same as lines in shards. */
const FORMAT = 2;

/** The file format 1 kept, removed once shards replace it. */
const LEGACY_FILE = "file-results.json";

/** Reads, serves and (when anything changed) rewrites one project's per-file results. */
export class FileResults {
  /** The findings decoded this run, with the hash of the text they answer for. */
  private readonly decoded = new Map<string, { hash: string; findings: Finding[] }>();

  private constructor(
    private readonly shards: LineShards,
    private readonly legacy: string,
    private readonly readOnly: boolean,
  ) {}

  /**
   * The cache of the project at `root` (see cacheDir) for a run with `config` and the enabled file-scoped
   * `ruleIds`; `readOnly` for another copy of the project (never saved).
   */
  static open(root: string, config: ToolcConfig, ruleIds: readonly string[], readOnly = false): FileResults {
    const context = contentHash(`${toolcFingerprint()}\u0000${JSON.stringify(config)}\u0000${[...ruleIds].sort().join(",")}`);
    const dir = cacheDir(root);
    return new FileResults(new LineShards(dir, "file-results-", JSON.stringify({ format: FORMAT, context }), readOnly), path.join(dir, LEGACY_FILE), readOnly);
  }

  /** The cached findings of the file at `rel` when its text is still `text`; undefined when it must be checked. */
  reuse(rel: string, text: string | SourceText): Finding[] | undefined {
    return this.entryFor(rel, text);
  }

  /**
   * Whether {@link reuse} will answer for the file at `rel` with text `text`: the early checks then skip the
   * document rules there (lint/early.ts), whose findings the entry holds.
   */
  answers(rel: string, text: string | SourceText): boolean {
    return this.entryFor(rel, text) !== undefined;
  }

  private entryFor(rel: string, text: string | SourceText): Finding[] | undefined {
    const hash = textHash(text);
    const known = this.decoded.get(rel);
    if (known?.hash === hash) return known.findings;
    const payload = this.shards.get(rel, hash);
    if (payload === undefined) return undefined;
    let findings: unknown;
    try {
      // Most files have no findings: their entry is `[]`, with nothing to parse.
      findings = payload === "[]" ? [] : JSON.parse(payload);
    } catch {
      return undefined;
    }
    if (!Array.isArray(findings)) return undefined;
    this.decoded.set(rel, { hash, findings: findings as Finding[] });
    return findings as Finding[];
  }

  /** Records what the file-scoped rules found in the file at `rel`, whose text is `text`. */
  record(rel: string, text: string | SourceText, findings: Finding[]): void {
    const hash = textHash(text);
    this.shards.set(rel, hash, JSON.stringify(findings));
    this.decoded.set(rel, { hash, findings });
  }

  /** Writes the shards where a file was checked afresh or one of the earlier run's is gone. */
  save(): void {
    if (this.readOnly) return;
    this.shards.save();
    removeFile(this.legacy);
  }
}
