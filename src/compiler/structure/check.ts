/**
 * The structural walker: checks a YAML mapping against an ObjectShape and reports `unknown-field`,
 * `missing-field`, `field-type` and `invalid-value` once per node, flagging what it reports so that
 * no other rule inspects those values (rules.md §1.3).
 */
import { isMap, isScalar, isSeq, type Pair } from "yaml";
import type { Finding } from "../diagnostics/finding.js";
import { nearest } from "../diagnostics/nearest.js";
import { deref, keyText, kindOf, nodeSpan, pairsOf, scalarValue, type YamlDoc, type YamlKind } from "../parse/nodes.js";
import { ownValue } from "../own.js";
import type { Span } from "../source/text.js";
import type { FieldShape, FieldType, NoopKind, ObjectShape } from "./shape.js";
import type { StructureResult } from "./types.js";

/** Where to report a required key that is absent (per file kind). */
export type MissingAt = (key: string) => Span;

/** Walks one document. */
export class StructureWalker {
  constructor(
    private readonly doc: YamlDoc,
    private readonly result: StructureResult,
  ) {}

  /** Checks `node` (a mapping) against `shape`. */
  checkObject(node: unknown, shape: ObjectShape, missingAt: MissingAt, missingReason: Record<string, string> = {}): void {
    const pairs = pairsOf(this.doc, node);
    const seen = new Map<string, Pair>();
    for (const pair of pairs) {
      const key = keyText(pair);
      if (key === "<<") continue;
      seen.set(key, pair);
      const field = ownValue(shape.keys, key);
      if (!field) {
        if (!shape.skip?.includes(key)) this.unknown(pair, key, shape);
        continue;
      }
      this.checkField(pair.value ?? null, field, key, shape, pair);
    }
    for (const [key, field] of Object.entries(shape.keys)) {
      if (!field.required) continue;
      const pair = seen.get(key);
      if (pair && !isBlank(this.doc, pair.value)) continue;
      const at = pair ? this.span(pair.key) : missingAt(key);
      if (pair?.value) this.result.flagged.add(pair.value as object);
      this.push("missing-field", at, `missing required key \`${key}\` in ${shape.name}${ownValue(missingReason, key) ? `: ${missingReason[key]}` : ""}`, `add \`${key}:\` with a non-empty value`);
    }
  }

  /** Checks one value against a field shape; returns false when the value was reported. */
  checkField(node: unknown, field: FieldShape, key: string, owner: ObjectShape | undefined, pair?: Pair): boolean {
    const kind = kindOf(this.doc, node);
    if (field.type === "any") return true;
    if (field.noop && this.reportNoop(node, field, key, pair)) return false;
    if (kind === "null" && (field.nullable || field.required)) return true;
    if (field.integerString && kind === "string" && isIntegerString(scalarValue(this.doc, node))) return this.checkRange(node, field, key, Number(scalarValue(this.doc, node)));
    if (!typeMatches(kind, field.type) && !(field.orType && typeMatches(kind, field.orType))) {
      if (kind === "string" && field.required && isBlank(this.doc, node)) return true;
      this.flag(node);
      const expected = `${article(field.type)}${field.nullable ? " or null" : ""}`;
      const why = typeof field.typeReason === "function" ? field.typeReason(kind) : field.typeReason;
      const reason = why ? `: ${why}` : "";
      const example = field.example ?? exampleFor(field.type);
      this.push("field-type", this.span(isEmptyValue(node) ? (pair?.key ?? node) : node), `\`${key}\` must be ${expected}, not ${actual(kind)}${reason}`, `write the value as ${article(field.type)}, e.g. \`${example}\``);
      return false;
    }
    if (kind === "list" && field.items) itemsOf(this.doc, node).forEach((item) => this.checkItem(item, field.items!, key));
    if (kind === "mapping") this.checkMapping(node, field, key, pair, owner);
    if (kind === "null" || field.type === "list" || field.type === "mapping") return true;
    return this.checkValue(node, field, key, owner);
  }

  private checkItem(item: unknown, shape: FieldShape, key: string): void {
    if (shape.object) {
      if (kindOf(this.doc, item) !== "mapping") {
        this.checkField(item, shape, key, undefined);
        return;
      }
      const span = this.span(item);
      this.checkObject(item, shape.object, () => span);
      return;
    }
    this.checkField(item, shape, key, undefined);
  }

  private checkMapping(node: unknown, field: FieldShape, key: string, pair?: Pair, owner?: ObjectShape): void {
    if (field.object) {
      const span = this.span(pair?.key ?? node);
      this.checkObject(node, field.object, () => span);
      return;
    }
    for (const pair of pairsOf(this.doc, node)) {
      const keyNode = pair.key;
      if (field.stringKeys && !(isScalar(keyNode) && typeof keyNode.value === "string")) {
        this.flag(pair.value);
        this.push("field-type", this.span(keyNode), `keys of \`${key}\` must be strings, not ${actual(kindOf(this.doc, keyNode))}`, "quote the key");
        continue;
      }
      const name = keyText(pair);
      if (field.allowedKeys && !field.allowedKeys.includes(name.trim().toLowerCase())) {
        this.flag(pair.value);
        this.push("invalid-value", this.span(keyNode), invalidMessage(`${key}\` key \`${name}`, name, field.allowedKeys, false), "use an allowed value");
        continue;
      }
      if (field.values) this.checkField(pair.value ?? null, field.values, name, owner, pair);
    }
  }

  private checkValue(node: unknown, field: FieldShape, key: string, owner: ObjectShape | undefined): boolean {
    const value = scalarValue(this.doc, node);
    if (field.allowed && typeof value === "string") {
      const probe = field.ci ? value.trim().toLowerCase() : value;
      if (!field.allowed.includes(probe)) {
        this.flag(node);
        const hint = ownValue(owner?.valueHints, value.trim()) ?? "use an allowed value";
        this.push("invalid-value", this.span(node), invalidMessage(key, value, field.allowed, !field.ci), hint);
        return false;
      }
    }
    return this.checkRange(node, field, key, value);
  }

  private checkRange(node: unknown, field: FieldShape, key: string, value: unknown): boolean {
    const outOfRange = field.range?.(value);
    if (!outOfRange) return true;
    this.flag(node);
    this.push("invalid-value", this.span(node), `\`${key}\` is ${JSON.stringify(value)}, expected ${outOfRange}`, "use an allowed value");
    return false;
  }

  /** Reports a value the reference treats as unset (`value-no-op`); true when it did. */
  private reportNoop(node: unknown, field: FieldShape, key: string, pair?: Pair): boolean {
    const kind = noopKind(this.doc, node);
    if (!kind || !field.noop!.kinds.includes(kind)) return false;
    this.flag(node);
    const what = { null: "null", blank: "empty", "empty-mapping": "an empty mapping", "empty-list": "an empty list", false: "`false`", zero: "`0`" }[kind];
    this.push(
      "value-no-op",
      this.span(isEmptyValue(node) ? (pair?.key ?? node) : node),
      `\`${key}\` is ${what}, which the reference reads as unset: the default ${field.noop!.default} applies, so the line has no effect`,
      `remove the line, or write the value you mean`,
    );
    return true;
  }

  private unknown(pair: Pair, key: string, shape: ObjectShape): void {
    this.result.unknownKeys.add(pair.key as object);
    this.flag(pair.value);
    const known = Object.keys(shape.keys);
    const guess = nearest(key, known);
    const consequence = shape.unknown === "ignores" ? "the reference loader silently ignores it" : "the reference loader rejects the whole core";
    const tail = guess ? `; did you mean \`${guess}\`?` : known.length <= 12 ? `; expected one of ${known.map((k) => `\`${k}\``).join(", ")}` : "";
    const hint = ownValue(shape.unknownHints, key) ?? "rename or delete the key";
    this.push("unknown-field", this.span(pair.key), `unknown key \`${key}\` in ${shape.name}: ${consequence}${tail}`, hint);
  }

  private flag(node: unknown): void {
    if (typeof node === "object" && node !== null) this.result.flagged.add(node);
  }

  private span(node: unknown): Span {
    return nodeSpan(this.doc, node);
  }

  private push(rule: string, at: Span, message: string, hint: string): void {
    this.result.findings.push({ rule, at, message, hint } satisfies Finding);
  }
}

function itemsOf(doc: YamlDoc, node: unknown): unknown[] {
  const value = deref(doc, node);
  return isSeq(value) ? value.items : [];
}

/** A value with no text of its own (`key:`): reported at its key, since there is nothing else to point at. */
function isEmptyValue(node: unknown): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null && !node.source);
}

function isBlank(doc: YamlDoc, node: unknown): boolean {
  const kind = kindOf(doc, node);
  if (kind === "null") return true;
  const value = scalarValue(doc, node);
  return typeof value === "string" && value.trim() === "";
}

/** Which no-op form `node` has, if any (falsy values as Python's `or` sees them). */
function noopKind(doc: YamlDoc, node: unknown): NoopKind | undefined {
  const kind = kindOf(doc, node);
  if (kind === "null") return "null";
  if (kind === "mapping") return pairsOf(doc, node).length === 0 ? "empty-mapping" : undefined;
  if (kind === "list") return itemsOf(doc, node).length === 0 ? "empty-list" : undefined;
  const value = scalarValue(doc, node);
  if (value === "") return "blank";
  if (value === false) return "false";
  return value === 0 ? "zero" : undefined;
}

/** A decimal integer written as a string (`"90"`), which pydantic's lax mode converts. */
function isIntegerString(value: unknown): boolean {
  return typeof value === "string" && /^\s*[+-]?\d+\s*$/.test(value);
}

function typeMatches(kind: YamlKind, type: FieldType): boolean {
  if (type === "number") return kind === "integer" || kind === "float";
  if (type === "list") return kind === "list";
  if (type === "mapping") return kind === "mapping";
  return kind === type;
}

function article(type: FieldType): string {
  return { string: "a string", integer: "an integer", number: "a number", boolean: "a boolean", list: "a list", mapping: "a mapping", any: "a value" }[type];
}

function actual(kind: YamlKind): string {
  return { mapping: "a mapping", list: "a list", string: "a string", integer: "an integer", float: "a number", boolean: "a boolean", null: "null", other: "a tagged value" }[kind];
}

function exampleFor(type: FieldType): string {
  return { string: "text", integer: "3", number: "30", boolean: "true", list: "[a, b]", mapping: "{key: value}", any: "value" }[type];
}

function invalidMessage(key: string, value: string, allowed: readonly string[], caseSensitive: boolean): string {
  const list = allowed.map((a) => `\`${a}\``).join(", ");
  const exact = caseSensitive ? allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase()) : undefined;
  const guess = exact ? `; values are case-sensitive: did you mean \`${exact}\`?` : nearestTail(value, allowed);
  return `\`${key}\` is \`${value}\`, expected one of ${list}${guess}`.replace(/^`([^`]*)` key `([^`]*)` is `[^`]*`/, "key `$2` of `$1` is not allowed");
}

function nearestTail(value: string, allowed: readonly string[]): string {
  const guess = nearest(value, [...allowed]);
  return guess ? `; did you mean \`${guess}\`?` : "";
}

/** True when `node` is a YAML mapping (after aliases). */
export function isMapping(doc: YamlDoc, node: unknown): boolean {
  return isMap(deref(doc, node));
}
