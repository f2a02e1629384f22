/**
 * `approval-auto-high-risk`: an enabled authored or MCP entry that ends up `high`/`critical` with
 * approval `auto` once metadata and the `approval` tightening are applied as the host does it.
 * @see ../../../docs/rules.md §10 approval-auto-high-risk, ../../../../shared/reference/agent-core-reference.md §2.5, §3.3
 */
import { effectiveCorePolicy, type ApprovalConfig, type EffectivePolicy, type PolicySource } from "../catalog/core-policy.js";
import { mcpCatalog } from "../catalog/mcp-names.js";
import type { YamlDoc } from "../parse/nodes.js";
import type { Core } from "../project/types.js";
import type { Span } from "../source/text.js";
import { approvalsFor, manifestFileOf, metadataEntries, overrideOf, ownPolicy, ownValues, type MetadataEntry, type OwnValues, eachCore } from "../lint/support/core-support.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `approval-auto-high-risk` rule. */
export default defineRule({
  id: "approval-auto-high-risk",
  defaultSeverity: "warn",
  check(ctx) {
    eachCore(ctx, (core) => checkCore(ctx, core));
    // A package tool has no manifest: its own values are all there is to judge.
    ctx.each(
      ctx.project.packageTools.map((tool) => ({ tool, path: tool.yamlPath })),
      ({ tool }) => {
        const findings = new Findings();
        if (tool.file.doc) evaluate(ctx, findings, { name: tool.id, source: "authored", ownDoc: tool.file.doc, approvals: [] });
        findings.report(ctx);
      },
    );
  },
});

/** One entry to evaluate: where its own values live, and what the core applies on top. */
interface Subject {
  name: string;
  source: PolicySource;
  ownDoc: YamlDoc;
  /** Default capability when the document names none (`mcp.call:<server>` for MCP). */
  capability?: string;
  metadata?: MetadataEntry | undefined;
  manifestDoc?: YamlDoc;
  /** How messages name the entry when several share one reported value (`docs__*`). */
  group?: string;
  approvals: (ApprovalConfig | undefined)[];
}

function checkCore(ctx: RuleContext, core: Core): void {
  const manifestDoc = core.manifest.doc;
  const metadata = new Map(metadataEntries(ctx, core).map((entry) => [entry.name, entry]));
  const approvals = approvalsFor(ctx, core);
  const base = { approvals, ...(manifestDoc ? { manifestDoc } : {}) };
  const findings = new Findings();
  for (const tool of core.tools) {
    if (tool.file.doc) evaluate(ctx, findings, { ...base, name: tool.id, source: "authored", ownDoc: tool.file.doc, metadata: metadata.get(tool.id) });
  }
  const catalog = mcpCatalog(ctx.project, core);
  for (const server of catalog.servers) {
    const ownDoc = manifestFileOf(core, server)?.doc;
    if (!ownDoc) continue;
    const names = catalog.tools.filter((tool) => tool.server === server).map((tool) => tool.name);
    // Without a snapshot more tools exist than we can name: judge them by the manifest alone.
    if (!server.inSnapshot) names.push(`${server.name}__*`);
    for (const name of names) {
      evaluate(ctx, findings, {
        ...base,
        name,
        source: "mcp",
        ownDoc,
        capability: `mcp.call:${server.id}`,
        group: `${server.name}__*`,
        metadata: metadata.get(name),
      });
    }
  }
  findings.report(ctx);
}

function evaluate(ctx: RuleContext, findings: Findings, subject: Subject): void {
  const own = ownValues(ctx, subject.ownDoc);
  const policy = ownPolicy(own, own.capability ?? subject.capability ?? null);
  if (!policy) return;
  const result = effectiveCorePolicy({
    own: policy,
    source: subject.source,
    metadata: overrideOf(subject.metadata),
    name: subject.name,
    approvals: subject.approvals,
  });
  if (!result.enabled || result.approval !== "auto" || (result.risk !== "high" && result.risk !== "critical")) return;
  const approvalAt = locate(ctx, subject, own, result.approvalFrom === "metadata" ? "metadata" : "own", "approval");
  if (!approvalAt) return;
  const riskAt = locate(ctx, subject, own, result.riskFrom, "risk");
  findings.add(approvalAt, subject, result, riskAt);
}

/** The node that set a field: the own document's value, or the metadata value in `agent.yaml`. */
function locate(ctx: RuleContext, subject: Subject, own: OwnValues, from: "own" | "metadata", field: "risk" | "approval"): Span | undefined {
  if (from === "metadata") {
    const written = subject.metadata?.fields[field === "risk" ? "risk" : "approval_policy"];
    return written && subject.manifestDoc ? ctx.span(subject.manifestDoc, written.node) : undefined;
  }
  const node = own[field]?.node;
  return node === undefined ? undefined : ctx.span(subject.ownDoc, node);
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
