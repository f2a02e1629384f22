/**
 * `tool-name-prefix-collision`: two tools of one agent become the same name once a host puts its prefix in front
 * (`names.hostPrefixes`, e.g. `mcp__toolc__`) and cuts the result to 64 characters, as hosts that namespace tools
 * do [CORE §4.3]. Compared case-insensitively, like the reference's own MCP namer. A name that merely grows past 64
 * with the prefix is `tool-name-portability`'s finding.
 * @see ../../../docs/rules.md §11 tool-name-prefix-collision
 */
import { defineRule } from "../lint/rule.js";
import { agentTools, type AgentTool } from "../lint/support/agent-tools.js";

const MAX = 64;

/** The `tool-name-prefix-collision` rule. */
export default defineRule({
  id: "tool-name-prefix-collision",
  defaultSeverity: "error",
  toolText: "frontmatter",
  check(ctx) {
    const prefixes = ctx.config.names.hostPrefixes;
    if (prefixes.length === 0) return;
    ctx.each(agentTools(ctx.model), (agent) => {
      const reported = new Set<string>();
      for (const prefix of prefixes) {
        const seen = new Map<string, AgentTool>();
        for (const tool of agent.tools) {
          const hosted = cut(prefix + tool.name).toLowerCase();
          const earlier = seen.get(hosted);
          if (!earlier) {
            seen.set(hosted, tool);
            continue;
          }
          if (earlier.name === tool.name || reported.has(tool.name)) continue;
          reported.add(tool.name);
          ctx.report({
            at: tool.at,
            message: `tools \`${earlier.name}\` and \`${tool.name}\` of agent \`${agent.name}\` both become \`${cut(prefix + tool.name)}\` with the host prefix \`${prefix}\`${Array.from(prefix + tool.name).length > MAX ? ` (cut to ${MAX} characters)` : " (names differ only in case)"}: the host can offer only one of them`,
            hint: `rename one so that the first ${MAX - Array.from(prefix).length} characters differ in more than case`,
            related: [{ at: earlier.at, message: `\`${earlier.name}\` is enabled here` }],
          });
        }
      }
    });
  },
});

/** The first 64 code points. */
function cut(name: string): string {
  return Array.from(name).slice(0, MAX).join("");
}
