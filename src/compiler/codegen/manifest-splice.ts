/**
 * A manifest written as the last one with some entries replaced (codegen/delta.ts): after one edit in 10,000 tools,
 * five of 10,500 entries change, and writing the whole manifest again (5.5 MB of indented JSON) took a tenth of the
 * delta. The text is the one {@link manifestJson} writes of the same entries: the same header, the entries in the same
 * (sorted) places, each written as `JSON.stringify` indents it at that depth.
 */
import { manifestJson } from "./generate.js";
import type { Manifest } from "./header.js";

/** Where the entries begin in a manifest's text. */
const FILES = '"files": {';

/**
 * `text` (the last manifest) with the entries of `replaced` in place of its own; undefined when its header is not the
 * one written now for `toolVersion`, or it has no entry of one of them (then the manifest is written whole).
 */
export function splicedManifest(text: string, replaced: Manifest["files"], toolVersion: string): string | undefined {
  const empty = manifestJson({}, toolVersion);
  const head = empty.slice(0, empty.indexOf(FILES) + FILES.length);
  if (!text.startsWith(head)) return undefined;
  const spans: { start: number; end: number; text: string }[] = [];
  for (const [path, entry] of Object.entries(replaced)) {
    // An entry's first line: indented by four spaces, as no line inside an entry is.
    const start = text.indexOf(`\n    ${JSON.stringify(path)}: {\n`, head.length);
    const end = start < 0 ? -1 : text.indexOf("\n    }", start + 1);
    if (end < 0) return undefined;
    spans.push({ start: start + 1, end: end + "\n    }".length, text: `    ${JSON.stringify(path)}: ${JSON.stringify(entry, null, 2).replaceAll("\n", "\n    ")}` });
  }
  spans.sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + span.text;
    at = span.end;
  }
  return out + text.slice(at);
}
