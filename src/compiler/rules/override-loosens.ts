/**
 * `override-loosens`: an agent or core override weakens the policy the tool itself declares. Markdown
 * agents: `auto` for a tool whose own permission is `confirm`. Cores: `tools.metadata` lowering the risk or
 * weakening the approval of an authored or MCP tool (builtins belong to `unsafe-override`).
 * @see ../../../docs/rules.md §9 override-loosens, ../../../../shared/reference/agent-core-reference.md §3.3
 */
import { approvalWeaker, normaliseApproval, normaliseRisk, riskBelow } from "../catalog/core-policy.js";
import { mcpCatalog, type KnownMcpTool } from "../catalog/mcp-names.js";
import type { MdToolFields, MetadataFields } from "../model/fields.js";
import type { Core } from "../model/types.js";
import type { Span } from "../source/text.js";
import { manifestOf, metadataEntries, ownValues, selectedBuiltins, type OwnValue } from "../lint/support/core-support.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

const HINT = "remove the override, or change the tool's own setting if this is intended";

/** The `override-loosens` rule. */
export default defineRule({
  id: "override-loosens",
  defaultSeverity: "warn",
  toolText: "frontmatter",
  check(ctx) {
    checkAgents(ctx);
    ctx.each(ctx.model.cores, (core) => checkCore(ctx, core));
  },
});

/** A tool's own Markdown permission, and where it is written (absent means `confirm`). */
interface OwnPermission {
  permission: string;
  at?: Span;
}

function checkAgents(ctx: RuleContext): void {
  const own = new Map<string, OwnPermission | undefined>();
  for (const builtin of ctx.config.markdown.builtins) if (!own.has(builtin.name)) own.set(builtin.name, { permission: builtin.permission });
  // An authored file of the same name (a builtin-collision) is what the author meant, so it wins here.
  for (const tool of [...ctx.model.mdTools].reverse()) if (tool.fields.name) own.set(tool.fields.name.value, mdPermission(tool.fields));
  ctx.each(ctx.model.mdAgents, (agent) => {
    for (const [name, entry] of agent.fields.tools?.value ?? []) {
      // `call_subagent` is never permission-checked [MD §2.3].
      if (name === "call_subagent" || entry.value?.value !== "auto") continue;
      const tool = own.get(name);
      if (tool?.permission !== "confirm") continue;
      ctx.report({
        at: entry.value.span,
        message: `agent \`${agent.label}\` sets \`auto\` for \`${name}\`, whose own permission is \`confirm\`: calls run without asking the user`,
        hint: HINT,
        ...(tool.at ? { related: [{ at: tool.at, message: `\`${name}\` declares \`permission: confirm\` here` }] } : {}),
      });
    }
  });
}

function mdPermission(fields: MdToolFields): OwnPermission | undefined {
  if (!fields.keySpans.has("permission")) return { permission: "confirm" };
  return fields.permission ? { permission: fields.permission.value, at: fields.permission.span } : undefined;
}

function checkCore(ctx: RuleContext, core: Core): void {
  const builtins = selectedBuiltins(ctx.config, core);
  const authored = new Map(core.tools.map((tool) => [tool.id, tool]));
  const mcp = new Map<string, KnownMcpTool>();
  for (const tool of mcpCatalog(ctx.model, core).tools) if (!mcp.has(tool.name)) mcp.set(tool.name, tool);
  for (const [name, { value: entry }] of metadataEntries(core)) {
    if (builtins.has(name) || !entry) continue;
    const server = mcp.get(name)?.server;
    const ownFields = authored.has(name) ? authored.get(name)!.yaml?.fields : server ? manifestOf(core, server)?.fields : undefined;
    if (!ownFields) continue;
    const own = ownValues(ownFields);
    compare(ctx, { name, entry }, "risk", own.risk, normaliseRisk(entry.risk?.value), riskBelow);
    compare(ctx, { name, entry }, "approval_policy", own.approval, normaliseApproval(entry.approval_policy?.value), approvalWeaker);
  }
}

/** A `tools.metadata` entry that overrides an authored or MCP tool. */
interface Site {
  name: string;
  entry: MetadataFields;
}

function compare<T extends string>(
  ctx: RuleContext,
  site: Site,
  field: "risk" | "approval_policy",
  own: OwnValue<T> | undefined,
  value: T | undefined,
  lower: (a: T, b: T) => boolean,
): void {
  const written = site.entry[field];
  if (!own || !written || value === undefined || !lower(value, own.value)) return;
  const tool = site.name;
  ctx.report({
    at: written.span,
    message: `\`tools.metadata.${tool}.${field}\` lowers \`${tool}\` from \`${own.value}\` to \`${value}\`: the override is applied as written`,
    hint: HINT,
    ...(own.span ? { related: [{ at: own.span, message: `\`${tool}\` declares \`${field}: ${own.value}\` here` }] } : {}),
  });
}
