/**
 * Agent scoping: which catalog tool a call names, and with which permission and risk.
 * Order and wording follow the reference engine: "not available for" before "not found".
 * Without an agent (README "Policy without an agent"): Markdown tools use their own `permission`,
 * authored tools the policy of the one core that owns them.
 * @see ../../../shared/reference/markdown-tools-reference.md §2.3
 */
import type { AgentToolGrant, ApprovalPolicy, Catalog, CatalogAgent, CatalogTool, MdPermission, Risk } from "./catalog.js";

/** The resolved target of a call. */
export interface CallTarget {
  /** Key of the tool in `catalog.tools` (also the validator key). */
  key: string;
  tool: CatalogTool;
  /** Effective decision: `auto` runs, `confirm`/`prompt` ask, `deny` never runs. */
  permission: MdPermission | ApprovalPolicy;
  risk: Risk | null;
  agent: string | null;
}

function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** The tool's own decision when no agent scopes the call; unknown means ask (fail closed). */
function ownPermission(tool: CatalogTool): MdPermission | ApprovalPolicy {
  return tool.approvalPolicy ?? tool.permission ?? "confirm";
}

/** `CatalogAgent.source` of a core: `core:<core root>`. */
const CORE_SOURCE = "core:";

/** Per catalog: core root → the core agents (`format: "core"`) built from it. Catalogs are immutable data. */
const coresByRoot = new WeakMap<Catalog, Map<string, CatalogAgent[]>>();

function coreAgentsOf(catalog: Catalog, coreRoot: string | null): CatalogAgent[] {
  let index = coresByRoot.get(catalog);
  if (!index) {
    index = new Map();
    for (const agent of Object.values(catalog.agents)) {
      if (agent.format !== "core" || !agent.source.startsWith(CORE_SOURCE)) continue;
      const root = agent.source.slice(CORE_SOURCE.length);
      index.set(root, [...(index.get(root) ?? []), agent]);
    }
    coresByRoot.set(catalog, index);
  }
  return coreRoot === null ? [] : (index.get(coreRoot) ?? []);
}

/** Per core agent: tool key → its grant (grants are listed by name; a clash gives a key other than the name). */
const refIndex = new WeakMap<CatalogAgent, Map<string, AgentToolGrant>>();

function grantsByRef(agent: CatalogAgent): Map<string, AgentToolGrant> {
  let index = refIndex.get(agent);
  if (!index) {
    index = new Map(Object.values(agent.tools).map((grant) => [grant.ref, grant]));
    refIndex.set(agent, index);
  }
  return index;
}

/**
 * An authored tool called without an agent runs under the policy of the one core that owns it (metadata
 * and `approval` tightening included, as the core agent's grant records it). Its own tool.yaml values are
 * not enough: the core may have raised them to `deny`. No owning core, or several: refused.
 */
function unscopedAuthored(catalog: Catalog, name: string, key: string, tool: CatalogTool): CallTarget | string {
  const owners = coreAgentsOf(catalog, tool.authored?.coreRoot ?? null);
  if (owners.length !== 1) {
    const which = owners.length === 0 ? "no Agent Core of the catalog" : `${owners.length} Agent Cores of the catalog`;
    return `Tool '${name}' belongs to ${which}, so no core policy applies to it: call it with an agent (options.agent, --agent)`;
  }
  const core = owners[0]!;
  const grant = grantsByRef(core).get(key);
  if (!grant) return `Tool '${name}' is not enabled in core '${core.name}'`;
  return { key, tool, permission: grant.permission, risk: grant.risk ?? tool.risk, agent: null };
}

/** A tool by key, or by name when exactly one tool has that name (keys differ only on core clashes). */
function lookupTool(catalog: Catalog, name: string): { key: string; tool: CatalogTool } | undefined {
  const direct = own(catalog.tools, name);
  if (direct) return { key: name, tool: direct };
  const matches = Object.entries(catalog.tools).filter(([, tool]) => tool.name === name);
  return matches.length === 1 ? { key: matches[0]![0], tool: matches[0]![1] } : undefined;
}

/** Resolves a call to its target, or the reference-style error. */
export function resolveTarget(catalog: Catalog, name: string, agentName: string | undefined): CallTarget | string {
  if (agentName === undefined) {
    const found = lookupTool(catalog, name);
    if (!found) return `Tool '${name}' not found`;
    if (found.tool.kind === "authored") return unscopedAuthored(catalog, name, found.key, found.tool);
    // Markdown tools: their own `permission` (`confirm` when absent). Builtin and MCP tools then need a host handler (runtime.ts).
    // An explicit literal, not a spread: spreading here cost microseconds per call on Node 20.
    return { key: found.key, tool: found.tool, permission: ownPermission(found.tool), risk: found.tool.risk, agent: null };
  }
  const agent = own(catalog.agents, agentName);
  if (!agent) return `Agent '${agentName}' not found`;
  const grant = own(agent.tools, name);
  if (!grant) return `Tool '${name}' not available for '${agentName}'`;
  const tool = own(catalog.tools, grant.ref);
  if (!tool) return `Tool '${name}' not found`;
  return { key: grant.ref, tool, permission: grant.permission, risk: grant.risk ?? tool.risk, agent: agentName };
}
