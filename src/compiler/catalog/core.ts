/**
 * Agent Core → catalog entries: the builtins of the selected toolsets and the authored tools, with the
 * effective risk / approval per core (metadata, then `approval` tightening) and the core's grants.
 * @see ../../../../shared/reference/agent-core-reference.md §1, §2.3–2.5, §3
 */
import path from "node:path";
import type { AgentToolGrant, CatalogAgent, CatalogTool, JsonSchema } from "../../runtime/catalog.js";
import type { ToolcConfig } from "../config/types.js";
import type { Span } from "../source/text.js";
import type { Field } from "../model/field.js";
import type { ToolYamlFields } from "../model/fields.js";
import type { Core, CoreTool, Model } from "../model/types.js";
import { setOwn } from "../own.js";
import type { CoreBuiltin } from "../config/builtins.js";
import { grantsOf } from "./capabilities.js";
import { approvalsOf, effectiveCorePolicy, metadataOverride, normaliseApproval, normaliseRisk } from "./core-policy.js";
import { checkEntrypoint, DEFAULT_ENTRYPOINT } from "./entrypoint.js";

const EMPTY_OBJECT: JsonSchema = { type: "object", properties: {}, additionalProperties: false };

/** The tools a core offers: builtins of its selected toolsets (first occurrence wins), then authored tools. */
export function coreTools(model: Model, core: Core): CatalogTool[] {
  const builtins = [...selectedBuiltins(model.config, core).values()].map(({ builtin }) => builtinTool(builtin));
  return [...builtins, ...core.tools.flatMap((tool) => (tool.yaml ? [authoredTool(model, core, tool, tool.yaml.fields)] : []))];
}

/** A builtin of a selected toolset, with the toolset that brought it in. */
export interface SelectedBuiltin {
  builtin: CoreBuiltin;
  toolset: string;
  /** The `tools.toolsets` entry that selected it. */
  at: Span;
}

/** The usable `tools.toolsets` entries of a core, in order. */
export function toolsets(core: Core): readonly Field<string>[] {
  return core.manifest?.fields.tools?.value.toolsets?.value ?? [];
}

/** The builtins of the toolsets a core selects by name, in toolset order; the first occurrence of a name wins. */
export function selectedBuiltins(config: ToolcConfig, core: Core): Map<string, SelectedBuiltin> {
  const out = new Map<string, SelectedBuiltin>();
  for (const { value: toolset, span: at } of toolsets(core)) {
    const builtins = Object.hasOwn(config.core.toolsets, toolset) ? config.core.toolsets[toolset]! : [];
    for (const builtin of builtins) if (!out.has(builtin.name)) out.set(builtin.name, { builtin, toolset, at });
  }
  return out;
}

function builtinTool(builtin: CoreBuiltin): CatalogTool {
  return {
    name: builtin.name,
    kind: "builtin",
    provenance: `builtin:${builtin.name}`,
    description: `Host builtin \`${builtin.name}\`.`,
    inputSchema: { type: "object", additionalProperties: true },
    parameters: null,
    permission: null,
    risk: builtin.risk,
    approvalPolicy: builtin.approvalPolicy,
    http: null,
    authored: null,
  };
}

function authoredTool(model: Model, core: Core, tool: CoreTool, fields: ToolYamlFields): CatalogTool {
  const entrypoint = fields.entrypoint?.value || DEFAULT_ENTRYPOINT;
  const resolved = checkEntrypoint({ projectRoot: model.root, toolDir: tool.dir, coreRoot: core.root }, entrypoint);
  const modulePath = resolved.kind === "ok" ? resolved.modulePath : null;
  const declared = fields.capability?.value || undefined;
  const capability = declared ?? `tool.call:${tool.id}`;
  const schema = fields.input_schema?.value;
  const relToCore = path.posix.relative(core.root, tool.dir);
  const grants = grantsOf(core, relToCore);
  return {
    name: tool.id,
    kind: "authored",
    provenance: `authored:${relToCore}`,
    description: fields.description?.value ?? "",
    inputSchema: schema && typeof schema === "object" && Object.keys(schema).length > 0 ? (schema as JsonSchema) : EMPTY_OBJECT,
    parameters: null,
    permission: null,
    risk: normaliseRisk(fields.risk?.value) ?? "medium",
    approvalPolicy: normaliseApproval(fields.approval_policy?.value) ?? "prompt",
    http: null,
    authored: {
      dir: tool.dir,
      coreRoot: core.root,
      entrypoint,
      modulePath,
      functionName: resolved.kind === "ok" ? resolved.fn : entrypoint.slice(entrypoint.indexOf(":") + 1),
      language: resolved.kind === "ok" && modulePath ? resolved.language : "unknown",
      capabilities: (fields.capabilities?.value ?? []).map((item) => item.value),
      capability,
      // Without a `capability` the host has no dispatch gate [CORE §1.6].
      capabilityDeclared: declared !== undefined,
      granted: [...new Set([...grants.slot, ...grants.defaults])],
    },
  };
}

/** The core as an agent: every enabled tool with its effective permission and risk. */
export function coreAgent(model: Model, core: Core, tools: CatalogTool[], keys: ReadonlyMap<string, string>): CatalogAgent | undefined {
  const fields = core.manifest?.fields;
  if (!fields || !core.id) return undefined;
  const metadata = fields.tools?.value.metadata?.value;
  const approvals = approvalsOf(model, core);
  const grants: Record<string, AgentToolGrant> = {};
  for (const tool of [...tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const override = metadata?.get(tool.name)?.value;
    const policy = effectiveCorePolicy({
      own: { risk: tool.risk!, approval: tool.approvalPolicy!, capability: tool.authored?.capability ?? null },
      source: tool.kind === "builtin" ? "builtin" : "authored",
      ...(override ? { metadata: metadataOverride(override) } : {}),
      name: tool.name,
      approvals,
    });
    if (!policy.enabled) continue;
    setOwn(grants, tool.name, { ref: keys.get(tool.name) ?? tool.name, permission: policy.approval, risk: policy.risk });
  }
  return {
    name: core.id,
    format: "core",
    source: `core:${core.root}`,
    description: fields.agent?.value.summary?.value ?? "",
    rolePrompt: "",
    internal: false,
    tools: grants,
  };
}
