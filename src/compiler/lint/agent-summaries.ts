/**
 * Summaries of Markdown agents, beside the tools' (summaries.ts): for each agent file, its structural findings, its
 * fields and where its split put the parts, so that an unchanged agent stands in the model without its YAML being
 * revived and read again. After one edit in 10,000 tools, the 101 agents of the bench corpus were still revived from
 * the parse cache and checked every run (about 0.1 s); the tools were not.
 *
 * Unlike a tool's, an agent's fields are all decoded at once: every whole-project rule and code generation read them
 * (its tools and their permissions above all). An entry is a function of the file's text, the configuration and the
 * toolc build, like a tool's summary; one is kept only when it reads back as the definition it was taken from, by
 * value and by the order of its keys and tools: a summary never changes a result. Reading or writing problems only
 * mean a miss.
 */
import { isDeepStrictEqual } from "node:util";
import { LineShards } from "../cache/line-shards.js";
import { cacheDir, textHash } from "../cache/store.js";
import type { Finding } from "../diagnostics/finding.js";
import { KeySpans, type KeySpansJson } from "../model/key-spans.js";
import { NOTHING_UNSET } from "../model/read.js";
import type { MdAgentFields } from "../model/fields.js";
import type { MdAgent } from "../model/types.js";
import type { SourceText } from "../source/text.js";
import { framed, frameOf, type SummarisedFile, type SummaryFrame } from "./summary-frame.js";

/** 1: the fields, the structural findings and the frame of a Markdown agent, as one JSON line per file. */
const FORMAT = 1;

/** What is kept of one Markdown agent file. */
export interface AgentSummary {
  readonly fields: MdAgentFields;
  readonly structure: readonly Finding[];
  readonly frame: SummaryFrame;
}

/** One project's agent summaries (see module comment). */
export class AgentSummaries {
  private constructor(private readonly shards: LineShards) {}

  /** The agent summaries in the cache folder of the project at `root`, for runs of `context` (the tools' summaries' context). */
  static open(root: string, context: string, readOnly = false): AgentSummaries {
    return new AgentSummaries(new LineShards(cacheDir(root), "agent-summaries-", JSON.stringify({ format: FORMAT, context }), readOnly));
  }

  /** The summary of the agent file at `rel` when its text is still `text`; undefined when there is none. */
  reuse(rel: string, text: string | SourceText): AgentSummary | undefined {
    return this.shards.decoded(rel, textHash(text), decode);
  }

  /**
   * Keeps the summary of `definition`, read from `file`, unless it would not read back as it is (or the file has a byte
   * order mark, whose split has no frame).
   */
  record(file: SummarisedFile, definition: MdAgent, structure: readonly Finding[]): void {
    if (file.split.contentStart !== 0) return;
    const summary: AgentSummary = { fields: definition.fields, structure, frame: frameOf(file) };
    const payload = encode(summary);
    if (readsBack(payload, summary)) this.shards.set(file.path, textHash(file.source), payload);
  }

  /** Writes the shards where a summary changed, appeared or went. */
  save(): void {
    this.shards.save();
  }
}

/** The definition of the agent `file` as its summary gives it: what a full read gives, its body read only when asked for. */
export function summarisedAgent(file: SummarisedFile, summary: AgentSummary): MdAgent {
  const { stem, body, contentStart, closing } = framed(file, summary.frame);
  const { fields } = summary;
  const agent: MdAgent = { path: file.path, source: file.source, fields, stem, label: fields.name?.value ?? stem, body, contentStart, closing, kind: "md-agent" };
  SUMMARISED.add(agent);
  return agent;
}

/** Every agent built by {@link summarisedAgent} (a project has tens of agents, not thousands). */
const SUMMARISED = new WeakSet<MdAgent>();

/** Whether `agent` was built from its summary (for tests: nothing else tells the two apart). */
export function isSummarisedAgent(agent: MdAgent): boolean {
  return SUMMARISED.has(agent);
}

/** The summary as one line: key spans compactly (KeySpans.toJSON), the unset keys and the tools' entries as lists. */
function encode(summary: AgentSummary): string {
  const { fields } = summary;
  const tools = fields.tools;
  // Spread and set again, each key keeps its place: the decoded fields have the keys in the order read.
  const plain = { ...fields, unset: [...fields.unset], ...(tools ? { tools: { ...tools, value: [...tools.value] } } : {}) };
  return JSON.stringify({ ...summary, fields: plain });
}

function decode(payload: string): AgentSummary {
  const summary = JSON.parse(payload) as { fields: Record<string, unknown> };
  const fields = summary.fields;
  fields.keySpans = KeySpans.fromJSON(fields.keySpans as KeySpansJson);
  const unset = fields.unset as string[];
  fields.unset = unset.length === 0 ? NOTHING_UNSET : new Set(unset);
  const tools = fields.tools as { value: unknown } | undefined;
  if (tools) tools.value = new Map(tools.value as [string, unknown][]);
  return summary as unknown as AgentSummary;
}

/** Whether `payload` reads back as `summary`: the same values, and encoded again the same line (key and tool order). */
function readsBack(payload: string, summary: AgentSummary): boolean {
  const back = decode(payload);
  return isDeepStrictEqual(back, summary) && encode(back) === payload;
}
