/**
 * Shared readers for the Agent Core rules, on the model: selected builtins, `tools.metadata` entries, `approval`
 * blocks and a tool's own policy. Flagged values are already absent from the model (rules.md §1.3).
 * @see ../../../../docs/rules.md §2.2, §10
 */
import path from "node:path";
import { isScalar, type Pair } from "yaml";
import type { ApprovalPolicy, Risk } from "../../../runtime/catalog.js";
import type { CoreBuiltin } from "../../catalog/builtins.js";
import { mcpCatalog, type McpCatalog, type McpServer } from "../../catalog/mcp-names.js";
import { normaliseApproval, normaliseRisk, type ApprovalConfig, type MetadataOverride, type OwnPolicy } from "../../catalog/core-policy.js";
import type { Entries, Field, Fields } from "../../model/field.js";
import type { ApprovalFields, McpFields, MetadataFields, ToolYamlFields } from "../../model/fields.js";
import type { ToolcConfig } from "../../config/types.js";
import type { Core, CoreTool, Definition, Model } from "../../model/types.js";
import { joinRel } from "../../project/paths.js";
import type * as P from "../../project/types.js";
import type { Span } from "../../source/text.js";
import type { RuleContext } from "../rule.js";

/** A builtin of a selected toolset, with the toolset that brought it in. */
export interface SelectedBuiltin {
  builtin: CoreBuiltin;
  toolset: string;
}

/** The usable `tools.toolsets` entries of a core, in order. */
export function toolsets(core: Core): readonly Field<string>[] {
  return core.manifest?.fields.tools?.value.toolsets?.value ?? [];
}

/** Builtins of the selected toolsets by name (first occurrence wins, as in the host catalog). */
export function selectedBuiltins(config: ToolcConfig, core: Core): Map<string, SelectedBuiltin> {
  const out = new Map<string, SelectedBuiltin>();
  for (const { value: name } of toolsets(core)) {
    const builtins = Object.hasOwn(config.core.toolsets, name) ? config.core.toolsets[name]! : [];
    for (const builtin of builtins) if (!out.has(builtin.name)) out.set(builtin.name, { builtin, toolset: name });
  }
  return out;
}

/** A core's `tools.metadata` entries in document order (an entry whose mapping was flagged has no value). */
export function metadataEntries(core: Core): Entries<MetadataFields> {
  return core.manifest?.fields.tools?.value.metadata?.value ?? new Map();
}

/** A `tools.metadata.<name>` entry as plain values, for `effectiveCorePolicy`. */
export function metadataOverride(fields: MetadataFields): MetadataOverride {
  const { risk, approval_policy, capability, enabled } = fields;
  return { risk: risk?.value, approval_policy: approval_policy?.value, capability: capability?.value, enabled: enabled?.value };
}

/** `[core approval, fallback approvals…]` in the order the host applies them. */
export function approvalsOf(model: Model, core: Core): (ApprovalConfig | undefined)[] {
  return [core.manifest?.fields.approval, ...model.fallbacks.map((file) => file.fields.approval)].map((field) => approvalConfig(field?.value));
}

/** An `approval` block as plain values (flagged values left out). */
function approvalConfig(fields: ApprovalFields | undefined): ApprovalConfig | undefined {
  if (!fields) return undefined;
  const table = (entries: Field<Entries<Field<string>>> | undefined) => {
    if (!entries) return undefined;
    // No prototype, so a key such as `__proto__` or `constructor` is just a name.
    const out: Record<string, unknown> = Object.create(null);
    for (const [key, entry] of entries.value) if (entry.value) out[key] = entry.value.value;
    return out;
  };
  return {
    ...(fields.default ? { default: fields.default.value } : {}),
    tools: table(fields.tools),
    capabilities: table(fields.capabilities),
    risks: table(fields.risks),
  };
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
  if (!fields.written.has(key)) return { value: fallback };
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

// Bridges to helpers other branches move onto the model (the catalog's `mcpCatalog`, the rules' `toolCode`): once
// they take model types, the two calls below pass `ctx.model` / the model tool and these go away.

/** The MCP servers and tool names known for `core` ({@link mcpCatalog}). */
export function mcpOf(ctx: RuleContext, core: Core): McpCatalog {
  return mcpCatalog(ctx.project, ctx.project.cores.find((candidate) => candidate.manifest.path === core.path)!);
}

/** The loaded tool behind a model tool, for helpers that still read the project. */
export function projectToolOf(ctx: RuleContext, tool: CoreTool): P.CoreTool {
  const tools = [...ctx.project.cores.flatMap((core) => core.tools), ...ctx.project.packageTools];
  return tools.find((candidate) => candidate.yamlPath === tool.path)!;
}

// Kept for the files of other branches that still read YAML (`agent-name-length`, `agent-support`).

/** Runs `fn` for every loaded core, isolated per manifest file (an exception becomes that file's `internal-error`). */
export function eachCore(ctx: RuleContext, fn: (core: P.Core) => void): void {
  ctx.each(
    ctx.project.cores.map((core) => ({ core, path: core.manifest.path })),
    ({ core }) => fn(core),
  );
}

/** True when the key of `pair` is a plain string scalar (names in open maps must be). */
export function stringKey(pair: Pair): boolean {
  return isScalar(pair.key) && typeof pair.key.value === "string";
}
