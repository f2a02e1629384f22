/**
 * Tool-level changes: a tool removed (or renamed: a new tool with the same description and input schema
 * took its place) and a tool added.
 */
import type { Catalog, CatalogTool } from "../../runtime/catalog.js";
import { sameJson } from "./same.js";
import type { ChangeRecord } from "./types.js";

/** Removed, renamed and added tools of `current` against `base` (catalog keys, code-point order). */
export function diffTools(base: Catalog, current: Catalog): ChangeRecord[] {
  const removed = Object.keys(base.tools).filter((key) => !(key in current.tools));
  const added = new Set(Object.keys(current.tools).filter((key) => !(key in base.tools)));
  const records: ChangeRecord[] = [];
  for (const key of removed) {
    const old = base.tools[key]!;
    const successor = [...added].find((candidate) => isRename(old, current.tools[candidate]!));
    if (successor) added.delete(successor);
    records.push({
      rule: "breaking-tool-removed",
      message: successor ? `tool \`${key}\` was renamed to \`${successor}\`` : `tool \`${key}\` was removed`,
      hint: "callers and agents that use the old name fail; keep the old tool until every caller moved, or suppress with `rules:`",
      current: successor ? { kind: "tool", tool: successor } : { kind: "tool", tool: key },
      baseline: { kind: "tool", tool: key },
    });
  }
  for (const key of added) {
    records.push({ rule: "breaking-tool-added", message: `tool \`${key}\` was added`, current: { kind: "tool", tool: key } });
  }
  return records;
}

/** A rename keeps what the model sees apart from the name: the description and the input schema. */
function isRename(old: CatalogTool, candidate: CatalogTool): boolean {
  return old.kind === candidate.kind && old.description === candidate.description && sameJson(old.inputSchema, candidate.inputSchema);
}
