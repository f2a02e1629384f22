/**
 * Where a tool's descriptions could name another tool, found once per tool: the words that hold a `_` or `-`, and
 * the backticked code spans, of every description site (the description, the body, parameter and schema
 * descriptions and titles). `description-shadowing` then only looks these up among each agent's tools: scanning
 * every description once per agent that enables its tool was most of that rule's time on 10,000 tools.
 *
 * A Markdown tool whose file is unchanged brings its sites from the summaries cache (lint/summaries.ts) without
 * being read whole: {@link rememberMentionSites} holds them for its lazy definition.
 * @see ../../rules/description-shadowing.ts
 */
import type { Field } from "../../model/field.js";
import type { CoreTool, MdTool } from "../../model/types.js";
import { coreToolSites, mdToolSites, type TextSite } from "./text-sites.js";

/** A place in a description where a tool name could stand: `word` for a bare word holding `_` or `-`, else a code span. */
export interface Candidate {
  readonly name: string;
  /** Offset of the name in the description's value. */
  readonly start: number;
  readonly word: boolean;
}

/** One description site of a tool that holds at least one {@link Candidate}. */
export interface MentionSite {
  /** For messages, e.g. "parameter `symbol`'s description". */
  readonly label: string;
  /** Where the description is written (its span, and where its text starts when written verbatim). */
  readonly field: Pick<Field<string>, "span" | "verbatimAt">;
  /** Bare words first, then code spans, each in text order. */
  readonly candidates: readonly Candidate[];
}

const KNOWN = new WeakMap<MdTool | CoreTool, readonly MentionSite[]>();

/** The mention sites of a tool, read from its definition on first use. */
export function mentionSites(tool: MdTool | CoreTool): readonly MentionSite[] {
  let sites = KNOWN.get(tool);
  if (!sites) {
    sites = readMentionSites(tool);
    KNOWN.set(tool, sites);
  }
  return sites;
}

/** Gives `tool` its mention sites as an earlier run read them from the same text (a lazy definition's). */
export function rememberMentionSites(tool: MdTool, sites: readonly MentionSite[]): void {
  KNOWN.set(tool, sites);
}

/** The description sites of a tool (Markdown or authored), whole: for a name that only its full text can show. */
export function descriptionSites(tool: MdTool | CoreTool): TextSite[] {
  return (tool.kind === "md-tool" ? mdToolSites(tool) : coreToolSites(tool)).filter((site) => site.kind === "description");
}

function readMentionSites(tool: MdTool | CoreTool): MentionSite[] {
  const out: MentionSite[] = [];
  for (const site of descriptionSites(tool)) {
    const candidates = candidatesIn(site.field.value);
    if (candidates.length === 0) continue;
    const { span, verbatimAt } = site.field;
    out.push({ label: site.label, field: verbatimAt === undefined ? { span } : { span, verbatimAt }, candidates });
  }
  return out;
}

/**
 * A word of a description that holds a `_` or `-`: only such a name is mentioned as a plain word (a one-word name
 * only in backticks). Matching just these, whole (the lookbehind keeps a match from starting inside a word), spares
 * a match object for every ordinary word.
 */
const WORD = /(?<![\p{L}\p{N}_-])[\p{L}\p{N}]*[_-][\p{L}\p{N}_-]*/gu;
/** Every backtick that opens a `code` span, with the text up to the next backtick. */
const CODE = /`(?=([^`]+)`)/g;

/** The candidates of one text: its bare words with `_` or `-`, then its code spans, each in text order. */
export function candidatesIn(text: string): Candidate[] {
  const out: Candidate[] = [];
  // Most descriptions have neither: a plain search is far cheaper than the Unicode-aware pattern.
  if (text.includes("_") || text.includes("-")) for (const match of text.matchAll(WORD)) out.push({ name: match[0], start: match.index, word: true });
  if (text.includes("`")) for (const match of text.matchAll(CODE)) out.push({ name: match[1]!, start: match.index + 1, word: false });
  return out;
}
