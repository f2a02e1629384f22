/**
 * JSON Pointers (RFC 6901) over model trees: ajv reports problems as pointers into the plain value, and the
 * rules need the spans of the keys and values they came from to report at the right place.
 */
import type { Tree } from "../../model/field.js";
import type { Span } from "../../source/text.js";

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

/** What a pointer designates inside a tree, and where findings about it go. */
export interface PointerTarget {
  /** The value the pointer designates. */
  tree: Tree;
  /** The key of the last segment when it named a mapping key (undefined for list items and the root). */
  key?: Span;
  /** The deepest mapping key on the path (the keyword that holds a list item). */
  nearestKey?: Span;
}

/**
 * Resolves `segments` from `root`. Returns undefined when a segment names nothing (a missing key, an index out
 * of range, or a step into a scalar). A duplicate key resolves to its last value, as in PyYAML and in the plain
 * value ajv saw.
 */
export function resolvePointer(root: Tree, segments: readonly string[]): PointerTarget | undefined {
  let tree = root;
  let key: Span | undefined;
  let nearestKey: Span | undefined;
  for (const segment of segments) {
    const entry = tree.entries?.get(segment);
    if (entry?.value) {
      key = nearestKey = entry.key.span;
      tree = entry.value;
    } else if (tree.items && /^(0|[1-9][0-9]*)$/.test(segment) && Number(segment) < tree.items.length) {
      key = undefined;
      tree = tree.items[Number(segment)]!;
    } else {
      return undefined;
    }
  }
  return { tree, ...(key ? { key } : {}), ...(nearestKey ? { nearestKey } : {}) };
}
