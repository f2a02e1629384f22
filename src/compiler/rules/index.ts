/**
 * The rule registry: an explicit, alphabetical list of every rule file. No discovery by glob: adding a
 * rule means adding its import and its entry here. Rules detected by an earlier stage have no file:
 * they are rows of `STAGE_RULES` (lint/stage-rules.ts). The registry test checks that the two together
 * match docs/rules.md.
 */
import type { Severity } from "../diagnostics/types.js";
import type { Rule } from "../lint/rule.js";
import { STAGE_CHECKS } from "../lint/stage-rules.js";
import agentNameLength from "./agent-name-length.js";
import agentToolBudget from "./agent-tool-budget.js";
import agentsDirMissing from "./agents-dir-missing.js";
import approvalAutoHighRisk from "./approval-auto-high-risk.js";
import builtinCollision from "./builtin-collision.js";
import capabilityFormat from "./capability-format.js";
import capabilityNotGranted from "./capability-not-granted.js";
import capabilityRequireWithoutSlotPath from "./capability-require-without-slot-path.js";
import capabilityUndeclared from "./capability-undeclared.js";
import capabilityUnknown from "./capability-unknown.js";
import capabilityUnused from "./capability-unused.js";
import defaultEnum from "./default-enum.js";
import defaultType from "./default-type.js";
import descriptionLength from "./description-length.js";
import descriptionMissing from "./description-missing.js";
import duplicateAgent from "./duplicate-agent.js";
import duplicateParameter from "./duplicate-parameter.js";
import duplicateTool from "./duplicate-tool.js";
import endpointInsecure from "./endpoint-insecure.js";
import endpointUrl from "./endpoint-url.js";
import entryAgentMissing from "./entry-agent-missing.js";
import entrypointFormat from "./entrypoint-format.js";
import entrypointFunctionMissing from "./entrypoint-function-missing.js";
import entrypointModuleMissing from "./entrypoint-module-missing.js";
import entrypointPath from "./entrypoint-path.js";
import enumType from "./enum-type.js";
import frontmatterDelimiterInValue from "./frontmatter-delimiter-in-value.js";
import hardcodedCredential from "./hardcoded-credential.js";
import inputSchemaInvalid from "./input-schema-invalid.js";
import inputSchemaLoose from "./input-schema-loose.js";
import inputSchemaProvider from "./input-schema-provider.js";
import markdownDirectory from "./markdown-directory.js";
import mcpCollision from "./mcp-collision.js";
import methodUnknown from "./method-unknown.js";
import moduleImportMissing from "./module-import-missing.js";
import moduleSyntax from "./module-syntax.js";
import overrideLoosens from "./override-loosens.js";
import overrideUnknownTool from "./override-unknown-tool.js";
import parameterDescriptionMissing from "./parameter-description-missing.js";
import parameterNameFormat from "./parameter-name-format.js";
import parametersAndSchema from "./parameters-and-schema.js";
import patternUnsafe from "./pattern-unsafe.js";
import permissionWriteAuto from "./permission-write-auto.js";
import promptMissing from "./prompt-missing.js";
import promptStructureText from "./prompt-structure-text.js";
import requiredDefault from "./required-default.js";
import requiredType from "./required-type.js";
import reservedName from "./reserved-name.js";
import responseExtractSyntax from "./response-extract-syntax.js";
import secretPrefix from "./secret-prefix.js";
import secretTemplateLocation from "./secret-template-location.js";
import secretTemplateSyntax from "./secret-template-syntax.js";
import secretUnresolved from "./secret-unresolved.js";
import slotIdCollision from "./slot-id-collision.js";
import subagentNone from "./subagent-none.js";
import surfaceRootMissing from "./surface-root-missing.js";
import timeoutRange from "./timeout-range.js";
import toolInPipeline from "./tool-in-pipeline.js";
import toolNameFormat from "./tool-name-format.js";
import toolNamePortability from "./tool-name-portability.js";
import toolUnused from "./tool-unused.js";
import toolYamlMissing from "./tool-yaml-missing.js";
import toolsRoot from "./tools-root.js";
import unknownTool from "./unknown-tool.js";
import unknownToolset from "./unknown-toolset.js";
import unsafeOverride from "./unsafe-override.js";
import yamlBooleanAmbiguity from "./yaml-boolean-ambiguity.js";
import yamlDuplicateKey from "./yaml-duplicate-key.js";

/** Every rule file, alphabetical by id. */
export const RULES: readonly Rule[] = [
  agentNameLength,
  agentToolBudget,
  agentsDirMissing,
  approvalAutoHighRisk,
  builtinCollision,
  capabilityFormat,
  capabilityNotGranted,
  capabilityRequireWithoutSlotPath,
  capabilityUndeclared,
  capabilityUnknown,
  capabilityUnused,
  defaultEnum,
  defaultType,
  descriptionLength,
  descriptionMissing,
  duplicateAgent,
  duplicateParameter,
  duplicateTool,
  endpointInsecure,
  endpointUrl,
  entryAgentMissing,
  entrypointFormat,
  entrypointFunctionMissing,
  entrypointModuleMissing,
  entrypointPath,
  enumType,
  frontmatterDelimiterInValue,
  hardcodedCredential,
  inputSchemaInvalid,
  inputSchemaLoose,
  inputSchemaProvider,
  markdownDirectory,
  mcpCollision,
  methodUnknown,
  moduleImportMissing,
  moduleSyntax,
  overrideLoosens,
  overrideUnknownTool,
  parameterDescriptionMissing,
  parameterNameFormat,
  parametersAndSchema,
  patternUnsafe,
  permissionWriteAuto,
  promptMissing,
  promptStructureText,
  requiredDefault,
  requiredType,
  reservedName,
  responseExtractSyntax,
  secretPrefix,
  secretTemplateLocation,
  secretTemplateSyntax,
  secretUnresolved,
  slotIdCollision,
  subagentNone,
  surfaceRootMissing,
  timeoutRange,
  toolInPipeline,
  toolNameFormat,
  toolNamePortability,
  toolUnused,
  toolYamlMissing,
  toolsRoot,
  unknownTool,
  unknownToolset,
  unsafeOverride,
  yamlBooleanAmbiguity,
  yamlDuplicateKey,
];

/**
 * Every rule the engine runs: the rule files and the stage rules, alphabetical by id (the order the
 * engine has always run them in).
 */
export const ALL_RULES: readonly Rule[] = [...RULES, ...STAGE_CHECKS].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** `internal-error` is reported by the engine itself (a rule threw), so it has no check of its own. */
export const INTERNAL_ERROR = { id: "internal-error", defaultSeverity: "error" as Severity };

/** Every rule id with its default severity, for configuration and reporting. */
export function ruleDefaults(): Map<string, Severity> {
  return new Map([...ALL_RULES.map((rule) => [rule.id, rule.defaultSeverity] as const), [INTERNAL_ERROR.id, INTERNAL_ERROR.defaultSeverity]]);
}
