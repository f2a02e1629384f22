/**
 * Shared readers for the Markdown agent rules: which tool files define a tool, an agent's name and its
 * `tools` entries, with structural gating applied (rules.md §1.3).
 * @see ../../../../docs/rules.md §9
 */
import path from "node:path";
import type { Pair } from "yaml";
import { keyText, kindOf, pairOf, pairsOf, scalarValue, stringValue, valueOf } from "../../parse/nodes.js";
import type { MarkdownFile, Project } from "../../project/types.js";
import { stringKey } from "./core-support.js";
import type { RuleContext } from "../rule.js";

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

/** The `tools` pair of an agent, when its value is a mapping that passed the structural checks. */
export function toolsPair(ctx: RuleContext, file: MarkdownFile): Pair | undefined {
  const doc = file.doc;
  const pair = doc ? pairOf(doc, doc.root, "tools") : undefined;
  if (!doc || !pair || !ctx.valid(pair.value ?? null) || kindOf(doc, pair.value) !== "mapping") return undefined;
  return pair;
}

/** The entries of an agent's `tools` with string keys (document order). */
export function toolEntries(ctx: RuleContext, file: MarkdownFile): Pair[] {
  const pair = toolsPair(ctx, file);
  if (!pair || !file.doc) return [];
  return pairsOf(file.doc, pair.value).filter((entry) => stringKey(entry) && keyText(entry) !== "<<");
}

/** The tool names an agent enables (keys of `tools`). */
export function enabledNames(ctx: RuleContext, file: MarkdownFile): string[] {
  return toolEntries(ctx, file).map(keyText);
}

/** True when the agent is `internal: true`. */
export function isInternal(file: MarkdownFile): boolean {
  const doc = file.doc;
  return doc !== undefined && scalarValue(doc, valueOf(doc, doc.root, "internal")) === true;
}
