/**
 * Inline suppression: `# toolc-ignore <id>[, <id>…] — <reason>` on the line(s) directly above a finding.
 * Works in YAML files and inside Markdown frontmatter (never in the body or above the opening `---`).
 * @see ../../../docs/rules.md §1.2
 */
import type { SourceText } from "../source/text.js";
import { recordedFacts } from "../source/trusted.js";

const DIRECTIVE = /^[ \t]*#[ \t]*toolc-ignore[ \t]+(.*)$/;

/** For each 1-based line, the rule ids suppressed on it. */
export type Suppressions = Map<number, Set<string>>;

/** Scans `source.text.slice(start, end)` for suppression blocks. */
export function scanSuppressions(source: SourceText, start?: number, end?: number): Suppressions {
  const result: Suppressions = new Map();
  // A file its record says holds no directive (source/trusted.ts) is not read for one.
  if (recordedFacts(source)?.directives === false) return result;
  start ??= 0;
  end ??= source.text.length;
  const text = source.text;
  // Every directive holds the word: most files have none, and are not walked line by line (100,000 tools: ~0.4 s).
  const first = text.indexOf("toolc-ignore", start);
  if (first === -1 || first >= end) return result;
  let line = text.slice(0, start).split("\n").length;
  let pending: Set<string> | undefined;
  let offset = start;
  while (offset < end) {
    const newline = text.indexOf("\n", offset);
    const lineEnd = newline === -1 || newline > end ? end : newline;
    const match = DIRECTIVE.exec(text.slice(offset, lineEnd).replace(/\r$/, ""));
    if (match) {
      pending ??= new Set();
      for (const id of parseIds(match[1]!)) pending.add(id);
    } else if (pending) {
      result.set(line, pending);
      pending = undefined;
    }
    if (newline === -1 || newline >= end) break;
    offset = newline + 1;
    line++;
  }
  return result;
}

function parseIds(rest: string): string[] {
  const ids = rest.split(/[ \t]+(?:—|--)(?:[ \t]|$)|[ \t]*—/)[0] ?? "";
  return ids
    .split(",")
    .map((id) => id.trim())
    .filter((id) => /^[a-z0-9-]+$/.test(id));
}
