/**
 * Shared by the name and collision rules: the tool name each definition declares, where to report it,
 * and the rename suggestions of the hints.
 * @see ../../../../docs/rules.md §6
 */
import path from "node:path";
import type { CoreTool, MdAgent, MdTool } from "../../model/types.js";
import { fileSpan, type Span } from "../../source/text.js";
import type { RuleContext } from "../rule.js";

/** A tool name and where a finding about it goes. */
export interface ToolName {
  name: string;
  /** md: the `name` value; core: the `tool.yaml` file. */
  at: Span;
}

/** The `name` of a Markdown tool or agent, at its value; undefined when absent or flagged (not a string, blank). */
export function mdName(definition: MdTool | MdAgent): ToolName | undefined {
  const name = definition.fields.name;
  return name && { name: name.value, at: name.span };
}

/** A core tool's name: its directory name, verbatim, reported on its `tool.yaml` (even one that did not parse). */
export function coreName(tool: CoreTool): ToolName {
  return { name: tool.id, at: fileSpan(tool.path) };
}

/** A project-relative path made relative to the core root, as provenance strings write it [CORE §4.1]. */
export function coreRelative(core: { root: string }, rel: string): string {
  return path.posix.relative(core.root, rel);
}

/**
 * A rename suggestion: every code point outside `allowed` becomes `_`, `_` is put in front when the
 * first character may not start a name, and the result is cut to `max` code points.
 */
export function suggestName(name: string, allowed: RegExp, max = Infinity): string {
  const replaced = Array.from(name, (char) => (allowed.test(char) ? char : "_"));
  if (replaced.length === 0 || !/^[A-Za-z_]$/.test(replaced[0]!)) replaced.unshift("_");
  return replaced.slice(0, max).join("");
}

/** The portable tool name: what `tool-name-format` requires and `tool-name-portability` builds on. */
export const TOOL_NAME_FORMAT = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** Runs `check` on every Markdown tool name and every core (and package) tool id, each file isolated. */
export function eachToolName(ctx: RuleContext, check: (tool: ToolName, core: boolean) => void): void {
  ctx.each(ctx.model.mdTools, (tool) => {
    const named = mdName(tool);
    if (named) check(named, false);
  });
  ctx.each(ctx.model.coreTools, (tool) => check(coreName(tool), true));
}

/**
 * Calls `onRepeat` for each Markdown definition whose `name` an earlier one (in load order) already declared,
 * paired with the previous definition of that name (the reference's later one wins, or refuses to start).
 */
export function eachRepeatedName<D extends MdTool | MdAgent>(
  ctx: RuleContext,
  definitions: readonly D[],
  onRepeat: (named: ToolName, definition: D, earlier: ToolName & { file: string }) => void,
): void {
  const seen = new Map<string, ToolName & { file: string }>();
  ctx.each(definitions, (definition) => {
    const named = mdName(definition);
    if (!named) return;
    const earlier = seen.get(named.name);
    seen.set(named.name, { ...named, file: definition.path });
    if (earlier) onRepeat(named, definition, earlier);
  });
}
