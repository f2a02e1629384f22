/**
 * `approval-auto-high-risk`: an enabled authored or MCP entry that ends up `high`/`critical` with
 * approval `auto` once metadata and the `approval` tightening are applied as the host does it.
 * @see ../../../docs/rules.md §10 approval-auto-high-risk, ../../../../shared/reference/agent-core-reference.md §2.5, §3.3
 */
import { effectiveCorePolicy, type ApprovalConfig, type EffectivePolicy, type PolicySource } from "../catalog/core-policy.js";
import type { McpFields, MetadataFields, ToolYamlFields } from "../model/fields.js";
import type { Core } from "../model/types.js";
import type { Span } from "../source/text.js";
import { mcpCatalog } from "../catalog/mcp-names.js";
import { approvalsOf, manifestOf, metadataEntries, metadataOverride, ownPolicy, ownValues, type OwnValues } from "../lint/support/core-support.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `approval-auto-high-risk` rule. */
export default defineRule({
  id: "approval-auto-high-risk",
  defaultSeverity: "warn",
  toolText: "frontmatter",
  check(ctx) {
    ctx.each(ctx.model.cores, (core) => checkCore(ctx, core));
    // A package tool has no manifest: its own values are all there is to judge.
    ctx.each(ctx.model.packageTools, (tool) => {
      const findings = new Findings();
      if (tool.yaml) evaluate(findings, { name: tool.id, source: "authored", own: tool.yaml.fields, approvals: [] });
      findings.report(ctx);
    });
  },
});

/** One entry to evaluate: its own values, and what the core applies on top. */
interface Subject {
  name: string;
  source: PolicySource;
  own: ToolYamlFields | McpFields;
  /** Default capability when the document names none (`mcp.call:<server>` for MCP). */
  capability?: string;
  metadata?: MetadataFields | undefined;
  /** How messages name the entry when several share one reported value (`docs__*`). */
  group?: string;
  approvals: (ApprovalConfig | undefined)[];
}

function checkCore(ctx: RuleContext, core: Core): void {
  const metadata = metadataEntries(core);
  const base = { approvals: approvalsOf(ctx.model, core) };
  const findings = new Findings();
  for (const tool of core.tools) {
    if (tool.yaml) evaluate(findings, { ...base, name: tool.id, source: "authored", own: tool.yaml.fields, metadata: metadata.get(tool.id)?.value });
  }
  const catalog = mcpCatalog(ctx.model, core);
  for (const server of catalog.servers) {
    const own = manifestOf(core, server)?.fields;
    if (!own) continue;
    const names = catalog.tools.filter((tool) => tool.server === server).map((tool) => tool.name);
    // Without a snapshot more tools exist than we can name: judge them by the manifest alone.
    if (!server.inSnapshot) names.push(`${server.name}__*`);
    for (const name of names) {
      evaluate(findings, { ...base, name, source: "mcp", own, capability: `mcp.call:${server.id}`, group: `${server.name}__*`, metadata: metadata.get(name)?.value });
    }
  }
  findings.report(ctx);
}

function evaluate(findings: Findings, subject: Subject): void {
  const own = ownValues(subject.own);
  const policy = ownPolicy(own, own.capability ?? subject.capability ?? null);
  if (!policy) return;
  const result = effectiveCorePolicy({
    own: policy,
    source: subject.source,
    ...(subject.metadata ? { metadata: metadataOverride(subject.metadata) } : {}),
    name: subject.name,
    approvals: subject.approvals,
  });
  if (!result.enabled || result.approval !== "auto" || (result.risk !== "high" && result.risk !== "critical")) return;
  const approvalAt = locate(subject, own, result.approvalFrom === "metadata" ? "metadata" : "own", "approval");
  if (!approvalAt) return;
  findings.add(approvalAt, subject, result, locate(subject, own, result.riskFrom, "risk"));
}

/** Where a field was set: the own document's value, or the metadata value in `agent.yaml`. */
function locate(subject: Subject, own: OwnValues, from: "own" | "metadata", field: "risk" | "approval"): Span | undefined {
  if (from === "metadata") return subject.metadata?.[field === "risk" ? "risk" : "approval_policy"]?.span;
  return own[field]?.span;
}

/** Findings keyed by their primary location, so MCP tools sharing one manifest value give one report. */
class Findings {
  private readonly byNode = new Map<string, { at: Span; names: Set<string>; group: string; risk: string; riskAt?: Span }>();

  add(at: Span, subject: Subject, result: EffectivePolicy, riskAt: Span | undefined): void {
    const key = `${at.file}:${at.start}:${at.end}`;
    const found = this.byNode.get(key) ?? {
      at,
      names: new Set<string>(),
      group: subject.group ?? subject.name,
      risk: result.risk,
      ...(riskAt ? { riskAt } : {}),
    };
    found.names.add(subject.name);
    this.byNode.set(key, found);
  }

  report(ctx: RuleContext): void {
    for (const { at, names, group, risk, riskAt } of this.byNode.values()) {
      const tool = names.size === 1 ? [...names][0]! : group;
      ctx.report({
        at,
        message: `\`${tool}\` has risk \`${risk}\` but approval \`auto\`: it runs without asking the user`,
        hint: "set `approval_policy: prompt` (or `deny`), or lower `risk` if the tool is harmless",
        ...(riskAt ? { related: [{ at: riskAt, message: `risk \`${risk}\` is set here` }] } : {}),
      });
    }
  }
}
