/**
 * The effective risk, approval and capability of an Agent Core catalog entry, computed the way the host
 * does it: the entry's own values, then `tools.metadata`, then the `approval` tightening of the core and
 * the global fallback. Pure: plain values in, plain values out (rules and the catalog builder share it), plus
 * the two readers that turn the model's `tools.metadata` and `approval` fields into those plain values.
 * @see ../../../docs/rules.md §10 approval-auto-high-risk, unsafe-override, override-loosens
 * @see ../../../../shared/reference/agent-core-reference.md §1.3, §2.4, §2.5, §3.3
 */
import type { ApprovalPolicy, Risk } from "../../runtime/catalog.js";
import type { ApprovalFields, MetadataFields } from "../model/fields.js";
import type { Core, Model } from "../model/types.js";
import { APPROVAL_ORDER, RISK_ORDER } from "../config/builtins.js";

/** Where a catalog entry comes from [CORE §4.1]. */
export type PolicySource = "builtin" | "authored" | "mcp";

/** An entry's own values (tool.yaml, MCP manifest or host metadata, defaults applied). */
export interface OwnPolicy {
  risk: Risk;
  approval: ApprovalPolicy;
  capability: string | null;
}

/** A `tools.metadata.<name>` entry as written (raw strings; invalid values are ignored here). */
export interface MetadataOverride {
  risk?: unknown;
  approval_policy?: unknown;
  capability?: unknown;
  enabled?: unknown;
}

/** One `approval` block (core or global fallback) as written. */
export interface ApprovalConfig {
  default?: unknown;
  tools?: Readonly<Record<string, unknown>>;
  capabilities?: Readonly<Record<string, unknown>>;
  risks?: Readonly<Record<string, unknown>>;
}

/** Which `approval` lookup tightened the policy: config index (0 = core, 1… = fallbacks), table and key. */
export interface ApprovalPick {
  config: number;
  table: "tools" | "capabilities" | "risks" | "default";
  key: string;
}

/** Input of {@link effectiveCorePolicy}. */
export interface PolicyInput {
  own: OwnPolicy;
  source: PolicySource;
  metadata?: MetadataOverride;
  /** The model-visible name (builtin name, tool directory, sanitised MCP name). */
  name: string;
  /** `[core approval, fallback approval, …]`, applied in this order. */
  approvals: readonly (ApprovalConfig | undefined)[];
}

/** The resolved entry, with where its final risk and approval came from. */
export interface EffectivePolicy {
  risk: Risk;
  approval: ApprovalPolicy;
  capability: string | null;
  enabled: boolean;
  riskFrom: "own" | "metadata";
  approvalFrom: "own" | "metadata" | ApprovalPick;
}

/** A risk value trimmed and lower-cased as the host does, or undefined when it is not a risk. */
export function normaliseRisk(raw: unknown): Risk | undefined {
  const value = typeof raw === "string" ? raw.trim().toLowerCase() : undefined;
  return (RISK_ORDER as readonly string[]).includes(value ?? "") ? (value as Risk) : undefined;
}

/** An approval policy trimmed and lower-cased as the host does, or undefined when it is not a policy. */
export function normaliseApproval(raw: unknown): ApprovalPolicy | undefined {
  const value = typeof raw === "string" ? raw.trim().toLowerCase() : undefined;
  return (APPROVAL_ORDER as readonly string[]).includes(value ?? "") ? (value as ApprovalPolicy) : undefined;
}

/** A `tools.metadata.<name>` entry of the model as plain values (flagged values left out). */
export function metadataOverride(fields: MetadataFields): MetadataOverride {
  return { risk: fields.risk?.value, approval_policy: fields.approval_policy?.value, capability: fields.capability?.value, enabled: fields.enabled?.value };
}

/** The `approval` blocks that tighten `core`'s entries, in the order the host applies them: the core's, then each fallback's. */
export function approvalsOf(model: Model, core: Core): (ApprovalConfig | undefined)[] {
  return [core.manifest?.fields.approval, ...model.fallbacks.map((file) => file.fields.approval)].map((field) => approvalConfig(field?.value));
}

function approvalConfig(fields: ApprovalFields | undefined): ApprovalConfig | undefined {
  if (!fields) return undefined;
  // `Object.fromEntries` defines own properties, so a tool named `__proto__` stays a key.
  const plain = (table: ApprovalFields["tools"]) => table && Object.fromEntries([...table.value].map(([key, entry]) => [key, entry.value?.value]));
  return { default: fields.default?.value, tools: plain(fields.tools), capabilities: plain(fields.capabilities), risks: plain(fields.risks) };
}

/** True when risk `a` is below risk `b`. */
export function riskBelow(a: Risk, b: Risk): boolean {
  return RISK_ORDER.indexOf(a) < RISK_ORDER.indexOf(b);
}

/** True when approval `a` is weaker than approval `b` (`auto` < `prompt` < `deny`). */
export function approvalWeaker(a: ApprovalPolicy, b: ApprovalPolicy): boolean {
  return APPROVAL_ORDER.indexOf(a) < APPROVAL_ORDER.indexOf(b);
}

/** The entry as the host resolves it [CORE §2.5, §3.3]. */
export function effectiveCorePolicy(input: PolicyInput): EffectivePolicy {
  const result: EffectivePolicy = { ...input.own, enabled: true, riskFrom: "own", approvalFrom: "own" };
  applyMetadata(result, input.source, input.metadata);
  tighten(result, input.name, input.approvals);
  return result;
}

/** Metadata: builtins can only be raised, authored and MCP entries take it as written [CORE §3.3]. */
function applyMetadata(result: EffectivePolicy, source: PolicySource, metadata: MetadataOverride | undefined): void {
  if (!metadata) return;
  const clamp = source === "builtin";
  const risk = normaliseRisk(metadata.risk);
  if (risk && !(clamp && riskBelow(risk, result.risk))) {
    result.risk = risk;
    result.riskFrom = "metadata";
  }
  const approval = normaliseApproval(metadata.approval_policy);
  if (approval && !(clamp && approvalWeaker(approval, result.approval))) {
    result.approval = approval;
    result.approvalFrom = "metadata";
  }
  // Empty strings mean "not set", so metadata can replace a capability but never clear it.
  if (typeof metadata.capability === "string" && metadata.capability !== "") result.capability = metadata.capability;
  if (typeof metadata.enabled === "boolean") result.enabled = metadata.enabled;
}

/**
 * `approval` tightening: per capability name and per config, the first truthy of `tools[name]`,
 * `capabilities[cap]`, `risks[risk]`, `default` is folded in with "stricter" (ties keep the current value).
 */
function tighten(result: EffectivePolicy, name: string, approvals: PolicyInput["approvals"]): void {
  const caps = [...new Set([result.capability, `tool.call:${name}`].filter((c): c is string => typeof c === "string" && c !== ""))];
  for (const cap of caps) {
    approvals.forEach((config, index) => {
      if (!config) return;
      const pick = firstTruthy(config, name, cap, result.risk, index);
      const picked = pick ? normaliseApproval(pick.value) : undefined;
      if (pick && picked && approvalWeaker(result.approval, picked)) {
        result.approval = picked;
        result.approvalFrom = pick.at;
      }
    });
  }
}

function firstTruthy(config: ApprovalConfig, name: string, cap: string, risk: Risk, index: number): { value: unknown; at: ApprovalPick } | undefined {
  const lookups: [ApprovalPick["table"], Readonly<Record<string, unknown>> | undefined, string][] = [
    ["tools", config.tools, name],
    ["capabilities", config.capabilities, cap],
    ["risks", config.risks, risk],
  ];
  for (const [table, map, key] of lookups) {
    const value = map && Object.hasOwn(map, key) ? map[key] : undefined;
    if (truthy(value)) return { value, at: { config: index, table, key } };
  }
  return truthy(config.default) ? { value: config.default, at: { config: index, table: "default", key: "default" } } : undefined;
}

/** Python truthiness for the scalar values an approval table can hold. */
function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}
