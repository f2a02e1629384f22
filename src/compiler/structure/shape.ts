/**
 * The declarative shape language for rules.md §4 schemas.
 */

import type { YamlKind } from "../parse/nodes.js";

/** A YAML type a field may require. */
export type FieldType = "string" | "integer" | "number" | "boolean" | "list" | "mapping" | "any";

/** One field (or list item, or map value). */
export interface FieldShape {
  type: FieldType;
  /** `*`: absent, null or blank is `missing-field`. */
  required?: boolean;
  /** `?`: null is allowed. */
  nullable?: boolean;
  /** The allowed set for `invalid-value`. */
  allowed?: readonly string[];
  /** Compare trimmed and case-insensitively (`ci` in rules.md). */
  ci?: boolean;
  /** A range or format check: returns the "expected …" text when the value is out of range. */
  range?: (value: unknown) => string | undefined;
  /** Extra words after a `field-type` message (a function: only for some actual kinds). */
  typeReason?: string | ((actual: YamlKind) => string | undefined);
  /** Values the reference reads as "unset" and replaces with its default: `value-no-op`, not an error. */
  noop?: NoopShape;
  /** An integer field that also takes a decimal integer string, converted as pydantic's lax mode does. */
  integerString?: boolean;
  /** List items. */
  items?: FieldShape;
  /** A mapping with a closed key set. */
  object?: ObjectShape;
  /** A mapping with open keys: the shape of each value. */
  values?: FieldShape;
  /** Open mapping keys must be strings (`field-type` otherwise). */
  stringKeys?: boolean;
  /** Keys of an open mapping must be in this set (`invalid-value` at the key). */
  allowedKeys?: readonly string[];
  /** Alternative accepted type (e.g. `capabilities.defaults`: mapping or list). */
  orType?: FieldType;
  /** Example for the `field-type` hint. */
  example?: string;
}

/** How a value with no effect looks (after YAML resolution). */
export type NoopKind = "null" | "blank" | "empty-mapping" | "empty-list" | "false" | "zero";

/** The no-op values of a field and the default the reference uses instead. */
export interface NoopShape {
  kinds: readonly NoopKind[];
  /** The default, as shown in the message (e.g. "`medium`"). */
  default: string;
}

/** A checked object: its name in messages and its keys. */
export interface ObjectShape {
  /** e.g. "frontmatter", "a parameter entry", "`tool.yaml`", "`agent.yaml` `runtime`". */
  name: string;
  keys: Readonly<Record<string, FieldShape>>;
  /** What the reference does with an unknown key. */
  unknown: "ignores" | "rejects";
  /** Keys handled by other rules (never reported as unknown). */
  skip?: readonly string[];
  /** Special hints for particular unknown keys. */
  unknownHints?: Readonly<Record<string, string>>;
  /** Special hints for particular invalid values (`value` → hint). */
  valueHints?: Readonly<Record<string, string>>;
}

/** A string field (the one-letter builders keep the shape tables as short as rules.md §4's notation). */
export const s = (extra: Partial<FieldShape> = {}): FieldShape => ({ type: "string", ...extra });
/** An integer field. */
export const i = (extra: Partial<FieldShape> = {}): FieldShape => ({ type: "integer", ...extra });
/** A number field (integer or float). */
export const n = (extra: Partial<FieldShape> = {}): FieldShape => ({ type: "number", ...extra });
/** A boolean field. */
export const b = (extra: Partial<FieldShape> = {}): FieldShape => ({ type: "boolean", ...extra });
/** A list, optionally with an item shape. */
export const l = (items?: FieldShape, extra: Partial<FieldShape> = {}): FieldShape => ({ type: "list", ...(items ? { items } : {}), ...extra });
/** A mapping with a closed key set. */
export const m = (object: ObjectShape, extra: Partial<FieldShape> = {}): FieldShape => ({ type: "mapping", object, ...extra });
/** A mapping with open keys, optionally with a value shape. */
export const open = (values?: FieldShape, extra: Partial<FieldShape> = {}): FieldShape => ({ type: "mapping", ...(values ? { values } : {}), ...extra });
/** Any value (checked by its own rule, or not at all). */
export const any = (): FieldShape => ({ type: "any" });
