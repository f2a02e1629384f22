/**
 * The default, human-readable report: a compiler-style header, the offending source line with a
 * `^~~~` underline, related notes and the hint, then a summary line.
 *
 * Layout (colour off), one block per diagnostic followed by a blank line:
 * ```
 * config/tools/stock.md:7:13: error: `permission` must be one of `auto`, `confirm`, got `always` [invalid-value]
 *    7 | permission: always
 *      |             ^~~~~~
 *   note: config/tools/other.md:3:1: first defined here
 *   hint: use `confirm` for tools that write, spend or send messages
 *
 * 2 errors, 1 warning in 14 files
 * ```
 * - Severities print as `error`, `warning`, `info` (the words of the summary line).
 * - The summary always has the same shape, `N errors, N warnings in N files` (also when clean: grep-able
 *   and diff-friendly), with `, N infos` inserted before ` in` only when there are infos.
 * - The snippet is omitted when the file's text or the line is not available (directories, config errors).
 * @see ../../../../shared/spec/README.md §3 (Text)
 */
import pc from "picocolors";
import type { Diagnostic, Severity, Summary } from "../diagnostics/types.js";
import { renderSnippet, spanOnLine } from "./snippet.js";
import { createLineLookup, type LineLookup } from "./source-lines.js";
import { sanitizeInline } from "./terminal.js";
import type { Formatter } from "./types.js";

type Colors = ReturnType<typeof pc.createColors>;

/** Gutter width for line numbers; wider numbers simply widen the gutter. */
const GUTTER_WIDTH = 4;

const SEVERITY_WORD: Record<Severity, string> = { error: "error", warn: "warning", info: "info" };

/** Formats the report as text; colour only when `input.color` (picocolors is forced on or off, never sniffed). */
export const text: Formatter = (input) => {
  const colors = pc.createColors(input.color);
  const lookup = createLineLookup(input.sources);
  let out = "";
  for (const diagnostic of input.diagnostics) {
    out += formatDiagnostic(diagnostic, lookup, colors).join("\n") + "\n\n";
  }
  return out + formatSummary(input.summary, colors) + "\n";
};

/** The lines of one diagnostic block (without the separating blank line). */
function formatDiagnostic(d: Diagnostic, lookup: LineLookup, c: Colors): string[] {
  const paint = severityColor(d.severity, c);
  const header =
    `${c.bold(location(d.file, d.line, d.column))}: ${paint(c.bold(SEVERITY_WORD[d.severity] + ":"))} ` +
    `${sanitizeInline(d.message)} ${c.dim(`[${d.rule}]`)}`;
  const lines = [header, ...formatSnippet(d, lookup, c, paint)];
  for (const note of d.related) {
    lines.push(`  ${c.bold("note:")} ${location(note.file, note.line, note.column)}: ${sanitizeInline(note.message)}`);
  }
  if (d.hint !== undefined && d.hint !== "") lines.push(`  ${c.cyan(c.bold("hint:"))} ${sanitizeInline(d.hint)}`);
  return lines;
}

/** The source line and underline, or nothing when the line is unknown. */
function formatSnippet(d: Diagnostic, lookup: LineLookup, c: Colors, paint: (s: string) => string): string[] {
  const lineText = lookup(d.file, d.line);
  if (lineText === undefined) return [];
  const snippet = renderSnippet(lineText, spanOnLine(lineText, d));
  const number = String(d.line).padStart(GUTTER_WIDTH);
  const bar = c.blue("|");
  const sourceLine = snippet.source === "" ? `${c.blue(number)} ${bar}` : `${c.blue(number)} ${bar} ${snippet.source}`;
  return [sourceLine, `${" ".repeat(number.length)} ${bar} ${snippet.padding}${paint(snippet.underline)}`];
}

/** The summary line, e.g. `2 errors, 1 warning, 3 infos in 14 files`. */
function formatSummary(summary: Summary, c: Colors): string {
  const parts = [
    colorIf(summary.errors > 0, c.red, count(summary.errors, "error")),
    colorIf(summary.warnings > 0, c.yellow, count(summary.warnings, "warning")),
  ];
  if (summary.infos > 0) parts.push(c.cyan(count(summary.infos, "info")));
  return `${parts.join(", ")} in ${count(summary.files, "file")}`;
}

/** `file:line:col`, or just `file` for locations without a position (directories). */
function location(file: string, line: number, column: number): string {
  const shown = sanitizeInline(file);
  return line >= 1 ? `${shown}:${line}:${Math.max(column, 1)}` : shown;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function colorIf(condition: boolean, paint: (s: string) => string, s: string): string {
  return condition ? paint(s) : s;
}

function severityColor(severity: Severity, c: Colors): (s: string) => string {
  if (severity === "error") return c.red;
  if (severity === "warn") return c.yellow;
  return c.cyan;
}
