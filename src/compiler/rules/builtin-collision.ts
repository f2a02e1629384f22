/**
 * `builtin-collision`: An authored tool takes a builtin's name.
 * Markdown: `markdown.builtins`. Core: the tools of the toolsets selected in `tools.toolsets` (hiding the
 * builtin does not help; unselected toolsets do not count) [CORE §4.2].
 * @see ../../../docs/rules.md §6 builtin-collision
 */
import type { Core } from "../model/types.js";
import { defineRule, type RuleContext } from "../lint/rule.js";
import { toolsets } from "../lint/support/core-support.js";
import { coreName, coreRelative, mdName } from "../lint/support/tool-names.js";
import type { Span } from "../source/text.js";

/** The `builtin-collision` rule. */
export default defineRule({
  id: "builtin-collision",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    const builtins = new Set(ctx.config.markdown.builtins.map((builtin) => builtin.name));
    ctx.each(ctx.model.mdTools, (tool) => {
      const named = mdName(tool);
      if (!named || !builtins.has(named.name)) return;
      ctx.report({
        at: named.at,
        message: `tool name \`${named.name}\` collides with a builtin: \`builtin:${named.name}\` conflicts with \`http:${tool.path}\``,
        hint: "rename the tool",
      });
    });
    ctx.each(ctx.model.cores, (core) => checkCore(ctx, core));
  },
});

function checkCore(ctx: RuleContext, core: Core): void {
  const selected = selectedToolsets(ctx, core);
  if (selected.length === 0) return;
  for (const tool of core.tools) {
    const { name, at } = coreName(tool);
    const toolset = selected.find((entry) => entry.tools.has(name));
    if (!toolset) continue;
    ctx.report({
      at,
      message: `tool name \`${name}\` collides with a builtin: \`builtin:${name}\` conflicts with \`authored:${coreRelative(core, tool.dir)}\``,
      hint: `rename the tool, or remove \`${toolset.name}\` from \`tools.toolsets\``,
      related: [{ at: toolset.at, message: `toolset \`${toolset.name}\` provides the builtin \`${name}\`` }],
    });
  }
}

/** The known toolsets listed in `tools.toolsets`, first occurrence of each, with their builtin names. */
function selectedToolsets(ctx: RuleContext, core: Core): { name: string; at: Span; tools: Set<string> }[] {
  const catalogue = ctx.config.core.toolsets;
  const out: { name: string; at: Span; tools: Set<string> }[] = [];
  for (const { value: name, span } of toolsets(core)) {
    // Unknown names are `unknown-toolset`'s; `hasOwn` keeps `constructor` and friends out.
    if (!Object.hasOwn(catalogue, name) || out.some((s) => s.name === name)) continue;
    out.push({ name, at: span, tools: new Set(catalogue[name]!.map((builtin) => builtin.name)) });
  }
  return out;
}
