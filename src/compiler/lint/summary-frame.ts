/**
 * Where a Markdown file's split put its parts, as a summary keeps it (summaries.ts for tools, agent-summaries.ts for
 * agents), and the split and frame a summarised definition is built around: the same as the file's own, its body read
 * from the text only when asked for.
 */
import path from "node:path";
import { markdownFrame } from "../model/build.js";
import type { FrontmatterSplit } from "../parse/frontmatter.js";
import type { SourceText } from "../source/text.js";
import { LazyProperty } from "../lazy-property.js";

/** The offsets of a frontmatter split without its body's text: where the body starts once trimmed, and its length. */
export interface SummaryFrame {
  readonly yamlStart: number;
  readonly yamlEnd: number;
  readonly closeStart: number;
  readonly closeEnd: number;
  readonly bodyStart: number;
  readonly bodyAt: number;
  readonly bodyLength: number;
}

/** A Markdown file whose frontmatter was split: what a summarised definition is built around. */
export interface SummarisedFile {
  readonly path: string;
  readonly source: SourceText;
  readonly split: FrontmatterSplit;
  /** Its head key (summaries.ts headKey), when the caller has taken it already. */
  readonly head?: string;
}

/** The split `frame` gives `source`: as {@link splitFrontmatter} would, its body read from the text only when asked for. */
export function splitOf(frame: SummaryFrame, source: SourceText): FrontmatterSplit {
  const { yamlStart, yamlEnd, closeStart, closeEnd, bodyStart } = frame;
  const split = { yamlStart, yamlEnd, closeStart, closeEnd, bodyStart } as FrontmatterSplit;
  // In splitFrontmatter's key order: body, then contentStart (0: a file with a BOM has no frame).
  SPLIT_BODY.define(split, () => bodyText(frame, source));
  split.contentStart = 0;
  return split;
}

/** markdownFrame's answer from a summary's frame: the same, without reading the text until the body's value is asked for. */
export function framed(file: SummarisedFile, frame: SummaryFrame): ReturnType<typeof markdownFrame> {
  const stem = path.posix.basename(file.path, ".md");
  const { bodyAt, bodyLength } = frame;
  const body = {} as ReturnType<typeof markdownFrame>["body"];
  BODY_VALUE.define(body, () => bodyText(frame, file.source));
  Object.assign(body, { span: { file: file.path, start: bodyAt, end: bodyAt + bodyLength }, verbatimAt: bodyAt });
  return { stem, body, contentStart: 0, closing: { file: file.path, start: frame.closeStart, end: frame.closeEnd } };
}

/** The body's text: read from the file's text only when a split's `body` or a frame's body `value` is first asked for (lazy-property.ts). */
function bodyText(frame: SummaryFrame, source: SourceText): string {
  return source.text.slice(frame.bodyAt, frame.bodyAt + frame.bodyLength);
}

const SPLIT_BODY = new LazyProperty<FrontmatterSplit, string>("body");
const BODY_VALUE = new LazyProperty<ReturnType<typeof markdownFrame>["body"], string>("value");

/** Where the split of `file` (one with no byte order mark) put the parts, to be kept in a summary. */
export function frameOf(file: SummarisedFile): SummaryFrame {
  const { yamlStart, yamlEnd, closeStart, closeEnd, bodyStart } = file.split;
  const body = markdownFrame(file).body.span;
  return { yamlStart, yamlEnd, closeStart, closeEnd, bodyStart, bodyAt: body.start, bodyLength: body.end - body.start };
}
