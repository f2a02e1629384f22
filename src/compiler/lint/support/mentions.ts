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
import { toolSites, type TextSite } from "./text-sites.js";

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

/** Mention sites an earlier run read from the same text: the names they hold at once, the sites when first asked for. */
export interface KeptMentions {
  /** {@link mentionNames} of the sites. */
  readonly names: readonly string[];
  /** The sites; undefined when they can no longer be had (a summary's details gone): they are then read from the definition. */
  readonly sites: () => readonly MentionSite[] | undefined;
}

const KNOWN = new WeakMap<MdTool | CoreTool, readonly MentionSite[]>();
const KEPT = new WeakMap<MdTool | CoreTool, KeptMentions>();

/** The mention sites of a tool, read from its definition (or taken from what was remembered of it) on first use. */
export function mentionSites(tool: MdTool | CoreTool): readonly MentionSite[] {
  let sites = KNOWN.get(tool);
  if (!sites) {
    sites = KEPT.get(tool)?.sites() ?? readMentionSites(tool);
    KNOWN.set(tool, sites);
  }
  return sites;
}

/**
 * The names the candidates of a tool's mention sites hold, each once, in order: a tool whose names include no other
 * tool's needs no look at its sites (description-shadowing), which a summarised tool then never decodes.
 */
export function mentionNames(tool: MdTool | CoreTool): readonly string[] {
  return KEPT.get(tool)?.names ?? namesOf(mentionSites(tool));
}

/** {@link mentionNames} of `sites`. */
export function namesOf(sites: readonly MentionSite[]): string[] {
  return [...new Set(sites.flatMap((site) => site.candidates.map((candidate) => candidate.name)))];
}

/** Gives `tool` its mention sites as an earlier run read them from the same text (a lazy definition's). */
export function rememberMentionSites(tool: MdTool, kept: KeptMentions): void {
  KEPT.set(tool, kept);
}

/** The description sites of a tool (Markdown or authored), whole: for a name that only its full text can show. */
export function descriptionSites(tool: MdTool | CoreTool): Readonly<TextSite>[] {
  return toolSites(tool).filter((site) => site.kind === "description");
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

/** Every backtick that opens a `code` span, with the text up to the next backtick. */
const CODE = /`(?=([^`]+)`)/g;

/**
 * The candidates of one text: its bare words with `_` or `-`, then its code spans, each in text order. A bare word
 * is a whole run of letters, digits, `_` and `-` that holds a `_` or `-` — what
 * `/(?<![\p{L}\p{N}_-])[\p{L}\p{N}]*[_-][\p{L}\p{N}_-]*\/gu` matches — found by growing each `_` or `-` into its
 * run: only such a name is mentioned as a plain word (a one-word name only in backticks).
 */
export function candidatesIn(text: string): Candidate[] {
  const out: Candidate[] = [];
  // Searching from each joiner spares the Unicode-aware pattern a try at every word of the text (most have none).
  for (let at = nextJoiner(text, 0); at !== -1; at = nextJoiner(text, at)) {
    let start = at;
    for (let before = codePointBefore(text, start); before !== undefined && isWordPoint(before); before = codePointBefore(text, start)) start -= before > 0xffff ? 2 : 1;
    let end = at + 1;
    for (let next = text.codePointAt(end); next !== undefined && isWordPoint(next); next = text.codePointAt(end)) end += next > 0xffff ? 2 : 1;
    out.push({ name: text.slice(start, end), start, word: true });
    at = end;
  }
  if (text.includes("`")) for (const match of text.matchAll(CODE)) out.push({ name: match[1]!, start: match.index + 1, word: false });
  return out;
}

/** The offset of the first `_` or `-` at or after `from`, or -1. */
function nextJoiner(text: string, from: number): number {
  const underscore = text.indexOf("_", from);
  const hyphen = text.indexOf("-", from);
  return underscore === -1 ? hyphen : hyphen === -1 ? underscore : Math.min(underscore, hyphen);
}

/** The code point that ends just before `offset` (a surrogate pair read whole), or undefined at the start. */
function codePointBefore(text: string, offset: number): number | undefined {
  if (offset === 0) return undefined;
  const low = text.charCodeAt(offset - 1);
  if (low >= 0xdc00 && low <= 0xdfff && offset >= 2) {
    const high = text.charCodeAt(offset - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(offset - 2);
  }
  return low;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Whether a code point may be part of a bare-word name: a letter, a digit, `_` or `-` (ASCII answered without a pattern). */
function isWordPoint(point: number): boolean {
  if (point < 0x80) return (point >= 0x30 && point <= 0x39) || ((point | 0x20) >= 0x61 && (point | 0x20) <= 0x7a) || point === 0x5f || point === 0x2d;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(point));
}
