/**
 * `override-unknown-tool`: a `tools.metadata` or `approval.tools` key of a core that names no tool of
 * that core (selected builtin, authored id or known MCP name). The host silently ignores such entries.
 * @see ../../../docs/rules.md §10 override-unknown-tool, ../../../../shared/reference/agent-core-reference.md §2.4, §2.5
 */
import type { Pair } from "yaml";
import { mcpCatalog } from "../catalog/mcp-names.js";
import { nearest } from "../diagnostics/nearest.js";
import { keyText, kindOf, pairsOf, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { Core } from "../project/types.js";
import { metadataEntries, selectedBuiltins, eachCore } from "../lint/support/core-support.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `override-unknown-tool` rule. */
export default defineRule({
  id: "override-unknown-tool",
  defaultSeverity: "error",
  check(ctx) {
    eachCore(ctx, (core) => checkCore(ctx, core));
  },
});

function checkCore(ctx: RuleContext, core: Core): void {
  const doc = core.manifest.doc;
  if (!doc) return;
  const catalog = mcpCatalog(ctx.project, core);
  // Catalog order (builtins, authored, MCP) also decides "did you mean" ties.
  const known = [...selectedBuiltins(ctx, core).keys(), ...core.tools.map((tool) => tool.id), ...catalog.tools.map((tool) => tool.name)];
  const knownSet = new Set(known);
  // Without a snapshot a server's tool names cannot be known, so its whole namespace is accepted.
  const openPrefixes = catalog.servers.filter((server) => !server.inSnapshot).map((server) => `${server.name}__`);
  const keys: [string, Pair][] = [
    ...metadataEntries(ctx, core).map((entry): [string, Pair] => ["tools.metadata", entry.pair]),
    ...approvalToolPairs(ctx, doc).map((pair): [string, Pair] => ["approval.tools", pair]),
  ];
  for (const [table, pair] of keys) {
    const name = keyText(pair);
    if (knownSet.has(name) || openPrefixes.some((prefix) => name.startsWith(prefix))) continue;
    ctx.report({
      at: ctx.span(doc, pair.key),
      message: `\`${table}\` names \`${name}\`, which is not a tool of this core${detail(ctx, name, known)}`,
      hint: "fix the name, or select the toolset that provides it",
    });
  }
}

/** Names a builtin's unselected toolset, else offers the nearest known name. */
function detail(ctx: RuleContext, name: string, known: string[]): string {
  for (const [toolset, builtins] of Object.entries(ctx.config.core.toolsets)) {
    if (builtins.some((builtin) => builtin.name === name)) return `; builtin \`${name}\` belongs to toolset \`${toolset}\`, which is not selected`;
  }
  const guess = nearest(name, known);
  return guess ? `; did you mean \`${guess}\`?` : "";
}

function approvalToolPairs(ctx: RuleContext, doc: YamlDoc): Pair[] {
  const approval = valueOf(doc, doc.root, "approval");
  if (approval === undefined || !ctx.valid(approval) || kindOf(doc, approval) !== "mapping") return [];
  const tools = valueOf(doc, approval, "tools");
  if (tools === undefined || !ctx.valid(tools) || kindOf(doc, tools) !== "mapping") return [];
  return pairsOf(doc, tools).filter((pair) => keyText(pair) !== "<<");
}
