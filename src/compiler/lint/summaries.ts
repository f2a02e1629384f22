/**
 * The summaries cache: for each Markdown tool file, what an unchanged file's definition needs to stand in the model
 * without its YAML being revived or read (model/lazy.ts): its structural findings, its fields but `headers`,
 * `parameters` and `input_schema`, and the places its descriptions could name another tool (lint/support/mentions.ts).
 * The early checks use a summary only where the per-file results cache answers too, so no file-scoped or document
 * rule needs the file's document.
 *
 * An entry is a function of the file's text, the configuration and the toolc build (the header's `context`). A
 * summary is kept only when it reads back exactly as the definition it was taken from (a `.inf` timeout, which JSON
 * cannot hold, is not summarised): a summary never changes a result. Reading or writing problems only mean a miss.
 *
 * A summary's mention sites and fields (four fifths of its bytes) are kept apart, in the `summary-details-` shards,
 * read only when a tool's are first asked for: after one edit in 10,000 tools, a run asks for one tool's, and reading
 * every line of them was 15 MB read, split and collected for nothing. Details gone by then (a damaged or removed
 * shard) are taken from the file itself, as a lazy field is (model/lazy.ts): the same values, at the cost of a read.
 */
import { LineShards } from "../cache/line-shards.js";
import { cacheDir, contentHash, textHash } from "../cache/store.js";
import type { ToolcConfig } from "../config/types.js";
import type { Finding } from "../diagnostics/finding.js";
import { markdownFrame } from "../model/build.js";
import { LAZY_TOOL_FIELDS, lazyMdTool, type KnownValues } from "../model/lazy.js";
import type { MdTool } from "../model/types.js";
import type { FrontmatterSplit } from "../parse/frontmatter.js";
import type { SourceText } from "../source/text.js";
import { toolcFingerprint } from "../results/fingerprint.js";
import { mentionSites, rememberMentionSites, type KeptMentions, type MentionSite } from "./support/mentions.js";
import { AgentSummaries } from "./agent-summaries.js";
import { decode, encode, readsBack } from "./summary-codec.js";
import { framed, frameOf, type SummarisedFile, type SummaryFrame } from "./summary-frame.js";

export { splitOf, type SummarisedFile, type SummaryFrame } from "./summary-frame.js";
export { mentionSitesDecoded, summaryDetailsRead } from "./summary-codec.js";

/**
 * 1: a Markdown tool's keys, eager fields, structural findings and mention sites, as one JSON line per file.
 * 2: and where its frontmatter and body lie (`frame`), so that an unread file (source/trusted.ts) needs no split.
 * 3: key spans as one file name, the keys and their offsets (model/key-spans.ts).
 * 4: and the {@link headKey} of the text, so that a run can tell a change to bodies alone unread (project-results.ts).
 * 5: the fields apart, after a tab, decoded only when first asked for; the name and permission values in the first part.
 * 6: the mention sites apart too, between the first part and the fields, with the names they hold in the first part.
 * 7: the mention sites and the fields in shards of their own (`summary-details-`), read only when first asked for.
 */
const FORMAT = 7;

/** What is kept of one Markdown tool file. */
export interface Summary {
  /** The own keys of its fields, in order. */
  readonly keys: readonly string[];
  /** Its fields but the lazy ones (`keySpans` a KeySpans, `unset` a Set, as in the model). */
  readonly eager: Readonly<Record<string, unknown>>;
  readonly structure: readonly Finding[];
  readonly mentions: readonly MentionSite[];
  /** Where its split put the parts (a file with a byte order mark, which the split reports, has none). */
  readonly frame?: SummaryFrame;
  /** The {@link headKey} of the file's text: what a change that leaves the frontmatter as it was keeps. */
  readonly head: string;
}

/**
 * A summary as read back: its fields decoded only when first asked for. After a change to one tool's body, what the
 * rules still run ask of every other tool is its name and permission (agent-tools.ts), which `known` holds.
 */
export interface KeptSummary extends Omit<Summary, "eager" | "mentions"> {
  /** {@link Summary.eager}, read and decoded on the first call; undefined when its details are gone (see module comment). */
  readonly eager: () => Readonly<Record<string, unknown>> | undefined;
  readonly known: KnownValues;
  /**
   * {@link Summary.mentions}, decoded on the first call, and the names they hold: description-shadowing looks at the
   * sites of a tool only when one of those is another tool's name (after a body edit at 10,000 tools, none but a few).
   */
  readonly mentions: KeptMentions;
}

/** One project's summaries (see module comment), and its agents' (agent-summaries.ts). */
export class Summaries {
  private constructor(
    private readonly shards: LineShards,
    /** The mention sites and fields of each summary (see module comment). */
    private readonly details: LineShards,
    /** The summaries of the project's Markdown agents. */
    readonly agents: AgentSummaries,
  ) {}

  /** The summaries of the project at `root` (see cacheDir) for a run with `config`; `readOnly` for another copy of it. */
  static open(root: string, config: ToolcConfig, readOnly = false): Summaries {
    const context = contentHash(`${toolcFingerprint()}\u0000${JSON.stringify(config)}`);
    const header = JSON.stringify({ format: FORMAT, context });
    const dir = cacheDir(root);
    return new Summaries(new LineShards(dir, "summaries-", header, readOnly), new LineShards(dir, "summary-details-", header, readOnly), AgentSummaries.open(root, context, readOnly));
  }

  /** The summary of the file at `rel` when its text is still `text`; undefined when there is none. */
  reuse(rel: string, text: string | SourceText): KeptSummary | undefined {
    const hash = textHash(text);
    const kept = this.shards.decoded(rel, hash, (payload) => decode(payload, () => this.details.get(rel, hash)));
    // Its details stay as they are on disk unless asked for.
    if (kept) this.details.keep(rel);
    return kept;
  }

  /** Keeps the summary of `definition`, read from `file` split as `file.split`, unless it would not read back as it is. */
  record(file: SummarisedFile, definition: MdTool, structure: readonly Finding[]): void {
    const summary = summaryOf(definition, structure, file);
    const { head, details } = encode(summary);
    if (!readsBack(head, details, summary)) return;
    const hash = textHash(file.source);
    this.shards.set(file.path, hash, head);
    this.details.set(file.path, hash, details);
  }

  /** Writes the shards where a summary changed, appeared or went (the agents' too). */
  save(): void {
    this.shards.save();
    this.details.save();
    this.agents.save();
  }
}

/**
 * The definition of `file` as its summary gives it; its lazy fields come from `read()`, which reads the file
 * whole. Its mention sites are the summary's.
 */
export function summarisedTool(file: SummarisedFile, summary: KeptSummary, read: () => MdTool | undefined): MdTool {
  const frame = summary.frame ? framed(file, summary.frame) : markdownFrame(file);
  const name = summary.known.name;
  const label = typeof name === "string" ? name : frame.stem;
  // Its details gone: the fields of the file read whole, which the summary read back as (`readsBack`).
  const eager = () => summary.eager() ?? ((read()?.fields ?? {}) as unknown as Readonly<Record<string, unknown>>);
  const tool = lazyMdTool({ definition: { path: file.path, source: file.source, ...frame, label }, keys: summary.keys, eager, known: summary.known }, read);
  rememberMentionSites(tool, summary.mentions);
  return tool;
}

/**
 * What a Markdown file's text holds before its body: where the body starts and a hash of all before it (the byte
 * order mark, the frontmatter and its fences). Two texts with the same head key differ in their bodies at most, so
 * everything a file's frontmatter gives (every field, with its span) is the same in both.
 */
export function headKey(text: string, split: Pick<FrontmatterSplit, "bodyStart">): string {
  return `${split.bodyStart}:${contentHash(text.slice(0, split.bodyStart))}`;
}

function summaryOf(definition: MdTool, structure: readonly Finding[], file: SummarisedFile): Summary {
  const fields = definition.fields as unknown as Record<string, unknown>;
  const keys = Object.keys(fields);
  const eager: Record<string, unknown> = {};
  for (const key of keys) if (!LAZY_TOOL_FIELDS.has(key)) eager[key] = fields[key];
  const summary = { keys, eager, structure, mentions: mentionSites(definition), head: file.head ?? headKey(file.source.text, file.split) };
  return file.split.contentStart === 0 ? { ...summary, frame: frameOf(file) } : summary;
}
