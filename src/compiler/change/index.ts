/**
 * `toolc breaking`'s comparison: two catalogs in, change records out (pure functions over catalog data).
 * Each concern lives in its own file: tools (removed, renamed, added), schema (parameters), permissions
 * (risk, approval, agents' grants) and descriptions. ./where.ts and ./findings.ts give records positions.
 */
import type { Catalog } from "../../runtime/catalog.js";
import { diffDescription } from "./descriptions.js";
import { diffAgents, diffToolPolicy } from "./permissions.js";
import { diffSchema } from "./schema.js";
import { diffTools } from "./tools.js";
import type { ChangeRecord } from "./types.js";

export type { ChangeRecord, Place } from "./types.js";

/** Every change from `base` to `current`: tools first, then per common tool (key order), then agents. */
export function diffCatalogs(base: Catalog, current: Catalog): ChangeRecord[] {
  const records = diffTools(base, current);
  for (const [key, tool] of Object.entries(current.tools)) {
    const old = base.tools[key];
    // Both catalogs come from the same builder, so an unchanged tool serialises identically (the common case).
    if (!old || JSON.stringify(old) === JSON.stringify(tool)) continue;
    records.push(...diffDescription(key, old, tool), ...diffSchema(key, old, tool), ...diffToolPolicy(key, old, tool));
  }
  records.push(...diffAgents(base, current));
  return records;
}
