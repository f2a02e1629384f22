/** JSON Schema → TypeScript input types, table-driven (given schema → wanted declaration text). */
import { describe, expect, it } from "vitest";
import { printFile } from "../../../src/compiler/codegen/printer.js";
import { NameRegistry } from "../../../src/compiler/codegen/names.js";
import { acceptsEmptyInput } from "../../../src/compiler/codegen/schema-helpers.js";
import { inputTypes, literalType } from "../../../src/compiler/codegen/schema-to-type.js";

/** The printed declarations (without JSDoc) for a root schema, whitespace-normalised. */
function declare(schema: Record<string, unknown>): string {
  const { statements } = inputTypes(schema, "TInput", "T", new NameRegistry(false, ["TInput"]), "doc");
  const text = printFile("//", statements);
  return text
    .replace(/\/\*\*[\s\S]*?\*\//g, "")
    .replace(/^\/\/\n/, "")
    .replace(/\s+/g, " ")
    .trim();
}

describe("inputTypes", () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      "required and optional members, enum literal unions",
      { type: "object", properties: { a: { type: "string" }, b: { type: "integer", enum: [1, 2] } }, required: ["a"], additionalProperties: false },
      "export interface TInput { a: string; b?: 1 | 2; }",
    ],
    ["closed empty object", { type: "object", properties: {}, additionalProperties: false }, "export interface TInput { [key: string]: never; }"],
    [
      "a property named after an Object.prototype member also admits the inherited member (else `{}` is not assignable)",
      { type: "object", properties: { toString: { type: "string" }, __proto__x: { type: "string" } }, additionalProperties: false },
      'export interface TInput { toString?: string | Object["toString"]; __proto__x?: string; }',
    ],
    ["open object", { type: "object", properties: { a: { type: "boolean" } } }, "export interface TInput { [key: string]: unknown; a?: boolean; }"],
    [
      "additionalProperties schema with properties → widened index signature",
      { type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: { type: "number" } },
      "export interface TInput { [key: string]: number | string; a: string; }",
    ],
    [
      "nested objects and arrays",
      { type: "object", properties: { o: { type: "object", properties: { x: { type: "number" } }, required: ["x"], additionalProperties: false }, l: { type: "array", items: { type: "string", enum: ["p", "q"] } } }, additionalProperties: false },
      'export interface TInput { o?: { x: number; }; l?: Array<"p" | "q">; }',
    ],
    [
      "const, nullable type lists, tuples",
      { type: "object", properties: { c: { const: "fixed" }, n: { type: ["string", "null"] }, t: { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }], items: false } }, additionalProperties: false },
      'export interface TInput { c?: "fixed"; n?: string | null; t?: [string, number]; }',
    ],
    [
      "oneOf merged with the base object",
      { type: "object", properties: { a: { type: "string" }, b: { type: "string" } }, oneOf: [{ required: ["a"] }, { required: ["b"] }], additionalProperties: false },
      "export type TInput = { a: string; b?: string; } | { a?: string; b: string; };",
    ],
    [
      "anyOf of primitives, allOf as intersection",
      { type: "object", properties: { v: { anyOf: [{ type: "string" }, { type: "number" }] }, w: { allOf: [{ $ref: "#/$defs/A" }, { type: "object", properties: { z: { type: "string" } }, additionalProperties: false }] } }, $defs: { A: { type: "object", properties: { y: { type: "integer" } }, additionalProperties: false } }, additionalProperties: false },
      "export interface TInput { v?: string | number; w?: TA & { z?: string; }; } export interface TA { y?: number; }",
    ],
    [
      "$ref to local $defs → named types, recursion allowed, unknown refs → unknown",
      { type: "object", properties: { node: { $ref: "#/$defs/Node" }, ext: { $ref: "https://example.com/x.json" } }, additionalProperties: false, $defs: { Node: { type: "object", properties: { children: { type: "array", items: { $ref: "#/$defs/Node" } } }, additionalProperties: false } } },
      "export interface TInput { node?: TNode; ext?: unknown; } export interface TNode { children?: TNode[]; }",
    ],
    ["non-object root", { oneOf: [{ type: "string" }, { type: "integer" }] }, "export type TInput = string | number;"],
    ["empty schema", {}, "export type TInput = unknown;"],
    [
      "quoted property names",
      { type: "object", properties: { "content-type": { type: "string" }, "2fa": { type: "boolean" } }, additionalProperties: false },
      'export interface TInput { "content-type"?: string; "2fa"?: boolean; }',
    ],
  ])("%s", (_name, schema, want) => {
    expect(declare(schema)).toBe(want);
  });

  it("writes JSDoc from descriptions and defaults, escaping */", () => {
    const { statements } = inputTypes(
      { type: "object", properties: { a: { type: "string", description: "Ends a comment */ here", default: "x" } }, additionalProperties: false },
      "TInput",
      "T",
      new NameRegistry(),
      "Input.",
    );
    const text = printFile("//", statements);
    expect(text).toContain("Ends a comment *\\/ here");
    expect(text).toContain('@default "x"');
  });

  it("knows when the input may be omitted", () => {
    expect(acceptsEmptyInput({ type: "object", properties: { a: { type: "string" } } })).toBe(true);
    expect(acceptsEmptyInput({ type: "object", properties: { a: { type: "string" } }, required: ["a"] })).toBe(false);
    expect(acceptsEmptyInput({ oneOf: [{ type: "object" }] })).toBe(false);
  });

  it("renders JSON values as literal types", () => {
    expect(literalType("a\"b")).toBe('"a\\"b"');
    expect(literalType(-1.5)).toBe("-1.5");
    expect(literalType(null)).toBe("null");
    expect(literalType({ k: [1, true] })).toBe("{ k: readonly [1, true] }");
  });
});
