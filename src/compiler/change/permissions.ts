/**
 * Security changes: what the user approved. A tool's own risk raised or approval weakened, an agent's
 * permission for a tool widened (`confirm` → `auto`), a tool newly enabled for (or dropped from) an agent,
 * and an agent removed. The user consented to the baseline's behaviour; these need a new look.
 */
import type { Catalog, CatalogAgent, CatalogTool } from "../../runtime/catalog.js";
import type { ChangeRecord } from "./types.js";

/** How much a permission asks before running, lowest first (`deny` never runs). */
const ASKS: Readonly<Record<string, number>> = { auto: 0, confirm: 1, prompt: 1, deny: 2 };
const RISK: Readonly<Record<string, number>> = { low: 0, medium: 1, high: 2, critical: 3 };

/** Risk and approval changes of one tool that is in both catalogs. */
export function diffToolPolicy(key: string, base: CatalogTool, current: CatalogTool): ChangeRecord[] {
  const records: ChangeRecord[] = [];
  const field = current.kind === "http" || current.permission !== null ? "permission" : "approval_policy";
  const before = base.permission ?? base.approvalPolicy;
  const after = current.permission ?? current.approvalPolicy;
  if (before && after && rank(ASKS, after) < rank(ASKS, before)) {
    records.push({
      rule: "breaking-approval-weakened",
      message: `tool \`${key}\`: \`${field}\` weakened from \`${before}\` to \`${after}\``,
      hint: "the user approved a tool that asked first; keep the stricter policy or make sure they agree",
      current: { kind: "tool", tool: key, field },
      baseline: { kind: "tool", tool: key, field },
    });
  }
  if (base.risk && current.risk && rank(RISK, current.risk) > rank(RISK, base.risk)) {
    records.push({ rule: "breaking-risk-raised", message: `tool \`${key}\`: risk raised from \`${base.risk}\` to \`${current.risk}\``, current: { kind: "tool", tool: key, field: "risk" }, baseline: { kind: "tool", tool: key, field: "risk" } });
  }
  return records;
}

/** Agent changes: agents removed, and per common agent its grants. */
export function diffAgents(base: Catalog, current: Catalog): ChangeRecord[] {
  const records: ChangeRecord[] = [];
  for (const [name, agent] of Object.entries(base.agents)) {
    const now = current.agents[name];
    if (now) records.push(...diffGrants(name, agent, now, { base, current }));
    else records.push({ rule: "breaking-agent-removed", message: `agent \`${name}\` was removed`, current: { kind: "agent", agent: name }, baseline: { kind: "agent", agent: name } });
  }
  return records;
}

/**
 * A grant change that only follows the tool's own change (its `approval_policy` or `risk`, which
 * {@link diffToolPolicy} reports) is not reported again for each agent.
 */
function followsTool(catalogs: Catalogs, ref: string, field: "permission" | "risk", before: string | null, after: string | null): boolean {
  const own = (tool: CatalogTool | undefined) => (field === "risk" ? tool?.risk : (tool?.permission ?? tool?.approvalPolicy));
  return own(catalogs.base.tools[ref]) === before && own(catalogs.current.tools[ref]) === after;
}

/** The two catalogs being compared. */
interface Catalogs {
  base: Catalog;
  current: Catalog;
}

function diffGrants(agent: string, base: CatalogAgent, current: CatalogAgent, catalogs: Catalogs): ChangeRecord[] {
  const records: ChangeRecord[] = [];
  const place = (tool: string) => ({ kind: "grant", agent, tool }) as const;
  for (const [tool, grant] of Object.entries(base.tools)) {
    const now = current.tools[tool];
    if (!now) {
      // A tool that is gone altogether is reported once, as removed, not once per agent.
      if (grant.ref in catalogs.current.tools) records.push({ rule: "breaking-tool-disabled", message: `agent \`${agent}\` no longer enables tool \`${tool}\``, current: { kind: "agent", agent }, baseline: place(tool) });
      continue;
    }
    if (rank(ASKS, now.permission) < rank(ASKS, grant.permission) && !followsTool(catalogs, now.ref, "permission", grant.permission, now.permission)) {
      records.push({
        rule: "breaking-permission-widened",
        message: `agent \`${agent}\` may now run tool \`${tool}\` with \`${now.permission}\` instead of \`${grant.permission}\``,
        hint: "the user consented to being asked first; keep the stricter permission or make sure they agree",
        current: place(tool),
        baseline: place(tool),
      });
    }
    if (grant.risk && now.risk && rank(RISK, now.risk) > rank(RISK, grant.risk) && !followsTool(catalogs, now.ref, "risk", grant.risk, now.risk)) {
      records.push({ rule: "breaking-risk-raised", message: `agent \`${agent}\`: risk of tool \`${tool}\` raised from \`${grant.risk}\` to \`${now.risk}\``, current: place(tool), baseline: place(tool) });
    }
  }
  for (const [tool, grant] of Object.entries(current.tools)) {
    if (tool in base.tools) continue;
    records.push({ rule: "breaking-tool-enabled", message: `agent \`${agent}\` newly enables tool \`${tool}\` (\`${grant.permission}\`)`, hint: "the user consented to the agent's old tool set", current: place(tool) });
  }
  return records;
}

function rank(order: Readonly<Record<string, number>>, value: string): number {
  return order[value] ?? 0;
}
