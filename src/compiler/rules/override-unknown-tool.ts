/**
 * `override-unknown-tool`: a `tools.metadata` or `approval.tools` key of a core that names no tool of
 * that core (selected builtin, authored id or known MCP name). The host silently ignores such entries.
 * @see ../../../docs/rules.md §10 override-unknown-tool, ../../../../shared/reference/agent-core-reference.md §2.4, §2.5
 */
import { nearest } from "../diagnostics/nearest.js";
import type { Entries } from "../model/field.js";
import type { Core } from "../model/types.js";
import { mcpCatalog } from "../catalog/mcp-names.js";
import { metadataEntries, selectedBuiltins } from "../lint/support/core-support.js";
import { defineRule, type RuleContext } from "../lint/rule.js";

/** The `override-unknown-tool` rule. */
export default defineRule({
  id: "override-unknown-tool",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    ctx.each(ctx.model.cores, (core) => checkCore(ctx, core));
  },
});

function checkCore(ctx: RuleContext, core: Core): void {
  const catalog = mcpCatalog(ctx.model, core);
  // Catalog order (builtins, authored, MCP) also decides "did you mean" ties.
  const known = [...selectedBuiltins(ctx.config, core).keys(), ...core.tools.map((tool) => tool.id), ...catalog.tools.map((tool) => tool.name)];
  const knownSet = new Set(known);
  // Without a snapshot a server's tool names cannot be known, so its whole namespace is accepted.
  const openPrefixes = catalog.servers.filter((server) => !server.inSnapshot).map((server) => `${server.name}__`);
  const tables: [string, Entries<unknown>][] = [
    ["tools.metadata", metadataEntries(core)],
    ["approval.tools", core.manifest?.fields.approval?.value.tools?.value ?? new Map()],
  ];
  for (const [table, entries] of tables) {
    for (const { key } of entries.values()) {
      const name = key.value;
      if (knownSet.has(name) || openPrefixes.some((prefix) => name.startsWith(prefix))) continue;
      ctx.report({
        at: key.span,
        message: `\`${table}\` names \`${name}\`, which is not a tool of this core${detail(ctx, name, known)}`,
        hint: "fix the name, or select the toolset that provides it",
      });
    }
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
