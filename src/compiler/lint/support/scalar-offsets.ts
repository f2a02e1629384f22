/**
 * Maps a range of a scalar's decoded value back to absolute offsets in the original file, so that a
 * finding can point at a fragment (a template, a token) instead of the whole value.
 */
import { isScalar } from "yaml";
import { deref, nodeSpan, type YamlDoc } from "../../parse/nodes.js";
import type { SourceText, Span } from "../../source/text.js";
import type { TextRange } from "./templates.js";

/**
 * The span of `range` (indexes into the decoded value of `node`). Exact when the value appears verbatim
 * in the source: plain scalars and single-line quoted scalars without escapes. Otherwise (escapes,
 * folded or multi-line scalars) the decoded indexes have no fixed relation to the text, so the whole
 * scalar is returned rather than a guessed position.
 */
export function fragmentSpan(source: SourceText, doc: YamlDoc, node: unknown, range: TextRange): Span {
  // An alias has no text of its own: the value is written at its anchor.
  const target = deref(doc, node);
  const whole = nodeSpan(doc, target);
  const inner = verbatimStart(source, target, whole);
  if (inner === undefined) return whole;
  return { file: whole.file, start: inner + range.start, end: inner + range.end };
}

/** Absolute offset where the decoded value starts when it is written verbatim, else undefined. */
function verbatimStart(source: SourceText, node: unknown, whole: Span): number | undefined {
  if (!isScalar(node) || typeof node.value !== "string") return undefined;
  const text = source.text.slice(whole.start, whole.end);
  const quoted = node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE";
  if (!quoted && node.type !== "PLAIN") return undefined;
  const inner = quoted ? text.slice(1, -1) : text;
  return inner === node.value ? whole.start + (quoted ? 1 : 0) : undefined;
}
