/**
 * Shared readers for the Agent Core rules, on the model: selected builtins, `tools.metadata` entries, `approval`
 * blocks and a tool's own policy. Flagged values are already absent from the model (rules.md §1.3).
 * @see ../../../../docs/rules.md §2.2, §10
 */
import path from "node:path";
import type { ApprovalPolicy, Risk } from "../../../runtime/catalog.js";
import type { McpServer } from "../../catalog/mcp-names.js";
import { normaliseApproval, normaliseRisk, type OwnPolicy } from "../../catalog/core-policy.js";
import type { Entries, Field, Fields } from "../../model/field.js";
import type { ApprovalFields, McpFields, MetadataFields, ToolYamlFields } from "../../model/fields.js";
import type { ToolcConfig } from "../../config/types.js";
import type { Core, CoreTool, Definition, Model } from "../../model/types.js";
import { joinRel } from "../../project/paths.js";
import type { Span } from "../../source/text.js";
import type { RuleContext } from "../rule.js";

// One reading of the toolsets, the metadata overrides and the approval blocks, shared with the catalog builder.
export { selectedBuiltins, toolsets, type SelectedBuiltin } from "../../catalog/core.js";
export { approvalsOf, metadataOverride } from "../../catalog/core-policy.js";

/** A core's `tools.metadata` entries in document order (an entry whose mapping was flagged has no value). */
export function metadataEntries(core: Core): Entries<MetadataFields> {
  return core.manifest?.fields.tools?.value.metadata?.value ?? new Map();
}

/** An own value (risk or approval) and where it is written; no span means the default applies. */
export interface OwnValue<T> {
  value: T;
  span?: Span;
}

/** The own `risk`/`approval_policy`/`capability` of a tool.yaml or MCP manifest (defaults `medium`/`prompt`). */
export interface OwnValues {
  /** Undefined when the written value is unusable (flagged or not a risk): it gets no further rules. */
  risk?: OwnValue<Risk>;
  approval?: OwnValue<ApprovalPolicy>;
  capability: string | null;
}

/** The own values of a `tool.yaml` or an MCP manifest. */
export function ownValues(fields: ToolYamlFields | McpFields): OwnValues {
  const risk = ownValue(fields, "risk", "medium", normaliseRisk);
  const approval = ownValue(fields, "approval_policy", "prompt", normaliseApproval);
  return { ...(risk ? { risk } : {}), ...(approval ? { approval } : {}), capability: fields.capability?.value || null };
}

type PolicyKey = "risk" | "approval_policy";

/** A key's own value: the default when it is not written, undefined when its written value is unusable. */
function ownValue<T>(fields: Fields & { [K in PolicyKey]?: Field<string> }, key: PolicyKey, fallback: T, normalise: (raw: unknown) => T | undefined): OwnValue<T> | undefined {
  if (!fields.keySpans.has(key)) return { value: fallback };
  const field = fields[key];
  const value = field && normalise(field.value);
  return value === undefined ? undefined : { value, span: field!.span };
}

/** Own values as an {@link OwnPolicy}, or undefined when the risk or approval is unusable. */
export function ownPolicy(values: OwnValues, capability = values.capability): OwnPolicy | undefined {
  if (!values.risk || !values.approval) return undefined;
  return { risk: values.risk.value, approval: values.approval.value, capability };
}

/** The parsed manifest of an MCP server of `core` (its `manifest` path is core-relative). */
export function manifestOf(core: Core, server: McpServer): Definition<McpFields> | undefined {
  const rel = joinRel(core.root, server.manifest);
  return core.mcp.find((file) => file.path === rel);
}

/** A project-relative path relative to the core root: the reference's slot path. */
export function slotPathOf(core: Core, rel: string): string {
  return path.posix.relative(core.root, rel);
}


