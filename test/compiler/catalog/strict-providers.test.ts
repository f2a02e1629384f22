/**
 * Provider profiles that transform: with `providers: [openai-strict, anthropic-strict]` every definition made
 * from the emitted references (`prompts/<agent>.tools.json`, `.tools.ts`: names and the strict schemas) and
 * catalog.json passes a checker written from each provider's documented strict
 * rules, the tool's own schema (and so its validator) keeps every constraint, and catalog.json lists exactly the
 * properties the transform made nullable.
 *
 * OpenAI structured outputs (function calling with `strict: true`), as documented: the root is an object, not
 * `anyOf`; every object has `additionalProperties: false` and lists every property in `required` (optional
 * fields are emulated with a union with `null`); supported keywords are `type`, `description`, `properties`,
 * `required`, `additionalProperties`, `items`, `enum`, `const`, `anyOf`, `$ref`, `$defs`/`definitions`,
 * strings `pattern`, `format` (date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid), numbers
 * `multipleOf`, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, arrays `minItems`, `maxItems`;
 * at most 10 levels of nesting, 5000 properties and 1000 enum values.
 * Anthropic strict tool use, as documented: every object has `additionalProperties: false`; supported are the
 * basic types, `enum`, `const`, `anyOf`, `allOf`, local `$ref`/`$defs`/`definitions`, `required`, `default`,
 * `description`, `pattern`, formats (date-time, time, date, duration, email, hostname, uri, ipv4, ipv6, uuid)
 * and `minItems` of 0 or 1 only; numeric, string-length and other array constraints are not supported; at most
 * 24 optional parameters and 16 parameters with a union (`anyOf` or a type array) across a request's strict tools.
 */
import { describe, expect, it } from "vitest";
import { buildCatalog } from "../../../src/compiler/catalog/index.js";
import { generate } from "../../../src/compiler/codegen/index.js";
import { check } from "../../../src/compiler/index.js";
import { toolVersion } from "../../../src/package-info.js";
import { anthropicTools, nativeToolSet, openaiChatTools, openaiResponsesTools, type NativeToolRefs } from "../../../src/runtime/adapters/index.js";
import type { Catalog } from "../../../src/runtime/catalog.js";
import { writeProject } from "../../helpers/project.js";

type Schema = Record<string, unknown>;
const FORMATS = ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"];
const OPENAI_KEYWORDS = new Set(["type", "description", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf", "$ref", "$defs", "definitions", "pattern", "format", "multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minItems", "maxItems"]);
const ANTHROPIC_KEYWORDS = new Set(["type", "description", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf", "allOf", "$ref", "$defs", "definitions", "default", "pattern", "format", "minItems"]);

/** Calls `visit` for every subschema with its JSON pointer and object nesting depth. */
function walk(schema: unknown, visit: (node: Schema, at: string, depth: number) => void, at = "", depth = 0): void {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return;
  const node = schema as Schema;
  const isObject = node.type === "object";
  visit(node, at, depth + (isObject ? 1 : 0));
  const next = depth + (isObject ? 1 : 0);
  for (const [name, sub] of Object.entries((node.properties as Schema | undefined) ?? {})) walk(sub, visit, `${at}/properties/${name}`, next);
  for (const key of ["$defs", "definitions"]) for (const [name, sub] of Object.entries((node[key] as Schema | undefined) ?? {})) walk(sub, visit, `${at}/${key}/${name}`, next);
  if (node.items) walk(node.items, visit, `${at}/items`, next);
  for (const key of ["anyOf", "allOf"]) ((node[key] as unknown[] | undefined) ?? []).forEach((sub, i) => walk(sub, visit, `${at}/${key}/${i}`, next));
}

/** Every violation of OpenAI's documented strict-mode rules. */
function openaiViolations(root: Schema): string[] {
  const out: string[] = [];
  if (root.type !== "object" || "anyOf" in root) out.push("root must be a non-union object");
  let properties = 0;
  let enumValues = 0;
  walk(root, (node, at, depth) => {
    for (const key of Object.keys(node)) if (!OPENAI_KEYWORDS.has(key)) out.push(`${at}: unsupported keyword ${key}`);
    if (typeof node.format === "string" && !FORMATS.includes(node.format)) out.push(`${at}: unsupported format ${node.format}`);
    if (depth > 10) out.push(`${at}: nested deeper than 10`);
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes("object")) {
      if (node.additionalProperties !== false) out.push(`${at}: additionalProperties must be false`);
      const names = Object.keys((node.properties as Schema | undefined) ?? {});
      if (JSON.stringify(node.required) !== JSON.stringify(names)) out.push(`${at}: every property must be required`);
      properties += names.length;
    }
    if (Array.isArray(node.enum)) enumValues += node.enum.length;
  });
  if (properties > 5000) out.push("more than 5000 properties");
  if (enumValues > 1000) out.push("more than 1000 enum values");
  return out;
}

/** Every violation of Anthropic's documented strict tool use rules, over one request's tools. */
function anthropicViolations(schemas: Schema[]): string[] {
  const out: string[] = [];
  let optional = 0;
  let unions = 0;
  for (const root of schemas) {
    if (root.type !== "object") out.push("root must be an object");
    walk(root, (node, at) => {
      for (const key of Object.keys(node)) if (!ANTHROPIC_KEYWORDS.has(key)) out.push(`${at}: unsupported keyword ${key}`);
      if (typeof node.format === "string" && ![...FORMATS, "uri"].includes(node.format)) out.push(`${at}: unsupported format ${node.format}`);
      if ("minItems" in node && node.minItems !== 0 && node.minItems !== 1) out.push(`${at}: minItems must be 0 or 1`);
      if (node.type === "object") {
        if (node.additionalProperties !== false) out.push(`${at}: additionalProperties must be false`);
        const required = new Set((node.required as string[] | undefined) ?? []);
        optional += Object.keys((node.properties as Schema | undefined) ?? {}).filter((n) => !required.has(n)).length;
      }
      if ("anyOf" in node || Array.isArray(node.type)) unions += 1;
    });
  }
  if (optional > 24) out.push(`${optional} optional parameters, more than 24`);
  if (unions > 16) out.push(`${unions} union parameters, more than 16`);
  return out;
}

const SEARCH_TOOL = `---
name: search_docs
description: "Search documents"
type: http
permission: auto
endpoint: "http://127.0.0.1:9/search"
method: POST
input_schema:
  type: object
  properties:
    query: { type: string, minLength: 1, maxLength: 200, description: "What to look for" }
    site: { type: string, format: uri }
    limit: { type: integer, minimum: 1, maximum: 50, default: 10 }
    mode: { type: string, enum: [fast, deep] }
    cursor: { type: [string, "null"] }
    tags: { type: array, items: { type: string }, minItems: 2, maxItems: 5, uniqueItems: true }
    filter:
      type: object
      properties:
        since: { type: string, format: date }
        owner: { $ref: "#/$defs/person" }
      required: [since]
    choice:
      oneOf:
        - { type: object, properties: { id: { type: integer } }, required: [id] }
        - { type: object, properties: { slug: { type: string } } }
  required: [query]
  $defs:
    person:
      type: object
      properties:
        name: { type: string }
        email: { type: string, format: email }
      required: [name]
---

Searches.
`;

const AGENT = `---
name: lead_agent
description: "Lead"
tools:
  search_docs: auto
  web_search: auto
---

Lead.
`;

/** The provider definitions an app makes of the generated lead_agent references and catalog.json. */
function definitions(files: ReadonlyMap<string, string>) {
  const set = nativeToolSet(JSON.parse(files.get("catalog.json")!) as Catalog, JSON.parse(files.get("prompts/lead_agent.tools.json")!) as NativeToolRefs);
  return { openai: openaiChatTools(set), openaiResponses: openaiResponsesTools(set), anthropic: anthropicTools(set) };
}

async function generated(providers: string) {
  const root = writeProject({ "toolc.config.yaml": `providers: ${providers}\n`, "config/tools/search_docs.md": SEARCH_TOOL, "config/agents/lead_agent.md": AGENT });
  const result = check({ root });
  expect(result.summary.errors).toBe(0);
  const { catalog, sources } = buildCatalog(result.model!);
  return { catalog, files: await generate(catalog, { sources, toolVersion: toolVersion() }) };
}

describe("strict provider profiles transform the emitted definitions", () => {
  it("every OpenAI and Anthropic shape passes the provider's documented strict rules", async () => {
    const { files } = await generated("[openai-strict, anthropic-strict]");
    const doc = definitions(files);
    for (const t of doc.openai) {
      expect(t.function.strict).toBe(true);
      expect(openaiViolations(t.function.parameters), t.function.name).toEqual([]);
    }
    expect(doc.openaiResponses.map((t) => t.strict)).toEqual([true, true]);
    expect(doc.openaiResponses.map((t) => t.parameters)).toEqual(doc.openai.map((t) => t.function.parameters));
    expect(doc.anthropic.map((t) => t.strict)).toEqual([true, true]);
    expect(anthropicViolations(doc.anthropic.map((t) => t.input_schema))).toEqual([]);
    expect(files.get("prompts/lead_agent.tools.ts")).toContain('"strict": {');
  });

  it("optional properties become nullable for OpenAI; an already nullable one is kept as it is", async () => {
    const { files } = await generated("[openai-strict]");
    const params = definitions(files).openai[0]!.function.parameters;
    const props = params.properties as Record<string, Schema>;
    expect(props.limit).toEqual({ maximum: 50, minimum: 1, type: ["integer", "null"] });
    expect(props.mode).toEqual({ enum: ["fast", "deep", null], type: ["string", "null"] });
    expect(props.cursor).toEqual({ type: ["string", "null"] });
    expect(props.site).toEqual({ type: ["string", "null"] });
    const [filter, none] = props.filter!.anyOf as Schema[];
    expect(none).toEqual({ type: "null" });
    expect((filter!.properties as Record<string, Schema>).owner).toEqual({ anyOf: [{ $ref: "#/$defs/person" }, { type: "null" }] });
    expect(props.tags!.anyOf).toEqual([{ items: { type: "string" }, maxItems: 5, minItems: 2, type: "array" }, { type: "null" }]);
    expect(props.choice!.anyOf).toHaveLength(2);
  });

  it("the tool's own schema keeps every constraint, and catalog.json lists the properties made nullable", async () => {
    const { catalog } = await generated("[openai-strict, anthropic-strict]");
    const tool = catalog.tools.search_docs!;
    expect((tool.inputSchema.properties as Record<string, Schema>).query).toMatchObject({ minLength: 1, maxLength: 200 });
    expect(catalog.strictProviders).toEqual(["anthropic-strict", "openai-strict"]);
    expect(tool.nullableAbsent).toEqual([
      "/$defs/person/properties/email",
      "/properties/choice",
      "/properties/choice/oneOf/1/properties/slug",
      "/properties/filter",
      "/properties/filter/properties/owner",
      "/properties/limit",
      "/properties/mode",
      "/properties/site",
      "/properties/tags",
    ]);
  });

  it("without a strict profile nothing is transformed", async () => {
    const { catalog, files } = await generated("[]");
    expect(catalog.strictProviders).toBeUndefined();
    expect(catalog.tools.search_docs!.nullableAbsent).toBeUndefined();
    expect(files.get("prompts/lead_agent.tools.json")).not.toContain('"strict"');
    const doc = definitions(files);
    expect([...doc.openai.map((t) => t.function.strict), ...doc.anthropic.map((t) => t.strict)]).toEqual([undefined, undefined, undefined, undefined]);
    expect(doc.openaiResponses.map((t) => t.strict)).toEqual([false, false]);
  });
});
