/**
 * The rule ids of `toolc breaking`, with their default severities: `error` breaks callers or widens what
 * the user consented to, `warn` possibly changes behaviour, `info` is a compatible change (oasdiff's levels).
 * They are documented in docs/rules.md §12 and configurable through `rules:` like every other rule.
 */
import type { Severity } from "../diagnostics/types.js";

/** A rule `toolc breaking` reports (it has no check of its own: the catalog comparison finds it). */
export interface ChangeRule {
  id: string;
  defaultSeverity: Severity;
  description: string;
}

const rule = (id: string, defaultSeverity: Severity, description: string): ChangeRule => ({ id, defaultSeverity, description });

/** Every `breaking-*` rule, alphabetical. */
export const CHANGE_RULES: readonly ChangeRule[] = [
  rule("breaking-additional-properties", "error", "The input schema stopped accepting additional properties."),
  rule("breaking-agent-removed", "error", "An agent of the baseline is gone."),
  rule("breaking-approval-weakened", "error", "A tool's own approval policy or permission asks less than in the baseline."),
  rule("breaking-bounds-narrowed", "error", "A numeric, length or item bound accepts fewer values than in the baseline."),
  rule("breaking-description-changed", "warn", "A tool or parameter description changed: the model reads it."),
  rule("breaking-enum-narrowed", "error", "An enum lost a value, or a parameter gained an enum."),
  rule("breaking-parameter-removed", "error", "A parameter of the baseline is gone."),
  rule("breaking-parameter-required", "error", "A parameter is newly required."),
  rule("breaking-permission-widened", "error", "An agent may now run a tool with less approval than in the baseline."),
  rule("breaking-risk-raised", "warn", "A tool's risk is higher than in the baseline."),
  rule("breaking-schema-unknown", "warn", "A `$ref`, composition, `pattern` or `format` change that cannot be proven safe."),
  rule("breaking-schema-widened", "info", "The input accepts more than in the baseline (a compatible change)."),
  rule("breaking-tool-added", "info", "A new tool (a compatible change)."),
  rule("breaking-tool-disabled", "error", "An agent no longer enables a tool that still exists."),
  rule("breaking-tool-enabled", "warn", "An agent newly enables a tool: the user consented to the old tool set."),
  rule("breaking-tool-removed", "error", "A tool of the baseline is gone or was renamed."),
  rule("breaking-type-changed", "error", "A parameter's type changed or was narrowed."),
];

/** Rule id → default severity of every `breaking-*` rule. */
export function changeRuleDefaults(): Map<string, Severity> {
  return new Map(CHANGE_RULES.map((r) => [r.id, r.defaultSeverity]));
}
