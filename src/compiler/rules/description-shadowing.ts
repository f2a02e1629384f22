/**
 * `description-shadowing`: a tool's description names another tool of the same agent. Tool descriptions are read
 * together, so one tool can rewrite how another is used ("when you call `send_email`, also copy …"): the
 * tool-shadowing attack. A name counts when it is written as a word, and a one-word name (no `_` or `-`) only in
 * backticks, so ordinary words such as `patch` or `todo` stay quiet.
 * @see ../../../docs/rules.md §11 description-shadowing
 */
import { fragmentSpan, type Field } from "../model/field.js";
import { defineRule } from "../lint/rule.js";
import { agentTools, type AgentTool } from "../lint/support/agent-tools.js";
import { candidatesIn, descriptionSites, mentionNames, mentionSites, type Candidate } from "../lint/support/mentions.js";

/** The `description-shadowing` rule. */
export default defineRule({
  id: "description-shadowing",
  defaultSeverity: "warn",
  check(ctx) {
    // A tool enabled by several agents is reported once per mention, for the first agent that shows it.
    const reported = new Set<string>();
    ctx.each(agentTools(ctx.model), (agent) => {
      const byName = new Map(agent.tools.map((tool) => [tool.name, tool]));
      const unusual = agent.tools.filter((tool) => /[_-]/.test(tool.name) && !WORD_NAME.test(tool.name));
      for (const tool of agent.tools) {
        for (const { label, field, found } of mentionsBy(tool, byName, unusual)) {
          for (const { other, start, end } of found) {
            const key = `${field.span.file}:${field.span.start}:${start}:${other.name}`;
            if (reported.has(key)) continue;
            reported.add(key);
            ctx.report({
              at: fragmentSpan(field, { start, end }),
              message: `${label} of \`${tool.name}\` names \`${other.name}\`, another tool of agent \`${agent.name}\`: a description that steers other tools can hijack them (tool shadowing)`,
              hint: `describe \`${tool.name}\` on its own; if the tools must be used together, say so in the agent's prompt`,
              related: [{ at: other.at, message: `\`${other.name}\` is enabled here` }],
            });
          }
        }
      }
    });
  },
});

const WORD_NAME = /^[\p{L}\p{N}_-]+$/u;

/** A mention of another tool in one description, by offset in its value. */
interface Mention {
  other: AgentTool;
  start: number;
  end: number;
}

/** A description site and the other tools it names. */
interface NamingSite {
  label: string;
  field: Pick<Field<string>, "span" | "verbatimAt">;
  found: Mention[];
}

/** The description sites of `tool` (Markdown or authored) that name another tool of `byName`, with those mentions. */
function mentionsBy(tool: AgentTool, byName: ReadonlyMap<string, AgentTool>, unusual: readonly AgentTool[]): NamingSite[] {
  const definition = tool.mdTool ?? tool.coreTool;
  if (!definition) return [];
  // A name with other characters (`.`, spaces) is not one word: looking for it needs each description's whole text.
  if (unusual.some((other) => other.name !== tool.name)) {
    return descriptionSites(definition).map(({ label, field }) => ({ label, field, found: [...mentionsIn(candidatesIn(field.value), byName, tool.name), ...unusualIn(field.value, unusual, tool.name)].sort((a, b) => a.start - b.start) }));
  }
  // Most tools name no other tool of the agent: their sites are not looked at (a summarised tool's are then never decoded).
  if (!mentionNames(definition).some((name) => name !== tool.name && byName.has(name))) return [];
  // Most sites name no other tool: only those that do are kept (the caller reports nothing for the others).
  const named: NamingSite[] = [];
  for (const site of mentionSites(definition)) {
    const found = mentionsIn(site.candidates, byName, tool.name);
    if (found.length > 0) named.push({ ...site, found });
  }
  return named;
}

/**
 * The first mention of each other tool (not `self`) among `candidates`, in text order: a name with `_` or `-` counts
 * as a bare word, a one-word name only in backticks (so ordinary words such as `patch` or `todo` stay quiet).
 */
function mentionsIn(candidates: readonly Candidate[], byName: ReadonlyMap<string, AgentTool>, self: string): Mention[] {
  let found: Map<string, Mention> | undefined;
  for (const { name, start, word } of candidates) {
    const other = byName.get(name);
    if (!other || name === self || found?.has(name) || /[_-]/.test(name) !== word) continue;
    (found ??= new Map()).set(name, { other, start, end: start + name.length });
  }
  return found ? [...found.values()].sort((a, b) => a.start - b.start) : [];
}

/** The first whole-word occurrence of each of the `unusual` names (not `self`) in `text`. */
function unusualIn(text: string, unusual: readonly AgentTool[], self: string): Mention[] {
  const found: Mention[] = [];
  for (const other of unusual) {
    if (other.name === self) continue;
    const escaped = other.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const match = new RegExp(`(?<![\\p{L}\\p{N}_-])${escaped}(?![\\p{L}\\p{N}_-])`, "u").exec(text);
    if (match) found.push({ other, start: match.index, end: match.index + other.name.length });
  }
  return found;
}
