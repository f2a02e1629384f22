/**
 * JSON Pointers (RFC 6901) over YAML: ajv reports problems as pointers into the plain value, and the
 * rules need the YAML key and value nodes they came from to report at the right place.
 */
import { isMap, isSeq } from "yaml";
import { deref, pairOf, type YamlDoc } from "../../parse/nodes.js";

/** The segments of `pointer` (`""` is the root), with `~1` → `/` and `~0` → `~` decoded in that order. */
export function decodePointer(pointer: string): string[] {
  if (pointer === "" || pointer === "#") return [];
  const body = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  return body
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The pointer for `segments` (`~` → `~0`, `/` → `~1`). */
export function encodePointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => "/" + String(segment).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

/** How messages show a pointer relative to the schema root: `#` for the root, `#/properties/q` below it. */
export function displayPointer(segments: readonly (string | number)[]): string {
  return "#" + encodePointer(segments);
}

/** What a pointer designates in a YAML document. */
export interface PointerTarget {
  /** The key node of the last segment when it named a mapping key (undefined for list items and the root). */
  keyNode?: unknown;
  /** The value node the pointer designates. */
  valueNode: unknown;
  /** The key node of the deepest mapping key on the path (the keyword that holds a list item). */
  nearestKey?: unknown;
}

/**
 * Resolves `segments` from `root` (a YAML node of `ydoc`), following aliases. Returns undefined when a
 * segment names nothing (a missing key, an index out of range, or a step into a scalar).
 */
export function resolvePointer(ydoc: YamlDoc, root: unknown, segments: readonly string[]): PointerTarget | undefined {
  let valueNode: unknown = root;
  let keyNode: unknown;
  let nearestKey: unknown;
  for (const segment of segments) {
    const node = deref(ydoc, valueNode);
    if (isMap(node)) {
      // The last duplicate wins, as in PyYAML and in the plain value ajv saw.
      const pair = pairOf(ydoc, node, segment);
      if (!pair) return undefined;
      keyNode = pair.key;
      nearestKey = pair.key;
      valueNode = pair.value ?? null;
    } else if (isSeq(node) && /^(0|[1-9][0-9]*)$/.test(segment) && Number(segment) < node.items.length) {
      keyNode = undefined;
      valueNode = node.items[Number(segment)];
    } else {
      return undefined;
    }
  }
  return { valueNode, ...(keyNode !== undefined ? { keyNode } : {}), ...(nearestKey !== undefined ? { nearestKey } : {}) };
}
