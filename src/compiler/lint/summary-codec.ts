/**
 * How a Markdown tool's summary (summaries.ts) is written and read back: its head line (everything but its fields and
 * mention sites, with the names those sites hold) and its details line (the sites, a tab and the fields), each decoded
 * only when first asked for. A summary is kept only when it reads back as it was ({@link readsBack}).
 */
import { isDeepStrictEqual } from "node:util";
import { decodedOrMiss } from "../cache/line-shards.js";
import { KeySpans, type KeySpansJson } from "../model/key-spans.js";
import type { KnownValues } from "../model/lazy.js";
import { NOTHING_UNSET } from "../model/read.js";
import { namesOf, type MentionSite } from "./support/mentions.js";
import type { KeptSummary, Summary } from "./summaries.js";

/** The values agent-tools.ts reads of every tool (model/lazy.ts), present when the field is. */
export function knownOf(eager: Readonly<Record<string, unknown>>): KnownValues {
  const value = (key: string): unknown => (eager[key] as { value?: unknown } | undefined)?.value;
  return { ...(eager.name ? { name: value("name") as string } : {}), ...(eager.permission ? { permission: value("permission") as string } : {}) };
}

/**
 * The summary as its two lines: the summary with the names its mention sites hold (`head`), and its mention sites, a tab
 * and its fields (`details`; JSON writes no raw tab); the key spans write themselves compactly (KeySpans.toJSON).
 */
export function encode(summary: Summary): { head: string; details: string } {
  const { eager, mentions, ...rest } = summary;
  const fields = { ...eager, unset: [...(eager.unset as Set<string>)] };
  return { head: JSON.stringify({ ...rest, known: knownOf(eager), names: namesOf(mentions) }), details: `${JSON.stringify(mentions)}\t${JSON.stringify(fields)}` };
}

/** The summary `head` holds, its mention sites and fields taken from `details()` when first asked for (undefined: gone). */
export function decode(head: string, details: () => string | undefined): KeptSummary {
  // The parsed line becomes the summary itself: copying it (rest and spread) for each of 10,000 tools cost more than the parse.
  const kept = JSON.parse(head) as Record<string, unknown>;
  const names = kept.names;
  if (!Array.isArray(names) || typeof kept.head !== "string") throw new Error("not a whole summary");
  delete kept.names;
  let parts: { sites: string; fields: string } | null | undefined;
  const split = () => (parts === undefined ? (detailsRead++, (parts = detailsOf(details()))) : parts);
  let fields: Record<string, unknown> | undefined;
  kept.eager = (): Record<string, unknown> | undefined => (fields ??= decodedOrMiss(split()?.fields, decodeFields));
  let sites: readonly MentionSite[] | undefined;
  kept.mentions = { names, sites: () => (sites ??= decodedOrMiss(split()?.sites, decodeSites)) };
  return kept as unknown as KeptSummary;
}

/**
 * A details line's two parts; null when there is none or it is not whole (lines are written whole, through a renamed
 * temporary file, so one cut short some other way is gone).
 */
function detailsOf(line: string | undefined): { sites: string; fields: string } | null {
  const tab = line?.indexOf("\t") ?? -1;
  if (line === undefined || tab === -1 || line[0] !== "[" || line[tab - 1] !== "]" || line[tab + 1] !== "{" || !line.endsWith("}")) return null;
  return { sites: line.slice(0, tab), fields: line.slice(tab + 1) };
}

let sitesDecoded = 0;
let detailsRead = 0;

/** How many summaries' details (mention sites and fields) this process has asked for: for tests. */
export function summaryDetailsRead(): number {
  return detailsRead;
}

/** How many summaries' mention sites this process has decoded: for tests. */
export function mentionSitesDecoded(): number {
  return sitesDecoded;
}

function decodeSites(json: string): MentionSite[] {
  sitesDecoded++;
  return JSON.parse(json) as MentionSite[];
}

function decodeFields(json: string): Record<string, unknown> {
  const eager = JSON.parse(json) as Record<string, unknown>;
  eager.keySpans = KeySpans.fromJSON(eager.keySpans as KeySpansJson);
  const unset = eager.unset as string[];
  eager.unset = unset.length === 0 ? NOTHING_UNSET : new Set(unset);
  return eager;
}

/** Whether `head` and `details` read back as `summary`, fields and known values included. */
export function readsBack(head: string, details: string, summary: Summary): boolean {
  const { eager, known, mentions, ...rest } = decode(head, () => details);
  return (
    isDeepStrictEqual({ ...rest, eager: eager(), mentions: mentions.sites() }, summary) &&
    isDeepStrictEqual(known, knownOf(summary.eager)) &&
    isDeepStrictEqual(mentions.names, namesOf(summary.mentions))
  );
}
