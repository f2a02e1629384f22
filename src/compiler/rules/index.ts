/**
 * The rule registry: an explicit, alphabetical list of every rule. No discovery by glob: adding a
 * rule means adding its import and its entry here (the registry test checks it matches docs/rules.md).
 */
import type { Severity } from "../diagnostics/types.js";
import bom from "./bom.js";
import fieldType from "./field-type.js";
import frontmatterMissing from "./frontmatter-missing.js";
import frontmatterUnterminated from "./frontmatter-unterminated.js";
import invalidValue from "./invalid-value.js";
import missingField from "./missing-field.js";
import type { Rule } from "./rule.js";
import unknownField from "./unknown-field.js";
import yamlAliasLimit from "./yaml-alias-limit.js";
import yamlNotMapping from "./yaml-not-mapping.js";
import yamlSyntax from "./yaml-syntax.js";

/** Every rule, alphabetical by id. */
export const RULES: readonly Rule[] = [
  bom,
  fieldType,
  frontmatterMissing,
  frontmatterUnterminated,
  invalidValue,
  missingField,
  unknownField,
  yamlAliasLimit,
  yamlNotMapping,
  yamlSyntax,
];

/** `internal-error` is reported by the engine itself (a rule threw), so it has no check of its own. */
export const INTERNAL_ERROR = { id: "internal-error", defaultSeverity: "error" as Severity, description: "A rule failed while running." };

/** Every rule id with its default severity, for configuration and reporting. */
export function ruleDefaults(): Map<string, Severity> {
  return new Map([...RULES.map((rule) => [rule.id, rule.defaultSeverity] as const), [INTERNAL_ERROR.id, INTERNAL_ERROR.defaultSeverity]]);
}
