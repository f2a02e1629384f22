/**
 * The conditions of the parameter rules (rules.md §8) that other parameter rules depend on:
 * `default-enum` stays quiet when `default-type` or `enum-type` holds, so each is computed once here.
 * @see ../../../../docs/rules.md §8
 */
import { itemsOf, kindOf, type YamlDoc } from "../../parse/nodes.js";
import { ownValue } from "../../own.js";
import type { RuleContext } from "../rule.js";
import { checkedValue, parameterType, type ParameterEntry } from "./markdown-tool.js";

const ACCEPTS: Record<string, readonly string[]> = {
  string: ["string"],
  integer: ["integer"],
  number: ["integer", "float"],
  boolean: ["boolean"],
};

/** The parameter's type when its non-null `default` is not of that type (the `default-type` trigger). */
export function defaultMismatch(ctx: RuleContext, doc: YamlDoc, entry: ParameterEntry): string | undefined {
  const node = checkedValue(ctx, doc, entry.node, "default");
  const kind = kindOf(doc, node);
  if (node === undefined || kind === "null") return undefined;
  const type = parameterType(ctx, doc, entry);
  const accepted = type === undefined ? undefined : ownValue(ACCEPTS, type);
  return accepted && !accepted.includes(kind) ? type : undefined;
}

/** One `enum-type` problem: where it is and which message variant applies. */
export interface EnumProblem {
  variant: "shape" | "member" | "type";
  node: unknown;
  /** For `type`: the parameter type that cannot take an enum. */
  type?: string;
}

/** Every `enum-type` problem of an entry (the enum value, or each non-string member). */
export function enumProblems(ctx: RuleContext, doc: YamlDoc, entry: ParameterEntry): EnumProblem[] {
  const node = checkedValue(ctx, doc, entry.node, "enum");
  const kind = kindOf(doc, node);
  if (node === undefined || kind === "null") return [];
  if (kind !== "list" || itemsOf(doc, node).length === 0) return [{ variant: "shape", node }];
  const type = parameterType(ctx, doc, entry);
  if (type === undefined) return [];
  if (type !== "string") return [{ variant: "type", node, type }];
  return itemsOf(doc, node)
    .filter((member) => kindOf(doc, member) !== "string")
    .map((member) => ({ variant: "member" as const, node: member }));
}
