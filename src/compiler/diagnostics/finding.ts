/**
 * A finding is what a stage or rule reports: a rule id, a span and words. The engine later applies
 * severity, suppression and line/column mapping to turn findings into Diagnostics.
 */
import type { Span } from "../source/text.js";
import type { Severity } from "./types.js";

/** A secondary location for a finding. */
export interface RelatedFinding {
  at: Span;
  message: string;
}

/** One problem at one span, before severity and positions are applied. */
export interface Finding {
  rule: string;
  at: Span;
  message: string;
  hint?: string;
  related?: RelatedFinding[];
  /** A rule with two default severities (`timeout-range`) sets the one of this case; `rules:` still wins. */
  severity?: Severity;
}
