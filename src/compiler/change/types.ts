/**
 * The data of a catalog comparison: one record per change, with where it is in the current project and
 * in the baseline. Records are plain data; ./where.ts turns a {@link Place} into a span.
 */

/**
 * Where a change is, as catalog names rather than file offsets: the catalog has no positions, and the
 * project that does is only known to the caller (see ./where.ts).
 */
export type Place =
  /** `field`: a key of the tool's definition, e.g. `risk` or `description` (the tool's name when absent). */
  | { kind: "tool"; tool: string; field?: string }
  /** `pointer`: the JSON Schema path from the tool's input schema root, e.g. `["properties", "filter", "properties", "limit"]`. */
  | { kind: "parameter"; tool: string; pointer: readonly string[] }
  | { kind: "agent"; agent: string }
  | { kind: "grant"; agent: string; tool: string };

/** One change between the baseline catalog and the current one. */
export interface ChangeRecord {
  /** A `breaking-*` rule id (./rules.ts). */
  rule: string;
  message: string;
  hint?: string;
  /** In the current catalog; for something removed, where it was enabled or defined from now on (./where.ts falls back). */
  current: Place;
  /** In the baseline catalog; absent for something added. */
  baseline?: Place;
}
