/**
 * Shared readers for the Agent Core rules: selected builtins, `tools.metadata` entries, `approval`
 * blocks and a tool's own policy, read from the YAML with structural gating applied (rules.md §1.3).
 * @see ../../../../docs/rules.md §2.2, §10
 */
import { isScalar, type Pair } from "yaml";
import type { ApprovalPolicy, Risk } from "../../../runtime/catalog.js";
import type { CoreBuiltin } from "../../catalog/builtins.js";
import { normaliseApproval, normaliseRisk, type ApprovalConfig, type MetadataOverride, type OwnPolicy } from "../../catalog/core-policy.js";
import type { McpServer } from "../../catalog/mcp-names.js";
import { itemsOf, keyText, kindOf, pairOf, pairsOf, scalarValue, stringValue, valueOf, type YamlDoc } from "../../parse/nodes.js";
import { joinRel } from "../../project/paths.js";
import type { Core, DefinitionFile } from "../../project/types.js";
import type { RuleContext } from "../rule.js";

/** A builtin of a selected toolset, with the toolset that brought it in. */
export interface SelectedBuiltin {
  builtin: CoreBuiltin;
  toolset: string;
}

/** A written metadata field: its raw scalar and its value node (for locations). */
export interface WrittenField {
  raw: unknown;
  node: unknown;
}

/** One `tools.metadata.<name>` entry. */
export interface MetadataEntry {
  name: string;
  pair: Pair;
  fields: Partial<Record<keyof MetadataOverride, WrittenField>>;
}

/** The valid `tools.toolsets` entries of a core (strings, not flagged), in order. */
/** Runs `fn` for every core, isolated per manifest file (an exception becomes that file's `internal-error`). */
export function eachCore(ctx: RuleContext, fn: (core: Core) => void): void {
  ctx.each(
    ctx.project.cores.map((core) => ({ core, path: core.manifest.path })),
    ({ core }) => fn(core),
  );
}

/** The `tools.toolsets` entries of a core with their nodes. */
export function toolsetEntries(ctx: RuleContext, core: Core): { name: string; node: unknown }[] {
  const doc = core.manifest.doc;
  if (!doc) return [];
  const list = valueOf(doc, valueOf(doc, doc.root, "tools"), "toolsets");
  if (list === undefined || !ctx.valid(list) || kindOf(doc, list) !== "list") return [];
  return itemsOf(doc, list).flatMap((node) => {
    const name = ctx.valid(node) ? stringValue(doc, node) : undefined;
    return name === undefined ? [] : [{ name, node }];
  });
}

/** Builtins of the selected toolsets by name (first occurrence wins, as in the host catalog). */
export function selectedBuiltins(ctx: RuleContext, core: Core): Map<string, SelectedBuiltin> {
  const out = new Map<string, SelectedBuiltin>();
  for (const { name } of toolsetEntries(ctx, core)) {
    const builtins = Object.hasOwn(ctx.config.core.toolsets, name) ? ctx.config.core.toolsets[name]! : [];
    for (const builtin of builtins) if (!out.has(builtin.name)) out.set(builtin.name, { builtin, toolset: name });
  }
  return out;
}

/** The entries of a core's `tools.metadata` whose mapping passed the structural checks. */
export function metadataEntries(ctx: RuleContext, core: Core): MetadataEntry[] {
  const doc = core.manifest.doc;
  if (!doc) return [];
  const map = valueOf(doc, valueOf(doc, doc.root, "tools"), "metadata");
  if (map === undefined || !ctx.valid(map) || kindOf(doc, map) !== "mapping") return [];
  return pairsOf(doc, map)
    .filter((pair) => keyText(pair) !== "<<")
    .map((pair) => ({ name: keyText(pair), pair, fields: writtenFields(ctx, doc, pair.value) }));
}

function writtenFields(ctx: RuleContext, doc: YamlDoc, entry: unknown): MetadataEntry["fields"] {
  const fields: MetadataEntry["fields"] = {};
  if (!ctx.valid(entry) || kindOf(doc, entry) !== "mapping") return fields;
  for (const key of ["risk", "approval_policy", "capability", "enabled"] as const) {
    const pair = pairOf(doc, entry, key);
    if (pair && ctx.valid(pair.value ?? null) && ctx.valid(pair.key)) fields[key] = { raw: scalarValue(doc, pair.value), node: pair.value };
  }
  return fields;
}

/** The raw metadata override of an entry, for {@link effectiveCorePolicy}. */
export function overrideOf(entry: MetadataEntry | undefined): MetadataOverride | undefined {
  if (!entry) return undefined;
  const out: MetadataOverride = {};
  for (const [key, field] of Object.entries(entry.fields)) out[key as keyof MetadataOverride] = field.raw;
  return out;
}

/** The `approval` block of a manifest as plain values (flagged values left out). */
export function approvalConfigOf(ctx: RuleContext, doc: YamlDoc | undefined): ApprovalConfig | undefined {
  if (!doc) return undefined;
  const approval = valueOf(doc, doc.root, "approval");
  if (approval === undefined || !ctx.valid(approval) || kindOf(doc, approval) !== "mapping") return undefined;
  const table = (key: string): Record<string, unknown> | undefined => {
    const map = valueOf(doc, approval, key);
    if (map === undefined || !ctx.valid(map) || kindOf(doc, map) !== "mapping") return undefined;
    // No prototype, so a key such as `__proto__` or `constructor` is just a name.
    const out: Record<string, unknown> = Object.create(null);
    for (const pair of pairsOf(doc, map)) if (ctx.valid(pair.value ?? null)) out[keyText(pair)] = scalarValue(doc, pair.value);
    return out;
  };
  const def = valueOf(doc, approval, "default");
  return {
    ...(def !== undefined && ctx.valid(def) ? { default: scalarValue(doc, def) } : {}),
    tools: table("tools"),
    capabilities: table("capabilities"),
    risks: table("risks"),
  };
}

/** `[core approval, fallback approvals…]` in the order the host applies them. */
export function approvalsFor(ctx: RuleContext, core: Core | undefined): (ApprovalConfig | undefined)[] {
  const fallbacks = ctx.project.fallbacks.map((file) => approvalConfigOf(ctx, file.doc));
  return core ? [approvalConfigOf(ctx, core.manifest.doc), ...fallbacks] : fallbacks;
}

/** An own value (risk or approval) with the node that wrote it; no node means the default applies. */
export interface OwnValue<T> {
  value: T;
  node?: unknown;
}

/** The own `risk`/`approval_policy`/`capability` of a tool.yaml or MCP manifest (defaults `medium`/`prompt`). */
export interface OwnValues {
  /** Undefined when the written value is unusable (flagged or not a risk): it gets no further rules. */
  risk?: OwnValue<Risk>;
  approval?: OwnValue<ApprovalPolicy>;
  capability: string | null;
}

/** Reads the own values of a tool.yaml or MCP manifest document. */
export function ownValues(ctx: RuleContext, doc: YamlDoc): OwnValues {
  const read = <T>(key: string, fallback: T, normalise: (raw: unknown) => T | undefined): OwnValue<T> | undefined => {
    const pair = pairOf(doc, doc.root, key);
    if (!pair) return { value: fallback };
    const node = pair.value ?? null;
    const value = ctx.valid(node) ? normalise(scalarValue(doc, node)) : undefined;
    return value === undefined ? undefined : { value, node };
  };
  const capabilityPair = pairOf(doc, doc.root, "capability");
  const capability = capabilityPair && ctx.valid(capabilityPair.value ?? null) ? scalarValue(doc, capabilityPair.value) : null;
  return {
    ...optional("risk", read<Risk>("risk", "medium", normaliseRisk)),
    ...optional("approval", read<ApprovalPolicy>("approval_policy", "prompt", normaliseApproval)),
    capability: typeof capability === "string" && capability !== "" ? capability : null,
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** Own values as an {@link OwnPolicy}, or undefined when the risk or approval is unusable. */
export function ownPolicy(values: OwnValues, capability = values.capability): OwnPolicy | undefined {
  if (!values.risk || !values.approval) return undefined;
  return { risk: values.risk.value, approval: values.approval.value, capability };
}

/** True when the key of `pair` is a plain string scalar (names in open maps must be). */
export function stringKey(pair: Pair): boolean {
  return isScalar(pair.key) && typeof pair.key.value === "string";
}

/** The manifest file of an MCP server of `core` (its `manifest` path is core-relative). */
export function manifestFileOf(core: Core, server: McpServer): DefinitionFile | undefined {
  const rel = joinRel(core.root, server.manifest);
  return core.mcp.find((file) => file.path === rel);
}
