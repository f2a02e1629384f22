/**
 * `mcp-collision`: An authored name equals an MCP tool name.
 * The known MCP names come from `mcp.snapshot` and the manifests' `include` entries, sanitised as the
 * host does it (../catalog/mcp-names.ts). Core tools hidden with `enabled: false` are exempt.
 * @see ../../../docs/rules.md §6 mcp-collision, ../../../../shared/reference/agent-core-reference.md §4.2, §4.3
 */
import { knownMcpTools, type KnownMcpTool } from "../catalog/mcp-names.js";
import type { Core } from "../model/types.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { coreName, mdName, type ToolName } from "../lint/support/tool-names.js";

/** The `mcp-collision` rule. */
export default defineRule({
  id: "mcp-collision",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    const { model } = ctx;
    if (model.mdToolPaths.length > 0) {
      const known = byName(knownMcpTools(model, undefined));
      ctx.each(model.mdTools, (tool) => {
        const named = mdName(tool);
        if (named) report(ctx, named, known.get(named.name), false);
      });
    }
    ctx.each(model.cores, (core) => checkCore(ctx, core));
  },
});

function checkCore(ctx: RuleContext, core: Core): void {
  const known = byName(knownMcpTools(ctx.model, core));
  if (known.size === 0) return;
  for (const tool of core.tools) {
    // A hidden entry never enters the per-turn catalog, so it cannot collide there [CORE §4.2].
    if (!isHidden(core, tool.id)) report(ctx, coreName(tool), known.get(tool.id), true);
  }
}

function report(ctx: RuleContext, named: ToolName, mcp: KnownMcpTool | undefined, inCore: boolean): void {
  if (!mcp) return;
  // Markdown projects have no manifest to exclude the MCP tool from (their servers come from the snapshot).
  const exclude = !inCore ? "" : `, or exclude the MCP tool via \`tools.exclude\` in \`${mcp.server.manifest}\``;
  ctx.report({
    at: named.at,
    message: `tool name \`${named.name}\` collides with MCP tool \`${mcp.provenance}\`: the host fails every turn with a name collision`,
    hint: `rename the tool${exclude}`,
    related: [{ at: mcp.at, message: `MCP tool \`${mcp.server.id}/${mcp.tool}\` is registered as \`${mcp.name}\`` }],
  });
}

function byName(tools: readonly KnownMcpTool[]): Map<string, KnownMcpTool> {
  return new Map(tools.map((tool) => [tool.name, tool]));
}

/** True when the core's `tools.metadata.<id>.enabled` is `false`. */
function isHidden(core: Core, id: string): boolean {
  return core.manifest?.fields.tools?.value.metadata?.value.get(id)?.value?.enabled?.value === false;
}
