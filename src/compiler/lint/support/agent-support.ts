/**
 * Shared readers for the Markdown agent rules: which tool files define a tool, and the tools an agent enables.
 * @see ../../../../docs/rules.md §9
 */
import type { Field } from "../../model/field.js";
import type { MdAgent, MdTool, Model } from "../../model/types.js";

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
