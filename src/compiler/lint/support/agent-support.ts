/**
 * Shared readers for the Markdown agent rules: which tool files define a tool, and the tools an agent enables.
 * @see ../../../../docs/rules.md §9
 */
import path from "node:path";
import type { Pair } from "yaml";
import type { Field } from "../../model/field.js";
import type { MdAgent, MdTool, Model } from "../../model/types.js";
import { keyText, kindOf, pairOf, pairsOf, scalarValue, stringValue, valueOf } from "../../parse/nodes.js";
import type { MarkdownFile, Project } from "../../project/types.js";
import { stringKey } from "./core-support.js";
import type { RuleContext } from "../rule.js";

/** A Markdown tool that defines a tool: its `name` is a usable string. */
export type NamedMdTool = MdTool & { readonly fields: { readonly name: Field<string> } };

/** The Markdown tools that define a tool, in load order, and how many tool files define nothing (or did not parse). */
export function namedMdTools(model: Model): { tools: NamedMdTool[]; unreadable: number } {
  const tools = model.mdTools.filter((tool): tool is NamedMdTool => tool.fields.name !== undefined);
  return { tools, unreadable: model.mdToolPaths.length - tools.length };
}

/** The tool names an agent enables (the keys of `tools`, each once, in document order). */
export function enabledNames(agent: MdAgent): string[] {
  return [...(agent.fields.tools?.value.keys() ?? [])];
}

// The YAML readers below are kept for subagent-none, entry-agent-missing and override-loosens until those read the
// model (agent.fields.name, agent.label, agent.fields.internal, agent.fields.tools, namedMdTools); then delete them.

/** A tool file that defines a tool: its frontmatter parsed and `name` is a string. */
export interface DefinedMdTool {
  name: string;
  file: MarkdownFile;
}

/** The name a Markdown file declares (a string `name`), or undefined. */
export function declaredName(file: MarkdownFile): string | undefined {
  const doc = file.doc;
  return doc ? stringValue(doc, valueOf(doc, doc.root, "name")) : undefined;
}

/** The defining md-tool files in load order, and how many tool files define nothing. */
export function definedMdTools(project: Project): { tools: DefinedMdTool[]; unreadable: number } {
  const tools: DefinedMdTool[] = [];
  for (const file of project.mdTools) {
    const name = declaredName(file);
    if (name !== undefined) tools.push({ name, file });
  }
  return { tools, unreadable: project.mdTools.length - tools.length };
}

/** How messages name an agent: its declared name, or its file stem when it has none. */
export function agentLabel(file: MarkdownFile): string {
  return declaredName(file) ?? path.posix.basename(file.path, ".md");
}

/** The entries of an agent's `tools` with string keys (document order), when `tools` is a mapping that passed the structural checks. */
export function toolEntries(ctx: RuleContext, file: MarkdownFile): Pair[] {
  const doc = file.doc;
  const pair = doc ? pairOf(doc, doc.root, "tools") : undefined;
  if (!doc || !pair || !ctx.valid(pair.value ?? null) || kindOf(doc, pair.value) !== "mapping") return [];
  return pairsOf(doc, pair.value).filter((entry) => stringKey(entry) && keyText(entry) !== "<<");
}

/** True when the agent is `internal: true`. */
export function isInternal(file: MarkdownFile): boolean {
  const doc = file.doc;
  return doc !== undefined && scalarValue(doc, valueOf(doc, doc.root, "internal")) === true;
}
