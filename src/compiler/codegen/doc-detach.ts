/**
 * JSDoc blocks kept out of prettier: attaching comments is about a third of prettier's time on generated
 * code (measured on 1,000 tool files), and for a comment on its own line before a top-level statement or an
 * interface member, prettier's only change is the indentation of the comment's lines. So such blocks are
 * taken out of the printed text ({@link detachDocs}), the rest is formatted, and the blocks are put back
 * before the same statement or member, indented the way prettier indents a JSDoc block ({@link reattachDocs}).
 * Whenever an anchor cannot be found exactly once where it must be, reattaching fails and the caller formats
 * the file with its comments instead; tests pin that both ways give the same bytes on every example, the
 * corpus and random descriptions.
 */

/** A detached comment: where it goes back (statement, and member within it) and its text. */
interface DetachedDoc {
  /** Prefix of the top-level statement's first line (e.g. `export interface FooInput {`). */
  statement: string;
  /** For a member comment: the member line's prefix (e.g. `  limit?:`) and which of the statement's lines with that prefix. */
  member?: { prefix: string; ordinal: number };
  /** The comment's lines, as printed (first line `/**` without indentation). */
  lines: string[];
}

/** Printed text without its detachable comments, and the comments. */
export interface Detached {
  text: string;
  docs: DetachedDoc[];
}

/** Takes own-line JSDoc blocks before top-level statements and members of top-level interfaces out of `text`. */
export function detachDocs(text: string): Detached {
  const lines = text.split("\n");
  const kept: string[] = [];
  const docs: DetachedDoc[] = [];
  const statementLines: string[] = [];
  let statement = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const indent = line.startsWith("/**") ? "" : line.startsWith("  /**") ? "  " : undefined;
    const end = indent === undefined ? -1 : commentEnd(lines, i);
    const next = end < 0 ? undefined : lines[end + 1];
    const doc = next === undefined ? undefined : detachable(lines.slice(i, end + 1), indent!, next, statement, statementLines);
    if (doc) {
      docs.push(doc);
      i = end;
      continue;
    }
    if (isStatementStart(line)) {
      statement = prefixOf(line);
      statementLines.length = 0;
    }
    statementLines.push(line);
    kept.push(line);
  }
  return { text: kept.join("\n"), docs };
}

/** `formatted` (the formatted detached text) with the comments back in place; undefined when an anchor is not found. */
export function reattachDocs(formatted: string, docs: readonly DetachedDoc[]): string | undefined {
  if (docs.length === 0) return formatted;
  const lines = formatted.split("\n");
  const inserts = new Map<number, string[]>();
  for (const doc of docs) {
    const at = anchorLine(lines, doc);
    if (at === undefined) return undefined;
    const indent = doc.member ? "  " : "";
    inserts.set(at, [...(inserts.get(at) ?? []), ...reindent(doc.lines, indent)]);
  }
  return lines.flatMap((line, i) => [...(inserts.get(i) ?? []), line]).join("\n");
}

/** The comment as a detached doc, or undefined when it must stay (not before a statement or interface member, or unusual). */
function detachable(comment: string[], indent: string, next: string, statement: string, statementLines: string[]): DetachedDoc | undefined {
  const lines = comment.map((l, i) => (i === 0 ? l.slice(indent.length) : l));
  // Lines prettier would not re-indent the usual way: a Markdown hard break (two trailing spaces), or a line
  // without the leading `*` (then prettier keeps the block as written).
  if (lines.some((l) => / {2}$/.test(l)) || lines.slice(1).some((l) => !l.trimStart().startsWith("*"))) return undefined;
  if (indent === "") return isStatementStart(next) ? { statement: prefixOf(next), lines } : undefined;
  if (!/^(export )?interface /.test(statement) || !isMemberStart(next)) return undefined;
  const prefix = prefixOf(next);
  const ordinal = statementLines.filter((l) => l.startsWith(prefix) && isMemberStart(l)).length;
  return { statement, member: { prefix, ordinal }, lines };
}

/** The line of `lines` before which `doc` goes back, when there is exactly one such place. */
function anchorLine(lines: string[], doc: DetachedDoc): number | undefined {
  const starts = lines.flatMap((l, i) => (isStatementStart(l) && l.startsWith(doc.statement) ? [i] : []));
  if (starts.length !== 1) return undefined;
  const start = starts[0]!;
  if (!doc.member) return start;
  let seen = 0;
  for (let i = start + 1; i < lines.length && !isStatementStart(lines[i]!) && lines[i] !== "}"; i++) {
    if (!isMemberStart(lines[i]!) || !lines[i]!.startsWith(doc.member.prefix)) continue;
    if (seen++ === doc.member.ordinal) return i;
  }
  return undefined;
}

/** The comment's lines indented as prettier prints an indentable block comment at `indent`. */
function reindent(lines: string[], indent: string): string[] {
  if (lines.length === 1) return [`${indent}${lines[0]}`];
  const last = lines.length - 1;
  return lines.map((line, i) => (i === 0 ? `${indent}${line.trimEnd()}` : `${indent} ${i === last ? line.trimStart() : line.trim()}`));
}

/** Index of the line where the comment starting at `start` ends (`*\/` closing the line), or -1. */
function commentEnd(lines: string[], start: number): number {
  for (let i = start; i < lines.length; i++) {
    const close = lines[i]!.indexOf("*/", i === start ? lines[i]!.indexOf("/**") + 3 : 0);
    if (close >= 0) return lines[i]!.slice(close + 2).trim() === "" ? i : -1;
  }
  return -1;
}

/** A top-level statement's first line: code at column 0 (not a closing bracket, a comment or blank). */
function isStatementStart(line: string): boolean {
  return /^[A-Za-z_$]/.test(line);
}

/** A member of a top-level interface: code at exactly two spaces (not a closing bracket or a continuation). */
function isMemberStart(line: string): boolean {
  return /^ {2}[A-Za-z_$"'[]/.test(line);
}

/** The part of a line that formatting does not change: up to and including the first `(`, `:`, `=`, `{` or `<`. */
function prefixOf(line: string): string {
  const at = line.search(/[(:={<]/);
  return at < 0 ? line : line.slice(0, at + 1);
}
