/**
 * `override-loosens`: an agent or core override weakens the policy the tool itself declares. Markdown
 * agents: `auto` for a tool whose own permission is `confirm`. Cores: `tools.metadata` lowering the risk or
 * weakening the approval of an authored or MCP tool (builtins belong to `unsafe-override`).
 * @see ../../../docs/rules.md §9 override-loosens, ../../../../shared/reference/agent-core-reference.md §3.3
 */
import { approvalWeaker, normaliseApproval, normaliseRisk, riskBelow } from "../catalog/core-policy.js";
import { knownMcpTools } from "../catalog/mcp-names.js";
import { keyText, pairOf, stringValue, type YamlDoc } from "../parse/nodes.js";
import type { Core, MarkdownFile } from "../project/types.js";
import type { Span } from "../source/text.js";
import { agentLabel, definedMdTools, toolEntries } from "../lint/support/agent-support.js";
import { manifestFileOf, metadataEntries, ownValues, selectedBuiltins, type MetadataEntry, type OwnValue, eachCore } from "../lint/support/core-support.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

const HINT = "remove the override, or change the tool's own setting if this is intended";

/** The `override-loosens` rule. */
export default defineRule({
  id: "override-loosens",
  defaultSeverity: "warn",
  check(ctx) {
    checkAgents(ctx);
    eachCore(ctx, (core) => checkCore(ctx, core));
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
  const { tools } = definedMdTools(ctx.project);
  for (const tool of [...tools].reverse()) own.set(tool.name, mdPermission(ctx, tool.file));
  ctx.each(ctx.project.mdAgents, (file) => {
    const doc = file.doc;
    if (!doc) return;
    for (const entry of toolEntries(ctx, file)) {
      const name = keyText(entry);
      // `call_subagent` is never permission-checked [MD §2.3].
      if (name === "call_subagent" || !ctx.valid(entry.value ?? null) || stringValue(doc, entry.value) !== "auto") continue;
      const tool = own.get(name);
      if (tool?.permission !== "confirm") continue;
      ctx.report({
        at: ctx.span(doc, entry.value),
        message: `agent \`${agentLabel(file)}\` sets \`auto\` for \`${name}\`, whose own permission is \`confirm\`: calls run without asking the user`,
        hint: HINT,
        ...(tool.at ? { related: [{ at: tool.at, message: `\`${name}\` declares \`permission: confirm\` here` }] } : {}),
      });
    }
  });
}

function mdPermission(ctx: RuleContext, file: MarkdownFile): OwnPermission | undefined {
  const doc = file.doc!;
  const pair = pairOf(doc, doc.root, "permission");
  if (!pair) return { permission: "confirm" };
  const value = ctx.valid(pair.value ?? null) ? stringValue(doc, pair.value) : undefined;
  return value === undefined ? undefined : { permission: value, at: ctx.span(doc, pair.value) };
}

function checkCore(ctx: RuleContext, core: Core): void {
  const doc = core.manifest.doc;
  if (!doc) return;
  const builtins = selectedBuiltins(ctx, core);
  const authored = new Map(core.tools.map((tool) => [tool.id, tool]));
  const mcp = new Map<string, ReturnType<typeof knownMcpTools>[number]>();
  for (const tool of knownMcpTools(ctx.project, core)) if (!mcp.has(tool.name)) mcp.set(tool.name, tool);
  for (const entry of metadataEntries(ctx, core)) {
    if (builtins.has(entry.name)) continue;
    const server = mcp.get(entry.name)?.server;
    const ownDoc = authored.has(entry.name) ? authored.get(entry.name)!.file.doc : server ? manifestFileOf(core, server)?.doc : undefined;
    if (!ownDoc) continue;
    const own = ownValues(ctx, ownDoc);
    compare(ctx, { doc, entry, ownDoc }, "risk", own.risk, normaliseRisk(entry.fields.risk?.raw), riskBelow);
    compare(ctx, { doc, entry, ownDoc }, "approval_policy", own.approval, normaliseApproval(entry.fields.approval_policy?.raw), approvalWeaker);
  }
}

interface Site {
  doc: YamlDoc;
  entry: MetadataEntry;
  ownDoc: YamlDoc;
}

function compare<T extends string>(
  ctx: RuleContext,
  site: Site,
  field: "risk" | "approval_policy",
  own: OwnValue<T> | undefined,
  value: T | undefined,
  lower: (a: T, b: T) => boolean,
): void {
  const written = site.entry.fields[field];
  if (!own || !written || value === undefined || !lower(value, own.value)) return;
  const tool = site.entry.name;
  ctx.report({
    at: ctx.span(site.doc, written.node),
    message: `\`tools.metadata.${tool}.${field}\` lowers \`${tool}\` from \`${own.value}\` to \`${value}\`: the override is applied as written`,
    hint: HINT,
    ...(own.node !== undefined ? { related: [{ at: ctx.span(site.ownDoc, own.node), message: `\`${tool}\` declares \`${field}: ${own.value}\` here` }] } : {}),
  });
}
