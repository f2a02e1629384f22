/**
 * Results of the structural check (rules.md §4 schemas) that backs `unknown-field`, `missing-field`,
 * `field-type` and `invalid-value`, and the gating it implies for every other rule (rules.md §1.3).
 */
import type { Finding } from "../diagnostics/finding.js";

/** Structural findings by rule id, and the nodes they flagged. */
export interface StructureResult {
  findings: Finding[];
  /** Value nodes that are missing-but-present-empty, mistyped, invalid, or under an unknown key. */
  flagged: Set<object>;
  /** Key nodes reported as unknown. */
  unknownKeys: Set<object>;
}
