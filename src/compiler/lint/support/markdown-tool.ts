/**
 * Shared access to Markdown HTTP tool files for the rules of rules.md §7 and §8: iteration over the
 * tools that parsed, gated field lookup (rules.md §1.3), the fields whose templates are resolved, and
 * the `parameters` entries.
 * @see ../../../../docs/rules.md §4 (md-tool, parameter entry), §7, §8
 */
import path from "node:path";
import type { Pair } from "yaml";
import { deref, itemsOf, keyText, kindOf, nodeSpan, pairOf, pairsOf, stringValue, type YamlDoc, type YamlKind } from "../../parse/nodes.js";
import type { FrontmatterSplit } from "../../parse/frontmatter.js";
import type { MarkdownFile } from "../../project/types.js";
import type { SourceText, Span } from "../../source/text.js";
import type { RuleContext } from "../rule.js";
import { fragmentSpan } from "./scalar-offsets.js";
import type { TextRange } from "./templates.js";

/** A Markdown tool file that passed the parse-level rules. */
export interface MdTool {
  file: MarkdownFile;
  source: SourceText;
  doc: YamlDoc;
  split: FrontmatterSplit;
  /** `name` when it is a string, else the file stem (for messages only). */
  name: string;
}

/** Runs `fn` for every md-tool with a parsed frontmatter, isolated per file. */
export function eachMdTool(ctx: RuleContext, fn: (tool: MdTool) => void): void {
  ctx.each(ctx.project.mdTools, (file) => {
    if (!file.doc || !file.source || !file.split) return;
    const name = stringValue(file.doc, pairOf(file.doc, file.doc.root, "name")?.value) ?? path.posix.basename(file.path, ".md");
    fn({ file, source: file.source, doc: file.doc, split: file.split, name });
  });
}

/**
 * The pair of `key` in `map` when its value may be inspected: present and not flagged by a structural
 * rule (rules.md §1.3). An empty value (`key:`) is a null scalar node, returned unless it was flagged.
 */
export function checkedPair(ctx: RuleContext, doc: YamlDoc, map: unknown, key: string): Pair | undefined {
  const pair = pairOf(doc, map, key);
  return pair && ctx.valid(pair.value) ? pair : undefined;
}

/** The value node of `key` when present and valid (see {@link checkedPair}). */
export function checkedValue(ctx: RuleContext, doc: YamlDoc, map: unknown, key: string): unknown {
  return checkedPair(ctx, doc, map, key)?.value ?? undefined;
}

/** The string value of `key` with its node, when present, valid and a string. */
export function checkedString(ctx: RuleContext, doc: YamlDoc, map: unknown, key: string): { node: unknown; value: string } | undefined {
  const node = checkedValue(ctx, doc, map, key);
  const value = stringValue(doc, node);
  return value === undefined ? undefined : { node, value };
}

/** A string value in which the reference resolves `{{NAME}}` templates: `endpoint` or a header value. */
export interface ResolvedField {
  /** `endpoint`, or the header name. */
  header?: string;
  node: unknown;
  value: string;
}

/** The `endpoint` and every header value that are valid strings, in document order of kind. */
export function resolvedFields(ctx: RuleContext, tool: MdTool): ResolvedField[] {
  const out: ResolvedField[] = [];
  const endpoint = checkedString(ctx, tool.doc, tool.doc.root, "endpoint");
  if (endpoint) out.push(endpoint);
  const headers = checkedValue(ctx, tool.doc, tool.doc.root, "headers");
  for (const pair of kindOf(tool.doc, headers) === "mapping" ? pairsOf(tool.doc, headers) : []) {
    if (!ctx.valid(pair.value)) continue;
    const value = stringValue(tool.doc, pair.value);
    if (value !== undefined) out.push({ header: keyText(pair), node: pair.value, value });
  }
  return out;
}

/** The span of `range` inside the scalar `node` of `tool` (the whole scalar when not exact). */
export function fragmentOf(tool: MdTool, node: unknown, range: TextRange): Span {
  return fragmentSpan(tool.source, tool.doc, node, range);
}

/** Absolute offset of the first character of the trimmed body (as the reference trims it). */
export function bodyOffset(tool: MdTool): number {
  const rest = tool.source.text.slice(tool.split.bodyStart);
  return tool.split.bodyStart + (rest.length - rest.trimStart().length);
}

/** One `parameters` entry that is a valid mapping. */
export interface ParameterEntry {
  node: unknown;
  /** 0-based position in the list. */
  index: number;
  /** `name` when it is a valid string. */
  name?: string;
  nameNode?: unknown;
  /** The name for messages (`#2` when the entry has none). */
  label: string;
}

/** The valid mapping entries of a valid `parameters` list. */
export function parameterEntries(ctx: RuleContext, tool: MdTool): ParameterEntry[] {
  const list = checkedValue(ctx, tool.doc, tool.doc.root, "parameters");
  if (kindOf(tool.doc, list) !== "list") return [];
  const out: ParameterEntry[] = [];
  itemsOf(tool.doc, list).forEach((node, index) => {
    if (!ctx.valid(node) || kindOf(tool.doc, node) !== "mapping") return;
    const name = checkedString(ctx, tool.doc, node, "name");
    out.push({ node, index, ...(name ? { name: name.value, nameNode: name.node } : {}), label: name?.value ?? `#${index + 1}` });
  });
  return out;
}

/**
 * The declared `type` of a parameter when it can be relied on: the written value if valid, `string`
 * when absent; undefined when it was reported (so type-dependent rules stay quiet).
 */
export function parameterType(ctx: RuleContext, doc: YamlDoc, entry: ParameterEntry): string | undefined {
  const pair = pairOf(doc, entry.node, "type");
  if (!pair) return "string";
  if (!ctx.valid(pair.value)) return undefined;
  return stringValue(doc, pair.value);
}

const KIND_WORDS: Record<YamlKind, string> = {
  mapping: "a mapping",
  list: "a list",
  string: "a string",
  integer: "an integer",
  float: "a number",
  boolean: "a boolean",
  null: "null",
  other: "a tagged value",
};

/** `a string`, `an integer`, … for the YAML kind of `node` (rules.md §1.4). */
export function kindWords(doc: YamlDoc, node: unknown): string {
  return KIND_WORDS[kindOf(doc, node)];
}

/** A node's text as written (one line, at most 40 characters), for quoting a value in a message. */
export function writtenText(tool: MdTool, node: unknown): string {
  const span = nodeSpan(tool.doc, deref(tool.doc, node));
  const text = tool.source.text.slice(span.start, span.end).replace(/\s*\n\s*/g, " ").trim();
  // An empty value (`key:` or `- `) is null.
  if (text === "") return "null";
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** True when `node` is absent, null, or a string of only whitespace. */
export function isBlank(doc: YamlDoc, node: unknown): boolean {
  const kind = kindOf(doc, node);
  if (kind === "null") return true;
  return kind === "string" && stringValue(doc, node)!.trim() === "";
}
