/**
 * Maps a JSON pointer (as ajv reports it) back to the YAML node it came from.
 */
import { isMap, isSeq } from "yaml";
import { deref, keyText, pairsOf, type YamlDoc } from "../parse/nodes.js";
import type { Span } from "../source/text.js";

/** The span of the key or value at `pointer` (falls back to the deepest node found). */
export function spanAtPointer(ydoc: YamlDoc, pointer: string, part: "key" | "value"): Span {
  const segments = pointer
    .split("/")
    .slice(1)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  let node: unknown = ydoc.root;
  let keyNode: unknown;
  for (const segment of segments) {
    const current = deref(ydoc, node);
    if (isMap(current)) {
      const pair = pairsOf(ydoc, current).find((p) => keyText(p) === segment);
      if (!pair) break;
      keyNode = pair.key;
      node = pair.value;
    } else if (isSeq(current)) {
      const item = current.items[Number(segment)];
      if (item === undefined) break;
      keyNode = item;
      node = item;
    } else break;
  }
  const target = part === "key" ? (keyNode ?? node) : (node ?? keyNode);
  const range = (target as { range?: [number, number, number] } | null)?.range ?? [0, 0];
  return { file: ydoc.file, start: ydoc.offset + range[0], end: ydoc.offset + range[1] };
}
