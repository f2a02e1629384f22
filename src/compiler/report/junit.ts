/**
 * `--format junit`: JUnit XML for CI test-report widgets.
 *
 * Layout: one `<testsuite>` per file (name = the project-relative path), in path order.
 * - each diagnostic is a `<testcase>` (classname = rule id, name = `<rule> at <line>:<col>`);
 *   errors and warnings carry a `<failure type="error|warn">`, infos pass and keep their text in
 *   `<system-out>` (they never fail a run, so they must not turn the widget red);
 * - a file that was read without findings (in `files`, else a key of `sources`, with no diagnostic) gets one passing
 *   testcase named after the file, so the report shows what was checked;
 * - a diagnostic without a file (project-level) goes to the suite `(project)`.
 * No timestamps or durations are written, so the output is deterministic.
 * @see ../../../../shared/spec/README.md §3
 */
import type { Diagnostic } from "../diagnostics/types.js";
import type { Formatter } from "./types.js";

/** The suite name used for diagnostics that have no file. */
export const PROJECT_SUITE = "(project)";

/** Formats the report as JUnit XML (UTF-8, LF line ends, final newline). */
export const junit: Formatter = (input) => {
  const byFile = new Map<string, Diagnostic[]>();
  for (const file of input.files ?? input.sources.keys()) byFile.set(file, []);
  for (const d of input.diagnostics) {
    const file = d.file === "" ? PROJECT_SUITE : d.file;
    const list = byFile.get(file);
    if (list) list.push(d);
    else byFile.set(file, [d]);
  }
  const files = [...byFile.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const suites = files.map((file) => testsuite(file, byFile.get(file)!));
  const tests = files.reduce((n, file) => n + Math.max(1, byFile.get(file)!.length), 0);
  const failures = input.diagnostics.filter(isFailure).length;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="toolc" tests="${tests}" failures="${failures}" errors="0" skipped="0">`,
    ...suites,
    `</testsuites>`,
    "",
  ].join("\n");
};

function testsuite(file: string, diagnostics: Diagnostic[]): string {
  const failures = diagnostics.filter(isFailure).length;
  const cases =
    diagnostics.length === 0
      ? [`    <testcase name="${xmlAttr(file)}" classname="toolc"/>`]
      : diagnostics.map(testcase);
  const tests = Math.max(1, diagnostics.length);
  return [
    `  <testsuite name="${xmlAttr(file)}" tests="${tests}" failures="${failures}" errors="0" skipped="0">`,
    ...cases,
    `  </testsuite>`,
  ].join("\n");
}

function testcase(d: Diagnostic): string {
  const name = d.line >= 1 ? `${d.rule} at ${d.line}:${d.column}` : d.rule;
  const open = `    <testcase name="${xmlAttr(name)}" classname="${xmlAttr(d.rule)}"`;
  const detail = xmlText(details(d));
  if (isFailure(d)) {
    return `${open}>\n      <failure type="${d.severity}" message="${xmlAttr(d.message)}">${detail}</failure>\n    </testcase>`;
  }
  return `${open}>\n      <system-out>${detail}</system-out>\n    </testcase>`;
}

/** The text-format header line plus related notes and the hint. */
function details(d: Diagnostic): string {
  const where = d.line >= 1 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const lines = [`${where}: ${d.severity}: ${d.message} [${d.rule}]`];
  for (const r of d.related) lines.push(`note: ${r.file}:${r.line}:${r.column}: ${r.message}`);
  if (d.hint) lines.push(`hint: ${d.hint}`);
  return lines.join("\n");
}

function isFailure(d: Diagnostic): boolean {
  return d.severity === "error" || d.severity === "warn";
}

/**
 * Characters XML 1.0 cannot carry at all, not even as `&#…;` references: C0 controls other than
 * tab/LF/CR, U+FFFE/U+FFFF and unpaired surrogates. They are written as visible `\uXXXX` text instead.
 */
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes character data; CR is written as a reference because parsers normalise a raw CR away. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML_CHAR, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\r/g, "&#13;");
}

/** Escapes an attribute value (double-quoted); tab and LF become references so attribute normalisation keeps them. */
export function xmlAttr(value: string): string {
  return xmlText(value).replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;");
}
