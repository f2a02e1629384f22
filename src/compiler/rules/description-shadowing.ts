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
      const byName = new Map(agent.tools.map((tool) => [tool.name, tool]));
      const unusual = agent.tools.filter((tool) => /[_-]/.test(tool.name) && !WORD_NAME.test(tool.name));
      for (const tool of agent.tools) {
        const file = fileOf(tool);
        for (const site of (file && descriptions.get(file)) || []) {
          for (const { other, start, end } of mentions(site.field.value, byName, unusual, tool.name)) {
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

/**
 * A word of a description that holds a `_` or `-`: only such a name is mentioned as a plain word (a one-word name
 * only in backticks). Matching just these, whole (the lookbehind keeps a match from starting inside a word), spares
 * a match object for every ordinary word: on the 10,000-tool bench corpus about half the rule's time.
 */
const WORD = /(?<![\p{L}\p{N}_-])[\p{L}\p{N}]*[_-][\p{L}\p{N}_-]*/gu;
const WORD_NAME = /^[\p{L}\p{N}_-]+$/u;
/** Every backtick that opens a `code` span, with the text up to the next backtick. */
const CODE = /`(?=([^`]+)`)/g;

/**
 * The first mention of each other tool (not `self`) in `text`, in text order. The text is scanned once for words and
 * code spans and each is looked up by name: a pattern per tool made a 1,000-tool agent cost 2 s (bench, --no-emit).
 */
function mentions(text: string, byName: ReadonlyMap<string, AgentTool>, unusual: readonly AgentTool[], self: string): { other: AgentTool; start: number; end: number }[] {
  const found = new Map<string, { other: AgentTool; start: number; end: number }>();
  const add = (name: string, start: number, word: boolean) => {
    const other = byName.get(name);
    if (!other || name === self || found.has(name) || /[_-]/.test(name) !== word) return;
    found.set(name, { other, start, end: start + name.length });
  };
  for (const match of text.matchAll(WORD)) add(match[0], match.index, true);
  for (const match of text.matchAll(CODE)) add(match[1]!, match.index + 1, false);
  // A name with other characters (`.`, spaces) is not one word: look for it on its own terms.
  for (const other of unusual) {
    const name = other.name;
    if (name === self || found.has(name)) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const match = new RegExp(`(?<![\\p{L}\\p{N}_-])${escaped}(?![\\p{L}\\p{N}_-])`, "u").exec(text);
    if (match) found.set(name, { other, start: match.index, end: match.index + name.length });
  }
  return [...found.values()].sort((a, b) => a.start - b.start);
}
