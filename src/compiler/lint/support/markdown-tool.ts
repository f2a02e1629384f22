/**
 * What the rules of rules.md §7 and §8 read from a Markdown HTTP tool's model: string values, the fields whose
 * templates are resolved, the `parameters` entries with their effective type, and value wording for messages.
 * @see ../../../../docs/rules.md §4 (md-tool, parameter entry), §7, §8
 */
import type { Field, Tree } from "../../model/field.js";
import type { ParameterFields } from "../../model/fields.js";
import type { MdTool } from "../../model/types.js";
import type { SourceText } from "../../source/text.js";
import type { RuleContext } from "../rule.js";

/** `field` when its value is a string: a required or nullable string key may hold null, a tree anything. */
export function stringField(field: Field<unknown> | undefined): Field<string> | undefined {
  return typeof field?.value === "string" ? (field as Field<string>) : undefined;
}

/** A string value in which the reference resolves `{{NAME}}` templates: `endpoint` or a header value. */
export interface ResolvedField {
  /** The header name; absent for `endpoint`. */
  header?: string;
  field: Field<string>;
}

/** Runs `fn` for the `endpoint` and every header value that are strings, of every md-tool (isolated per file). */
export function eachResolvedField(ctx: RuleContext, fn: (resolved: ResolvedField) => void): void {
  ctx.each(ctx.model.mdTools, (tool) => resolvedFields(tool).forEach((resolved) => fn(resolved)));
}

function resolvedFields(tool: MdTool): ResolvedField[] {
  const endpoint = stringField(tool.fields.endpoint);
  const out: ResolvedField[] = endpoint ? [{ field: endpoint }] : [];
  for (const [header, entry] of tool.fields.headers?.value ?? []) {
    const field = stringField(entry.value);
    if (field) out.push({ header, field });
  }
  return out;
}

/** One `parameters` entry that is a mapping, with its name for messages. */
export interface Parameter {
  fields: ParameterFields;
  /** `name` when it is a string. */
  name?: Field<string>;
  /** The name for messages (`#2` when the entry has none). */
  label: string;
}

/** The mapping entries of `parameters`, in order. */
export function parameters(tool: MdTool): Parameter[] {
  return (tool.fields.parameters?.value ?? []).map((fields) => {
    const name = stringField(fields.name);
    return { fields, ...(name ? { name } : {}), label: name?.value ?? `#${(fields.index ?? 0) + 1}` };
  });
}

/**
 * The declared `type` of a parameter when it can be relied on: the written value, `string` when the key is not
 * written; undefined when it was reported (so type-dependent rules stay quiet).
 */
export function parameterType(fields: ParameterFields): string | undefined {
  if (!fields.keySpans.has("type")) return "string";
  return stringField(fields.type)?.value;
}

const KIND_WORDS: Record<Tree["kind"], string> = {
  mapping: "a mapping",
  list: "a list",
  string: "a string",
  integer: "an integer",
  float: "a number",
  boolean: "a boolean",
  null: "null",
  other: "a tagged value",
};

/** `a string`, `an integer`, … for the YAML kind of `tree` (rules.md §1.4). */
export function kindWords(tree: Tree): string {
  return KIND_WORDS[tree.kind];
}

/** A written value's text (one line, at most 40 characters), for quoting it in a message. */
export function writtenText(tool: { source: SourceText }, field: Field<unknown>): string {
  const text = tool.source.text.slice(field.span.start, field.span.end).replace(/\s*\n\s*/g, " ").trim();
  // An empty list item (`- `) is null.
  if (text === "") return "null";
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** True when `field` is absent, null, or a string of only whitespace. */
export function isBlank(field: Field<unknown> | undefined): boolean {
  const value = field?.value ?? null;
  return value === null || (typeof value === "string" && value.trim() === "");
}
