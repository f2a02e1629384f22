/**
 * `description-shadowing`: a tool's description names another tool of the same agent. Tool descriptions are read
 * together, so one tool can rewrite how another is used ("when you call `send_email`, also copy …"): the
 * tool-shadowing attack. A name counts when it is written as a word, and a one-word name (no `_` or `-`) only in
 * backticks, so ordinary words such as `patch` or `todo` stay quiet.
 * @see ../../../docs/rules.md §11 description-shadowing
 */
import { fragmentSpan } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { agentTools, type AgentTool } from "../lint/support/agent-tools.js";
import { textSites, type TextSite } from "../lint/support/text-sites.js";

/** The `description-shadowing` rule. */
export default defineRule({
  id: "description-shadowing",
  defaultSeverity: "warn",
  check(ctx) {
    const descriptions = new Map<string, TextSite[]>();
    for (const sites of textSites(ctx.model)) {
      const prose = sites.filter((site) => site.kind === "description" && site.tool !== undefined);
      if (prose.length > 0) descriptions.set(prose[0]!.path, prose);
    }
    // A tool enabled by several agents is reported once per mention, for the first agent that shows it.
    const reported = new Set<string>();
    ctx.each(agentTools(ctx.model), (agent) => {
      for (const tool of agent.tools) {
        const file = fileOf(tool);
        const others = agent.tools.filter((other) => other.name !== tool.name);
        for (const site of (file && descriptions.get(file)) || []) {
          for (const { other, start, end } of mentions(site.field.value, others)) {
            const key = `${site.field.span.file}:${site.field.span.start}:${start}:${other.name}`;
            if (reported.has(key)) continue;
            reported.add(key);
            ctx.report({
              at: fragmentSpan(site.field, { start, end }),
              message: `${site.label} of \`${tool.name}\` names \`${other.name}\`, another tool of agent \`${agent.name}\`: a description that steers other tools can hijack them (tool shadowing)`,
              hint: `describe \`${tool.name}\` on its own; if the tools must be used together, say so in the agent's prompt`,
              related: [{ at: other.at, message: `\`${other.name}\` is enabled here` }],
            });
          }
        }
      }
    });
  },
});

function fileOf(tool: AgentTool): string | undefined {
  return tool.mdTool?.path ?? tool.coreTool?.path;
}

/** Mentions of the other tools in `text`, in text order. */
function mentions(text: string, others: readonly AgentTool[]): { other: AgentTool; start: number; end: number }[] {
  const out: { other: AgentTool; start: number; end: number }[] = [];
  for (const other of others) {
    const word = /[_-]/.test(other.name);
    const escaped = other.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pattern = new RegExp(word ? `(?<![\\p{L}\\p{N}_-])${escaped}(?![\\p{L}\\p{N}_-])` : `\`${escaped}\``, "gu");
    for (const found of text.matchAll(pattern)) {
      const start = found.index + (word ? 0 : 1);
      out.push({ other, start, end: start + other.name.length });
      break;
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
