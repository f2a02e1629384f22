/**
 * Shared by the name and collision rules: the tool name each definition declares, where to report it,
 * and the rename suggestions of the hints.
 * @see ../../../../docs/rules.md §6
 */
import path from "node:path";
import { stringValue, valueOf } from "../../parse/nodes.js";
import type { Core, CoreTool, MarkdownFile, Project } from "../../project/types.js";
import { fileSpan, type Span } from "../../source/text.js";
import type { RuleContext } from "../rule.js";

/** A tool name and where a finding about it goes. */
export interface ToolName {
  name: string;
  /** md: the `name` value; core: the `tool.yaml` file. */
  at: Span;
}

/** The `name` value of a Markdown tool or agent: undefined without a document, or when it is not a string or was flagged. */
export function mdName(ctx: RuleContext, file: MarkdownFile): ToolName | undefined {
  const doc = file.doc;
  if (!doc) return undefined;
  const node = valueOf(doc, doc.root, "name");
  if (!ctx.valid(node)) return undefined;
  const name = stringValue(doc, node);
  return name === undefined ? undefined : { name, at: ctx.span(doc, node) };
}

/** A core tool's name: its directory name, verbatim, reported on its `tool.yaml` (even one that did not parse). */
export function coreName(tool: CoreTool): ToolName {
  return { name: tool.id, at: fileSpan(tool.yamlPath) };
}

/** A core or package tool keyed by its `tool.yaml` path, so `ctx.each` can isolate it. */
export interface CoreToolItem {
  path: string;
  tool: CoreTool;
}

/** Every authored tool directory: each core's tools, then the package tools checked without a core. */
export function allCoreTools(project: Project): CoreToolItem[] {
  return [...project.cores.flatMap((core) => core.tools), ...project.packageTools].map((tool) => ({ path: tool.yamlPath, tool }));
}

/** A project-relative path made relative to the core root, as provenance strings write it [CORE §4.1]. */
export function coreRelative(core: Core, rel: string): string {
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
  ctx.each(ctx.project.mdTools, (file) => {
    const named = mdName(ctx, file);
    if (named) check(named, false);
  });
  ctx.each(allCoreTools(ctx.project), ({ tool }) => check(coreName(tool), true));
}

/**
 * Calls `onRepeat` for each Markdown file whose `name` an earlier file (in load order) already declared,
 * paired with the previous file of that name (the reference's later one wins, or refuses to start).
 */
export function eachRepeatedName(
  ctx: RuleContext,
  files: readonly MarkdownFile[],
  onRepeat: (named: ToolName, file: MarkdownFile, earlier: ToolName & { file: string }) => void,
): void {
  const seen = new Map<string, ToolName & { file: string }>();
  ctx.each(files, (file) => {
    const named = mdName(ctx, file);
    if (!named) return;
    const earlier = seen.get(named.name);
    seen.set(named.name, { ...named, file: file.path });
    if (earlier) onRepeat(named, file, earlier);
  });
}
