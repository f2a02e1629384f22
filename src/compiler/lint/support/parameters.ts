/**
 * The conditions of the parameter rules (rules.md §8) that other parameter rules depend on:
 * `default-enum` stays quiet when `default-type` or `enum-type` holds, so each is computed once here; and the
 * `input_schema` root properties, the parameters of a schema-based tool.
 * @see ../../../../docs/rules.md §8
 */
import { treeAt, type Entry, type Tree } from "../../model/field.js";
import type { ParameterFields } from "../../model/fields.js";
import { ownValue } from "../../own.js";
import { parameterType } from "./markdown-tool.js";

const ACCEPTS: Record<string, readonly string[]> = {
  string: ["string"],
  integer: ["integer"],
  number: ["integer", "float"],
  boolean: ["boolean"],
};

/** The parameter's type when its non-null `default` is not of that type (the `default-type` trigger). */
export function defaultMismatch(fields: ParameterFields): string | undefined {
  const fallback = fields.default;
  if (!fallback || fallback.kind === "null") return undefined;
  const type = parameterType(fields);
  const accepted = type === undefined ? undefined : ownValue(ACCEPTS, type);
  return accepted && !accepted.includes(fallback.kind) ? type : undefined;
}

/** One `enum-type` problem: where it is and which message variant applies. */
export interface EnumProblem {
  variant: "shape" | "member" | "type";
  /** The enum value, or the offending member. */
  tree: Tree;
  /** For `type`: the parameter type that cannot take an enum. */
  type?: string;
}

/** Every `enum-type` problem of an entry (the enum value, or each non-string member). */
export function enumProblems(fields: ParameterFields): EnumProblem[] {
  const members = fields.enum;
  if (!members || members.kind === "null") return [];
  if (!members.items?.length) return [{ variant: "shape", tree: members }];
  const type = parameterType(fields);
  if (type === undefined) return [];
  if (type !== "string") return [{ variant: "type", tree: members, type }];
  return members.items.filter((member) => member.kind !== "string").map((member) => ({ variant: "member" as const, tree: member }));
}

/** The root `input_schema.properties` entries (md and core tools), in order; none when `properties` is not a mapping. */
export function schemaProperties(schema: Tree | undefined): [string, Entry<Tree>][] {
  const properties = treeAt(schema, ["properties"]);
  return properties?.kind === "mapping" ? [...(properties.entries ?? [])] : [];
}
