/**
 * The tools each agent enables, read from the typed model, with the permission each runs at: a Markdown agent's
 * `tools` entries resolved against the tool files, builtins and reserved names (an agent's value overrides the
 * tool's own), and a core's selected builtins and authored tools with the host's effective policy (own values,
 * `tools.metadata`, then `approval` tightening). MCP tools are not listed: their names are known only at run time.
 * Shared by the agent-level rules (tool budget, toxic flow, shadowing, prefix collisions).
 * @see ../../../../docs/rules.md §9 agent-tool-budget, §11
 */
import type { ApprovalPolicy, Risk } from "../../../runtime/catalog.js";
import type { CoreBuiltin, MdBuiltin } from "../../config/builtins.js";
import { selectedBuiltins } from "../../catalog/core.js";
import { approvalsOf, effectiveCorePolicy, metadataOverride } from "../../catalog/core-policy.js";
import { mdToolName, mdToolPermission } from "../../model/lazy.js";
import type { Core, CoreTool, MdTool, Model } from "../../model/types.js";
import { fileSpan, type Span } from "../../source/text.js";

/** One tool as an agent offers it. */
export interface AgentTool {
  /** The model-visible name. */
  name: string;
  source: "http" | "md-builtin" | "reserved" | "core-builtin" | "authored";
  /** True when it runs without asking: Markdown `auto`, core approval `auto`. */
  auto: boolean;
  /** Where the agent enables it: the `tools` entry (md), the metadata entry, toolset item or `tool.yaml` (core). */
  at: Span;
  /** Core only: the effective risk and capability. */
  risk?: Risk;
  capability?: string | null;
  mdTool?: MdTool;
  mdBuiltin?: MdBuiltin;
  coreTool?: CoreTool;
  coreBuiltin?: CoreBuiltin;
}

/** An agent and its tools, in the order it lists (md) or the host registers (core: builtins, then authored) them. */
export interface AgentTools {
  name: string;
  /** The agent's definition file. */
  path: string;
  /** Where findings about the whole tool set go: the `tools` key, else the file. */
  at: Span;
  tools: AgentTool[];
  /** How many tools the agent lists: a Markdown agent's distinct `tools` keys (resolved or not); a core's tools. */
  listed: number;
}

const BY_MODEL = new WeakMap<Model, readonly AgentTools[]>();

/**
 * Every agent of the model: the Markdown agents, then the cores that have an `agent.id`. Computed once per model:
 * four rules read it.
 */
export function agentTools(model: Model): readonly AgentTools[] {
  const known = BY_MODEL.get(model);
  if (known) return known;
  const md = mdAgents(model);
  const cores = model.cores.flatMap((core) => (core.manifest && core.id !== undefined ? [coreAgent(model, core, core.id)] : []));
  const all = [...md, ...cores];
  BY_MODEL.set(model, all);
  return all;
}

function mdAgents(model: Model): AgentTools[] {
  if (model.mdAgents.length === 0) return [];
  // Later files win, as in the reference loader (duplicate-tool reports the clash).
  // By the name's value alone: an unchanged tool then answers without building its fields (model/lazy.ts).
  const files = new Map(model.mdTools.flatMap((tool) => {
    const name = mdToolName(tool);
    return name === undefined ? [] : [[name, tool] as const];
  }));
  const builtins = new Map(model.config.markdown.builtins.map((b) => [b.name, b]));
  const reserved = new Set(model.config.markdown.reserved);
  return model.mdAgents.map((agent) => ({
    name: agent.label,
    path: agent.path,
    at: agent.fields.keySpans.get("tools") ?? fileSpan(agent.path),
    listed: agent.fields.tools?.value.size ?? 0,
    tools: [...(agent.fields.tools?.value ?? new Map<string, never>())].flatMap(([name, entry]): AgentTool[] => {
      const written = entry.value?.value;
      const own = (permission: string): boolean => (written === "auto" || written === "confirm" ? written : permission) === "auto";
      const at = entry.key.span;
      const file = files.get(name);
      if (file) return [{ name, source: "http" as const, auto: own(mdToolPermission(file) ?? "confirm"), at, mdTool: file }];
      const builtin = builtins.get(name);
      if (builtin) return [{ name, source: "md-builtin" as const, auto: own(builtin.permission), at, mdBuiltin: builtin }];
      return reserved.has(name) ? [{ name, source: "reserved" as const, auto: true, at }] : [];
    }),
  }));
}

function coreAgent(model: Model, core: Core, id: string): AgentTools {
  const fields = core.manifest!.fields;
  const metadata = fields.tools?.value.metadata?.value;
  const approvals = approvalsOf(model, core);
  const tools: AgentTool[] = [];
  const add = (name: string, own: { risk: Risk; approval: ApprovalPolicy; capability: string | null }, source: "builtin" | "authored", at: Span, extra: Partial<AgentTool>) => {
    const entry = metadata?.get(name);
    const policy = effectiveCorePolicy({ own, source, name, approvals, ...(entry?.value ? { metadata: metadataOverride(entry.value) } : {}) });
    if (!policy.enabled) return;
    const kind = source === "builtin" ? ("core-builtin" as const) : ("authored" as const);
    tools.push({ name, source: kind, auto: policy.approval === "auto", at: entry?.key.span ?? at, risk: policy.risk, capability: policy.capability, ...extra });
  };
  for (const { builtin, at } of selectedBuiltins(model.config, core).values()) {
    add(builtin.name, { risk: builtin.risk, approval: builtin.approvalPolicy, capability: builtin.capability }, "builtin", at, { coreBuiltin: builtin });
  }
  for (const tool of core.tools) {
    const f = tool.yaml?.fields;
    if (!f) continue;
    const own = { risk: (f.risk?.value ?? "medium") as Risk, approval: (f.approval_policy?.value ?? "prompt") as ApprovalPolicy, capability: f.capability?.value || null };
    add(tool.id, own, "authored", f.approval_policy?.span ?? fileSpan(tool.path), { coreTool: tool });
  }
  return { name: id, path: core.path, at: fields.keySpans.get("tools") ?? fileSpan(core.path), tools, listed: tools.length };
}
