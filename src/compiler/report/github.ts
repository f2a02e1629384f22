/**
 * `--format github`: GitHub Actions workflow commands, one annotation per diagnostic:
 * `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<rule>::message`.
 *
 * GitHub shows at most 10 annotations of each kind (error, warning, notice) per step. Every
 * diagnostic is still printed (the log keeps them), and when a kind overflows a summary notice
 * says how many are hidden in the UI. That notice is printed last, unless 10 or more infos were
 * reported: then it would itself be among the hidden notices, so it is printed first instead.
 * @see ../../../../shared/spec/README.md §3 (GitHub)
 * @see https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands
 */
import type { Diagnostic, Severity } from "../diagnostics/types.js";
import type { Formatter } from "./types.js";

/** Annotations of one kind that GitHub shows per step. */
export const GITHUB_ANNOTATION_LIMIT = 10;

type Kind = "error" | "warning" | "notice";

const KIND: Record<Severity, Kind> = { error: "error", warn: "warning", info: "notice" };

/** Formats the report as GitHub Actions annotations, one line each. */
export const github: Formatter = (input) => {
  const lines = input.diagnostics.map(annotation);
  const counts: Record<Kind, number> = { error: 0, warning: 0, notice: 0 };
  for (const d of input.diagnostics) counts[KIND[d.severity]]++;
  const notice = overflowNotice(counts);
  if (notice !== undefined) {
    if (counts.notice >= GITHUB_ANNOTATION_LIMIT) lines.unshift(notice);
    else lines.push(notice);
  }
  return lines.map((line) => line + "\n").join("");
};

/** One `::kind props::message` line. Related locations and the hint follow the message on extra lines. */
function annotation(d: Diagnostic): string {
  const props: [string, string | number][] = [["file", d.file]];
  if (d.line >= 1) {
    props.push(["line", d.line], ["col", Math.max(1, d.column)]);
    props.push(["endLine", Math.max(d.endLine, d.line)], ["endColumn", Math.max(1, d.endColumn)]);
  }
  props.push(["title", d.rule]);
  const body = [d.message];
  for (const r of d.related) body.push(`note: ${r.file}:${r.line}:${r.column}: ${r.message}`);
  if (d.hint) body.push(`hint: ${d.hint}`);
  const shown = props.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(",");
  return `::${KIND[d.severity]} ${shown}::${escapeData(body.join("\n"))}`;
}

/** The summary notice when any kind exceeds the limit (counting the notice itself among the notices). */
function overflowNotice(counts: Record<Kind, number>): string | undefined {
  const overflows = (Object.keys(counts) as Kind[]).some((kind) => counts[kind] > GITHUB_ANNOTATION_LIMIT);
  if (!overflows) return undefined;
  const hidden: string[] = [];
  const noticesWithThis = counts.notice + 1;
  const hiddenBy: Record<Kind, number> = {
    error: counts.error - GITHUB_ANNOTATION_LIMIT,
    warning: counts.warning - GITHUB_ANNOTATION_LIMIT,
    notice: noticesWithThis - GITHUB_ANNOTATION_LIMIT,
  };
  for (const kind of ["error", "warning", "notice"] as const) {
    const n = hiddenBy[kind];
    if (n > 0) hidden.push(plural(n, kind));
  }
  const total = `${plural(counts.error, "error")}, ${plural(counts.warning, "warning")} and ${plural(counts.notice, "notice")}`;
  const message =
    `toolc reported ${total}; GitHub shows at most ${GITHUB_ANNOTATION_LIMIT} annotations of each kind per step, ` +
    `so ${joinList(hidden)} will be hidden in the UI. See this step's log for all of them, or use --format sarif.`;
  return `::notice::${escapeData(message)}`;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function joinList(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Escapes a workflow-command message: `%`, CR and LF (the runner's `escapeData`). */
export function escapeData(value: string): string {
  return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** Escapes a workflow-command property value: as `escapeData`, plus `:` and `,` (the runner's `escapeProperty`). */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
