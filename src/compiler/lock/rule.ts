/**
 * The rule id of the lock comparison, documented in docs/rules.md §12 and configurable through `rules:`.
 */
import type { ChangeRule } from "../change/rules.js";

/** A definition no longer matches its `toolc.lock` entry. */
export const LOCK_MISMATCH: ChangeRule = { id: "lock-mismatch", defaultSeverity: "error", description: "A definition no longer matches its `toolc.lock` entry." };
