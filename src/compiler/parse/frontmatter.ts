/**
 * Splits a Markdown definition into frontmatter and body, keeping offsets into the original text, and
 * reports `bom`, `frontmatter-missing` and `frontmatter-unterminated`. (gray-matter does the same split
 * but drops positions, which every diagnostic here needs.)
 * @see ../../../docs/rules.md §5
 */
import type { Finding } from "../diagnostics/finding.js";
import { fileSpan, type SourceText } from "../source/text.js";
import type { ParseYamlOptions } from "./yaml.js";

/** How a Markdown file's frontmatter is parsed, with the alias limit of the configuration. */
export function frontmatterParseOptions(aliasLimit: number): ParseYamlOptions {
  return { label: "frontmatter", aliasLimit };
}

/** Where the parts of a Markdown definition lie. Offsets are absolute in the source text. */
export interface FrontmatterSplit {
  /** Start of the text after the opening `---` line. */
  yamlStart: number;
  /** Start of the closing `---` line (exclusive end of the YAML text). */
  yamlEnd: number;
  /** The closing delimiter line's span. */
  closeStart: number;
  closeEnd: number;
  /** Start of the body (after the closing line). */
  bodyStart: number;
  /** The body, trimmed as the reference does. */
  body: string;
  /** Offset where content starts (1 after a BOM). */
  contentStart: number;
}

/** Result of {@link splitFrontmatter}: a split unless a parse-level finding gates the file. */
export interface FrontmatterResult {
  split?: FrontmatterSplit;
  findings: Finding[];
}

const DELIMITER = /^---[ \t]*\r?$/;

/** Splits `source` at its frontmatter delimiters. */
export function splitFrontmatter(source: SourceText): FrontmatterResult {
  const findings: Finding[] = [];
  const text = source.text;
  const contentStart = text.startsWith("\uFEFF") ? 1 : 0;
  if (contentStart) findings.push(bomFinding(source.path));
  const lines = linesFrom(text, contentStart);
  const first = lines[0];
  if (!first || !DELIMITER.test(first.text)) {
    findings.push(missingFinding(source.path, lines));
    return { findings };
  }
  const close = lines.findIndex((line, index) => index > 0 && DELIMITER.test(line.text));
  if (close === -1) {
    findings.push({
      rule: "frontmatter-unterminated",
      at: fileSpan(source.path),
      message: "frontmatter opened on line 1 is never closed: no later line consists of `---`",
      hint: "add a `---` line after the last frontmatter key",
    });
    return { findings };
  }
  const closing = lines[close]!;
  const bodyStart = Math.min(text.length, closing.end + 1);
  const split: FrontmatterSplit = {
    yamlStart: Math.min(text.length, first.end + 1),
    yamlEnd: closing.start,
    closeStart: closing.start,
    closeEnd: closing.start + closing.text.replace(/\r$/, "").length,
    bodyStart,
    body: text.slice(bodyStart).trim(),
    contentStart,
  };
  return { split, findings };
}

interface Line {
  start: number;
  end: number;
  text: string;
}

function linesFrom(text: string, from: number): Line[] {
  const lines: Line[] = [];
  let start = from;
  while (start <= text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    lines.push({ start, end, text: text.slice(start, end) });
    if (newline === -1) break;
    start = newline + 1;
  }
  return lines;
}

function bomFinding(path: string): Finding {
  return {
    rule: "bom",
    at: fileSpan(path),
    message:
      "file starts with a UTF-8 byte order mark: the reference loader does not strip it, so the frontmatter is not recognised and the file is skipped",
    hint: "save the file as UTF-8 without BOM",
  };
}

function missingFinding(path: string, lines: Line[]): Finding {
  const first = lines[0]?.text.replace(/\r$/, "") ?? "";
  const isEmpty = lines.length === 1 && first === "";
  const found = isEmpty ? "an empty file" : first.trim() === "" ? "a blank line" : first.trimStart().startsWith("#") ? "a comment" : "text";
  const later = lines.findIndex((line, index) => index > 0 && DELIMITER.test(line.text));
  const follow = later === -1 ? "" : `; a \`---\` line follows on line ${later + 1}`;
  return {
    rule: "frontmatter-missing",
    at: fileSpan(path),
    message: `file must start with a \`---\` line that opens the YAML frontmatter, found ${found} on line 1${follow}`,
    hint: "delete everything above the opening `---`, or move it inside the frontmatter as `#` comments",
  };
}
