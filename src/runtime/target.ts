/**
 * Agent scoping: which catalog tool a call names, and with which permission and risk.
 * Order and wording follow the reference engine: "not available for" before "not found".
 * @see ../../../shared/reference/markdown-tools-reference.md §2.3
 */
import type { ApprovalPolicy, Catalog, CatalogTool, MdPermission, Risk } from "./catalog.js";

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
