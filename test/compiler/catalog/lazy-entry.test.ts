/**
 * A catalog entry read back lazily from its kept line (catalog/lazy-entry.ts) is what `JSON.parse` of the line
 * gives, keys in the same order, whatever is read or written first; its line is parsed only when a large field is.
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { entryHead, isNullField, lazyEntry } from "../../../src/compiler/catalog/lazy-entry.js";
import type { CatalogTool } from "../../../src/runtime/catalog.js";

const entry = {
  approvalPolicy: null,
  authored: null,
  description: `Looks up records. ${"Long text. ".repeat(40)}`,
  http: { endpoint: "https://api.example.com/r/{{id}}", headers: {}, method: "GET", responseExtract: null, timeout: 30 },
  inputSchema: { type: "object", properties: { id: { type: "string", description: "The id" } }, required: ["id"] },
  kind: "http",
  name: "lookup",
  parameters: [{ name: "id", type: "string", description: "The id", required: true }],
  permission: "confirm",
  provenance: "http:config/tools/lookup.md",
  risk: null,
} as unknown as CatalogTool;
const json = JSON.stringify(entry);
/** The head as the cache keeps it: written and read back as JSON. */
const head = JSON.parse(JSON.stringify(entryHead(entry))) as ReturnType<typeof entryHead>;

describe("lazy catalog entries", () => {
  it("hold the small fields at once and read the others from the line only when asked", () => {
    expect(head.keys).toEqual(Object.keys(entry));
    expect(Object.keys(head.small)).toEqual(["approvalPolicy", "authored", "kind", "name", "permission", "provenance", "risk"]);
    const broken = lazyEntry("{not json", head)!;
    expect([broken.name, broken.kind, broken.permission]).toEqual(["lookup", "http", "confirm"]);
    expect(() => broken.inputSchema).toThrow(SyntaxError);
  });

  it("read back as the parsed line, keys in order, whichever field comes first", () => {
    for (const first of [...Object.keys(entry), "hostExecuted"]) {
      const lazy = lazyEntry(json, head)! as unknown as Record<string, unknown>;
      void lazy[first];
      expect(Object.keys(lazy)).toEqual(Object.keys(entry));
      expect(isDeepStrictEqual(lazy, JSON.parse(json))).toBe(true);
      expect(JSON.stringify(lazy)).toBe(json);
      expect(structuredClone(lazy)).toEqual(entry);
    }
  });

  it("take writes to a large field before or after it was read, and new keys after the others", () => {
    const written = lazyEntry(json, head)!;
    written.inputSchema = { type: "object", properties: {} };
    expect(written.inputSchema).toEqual({ type: "object", properties: {} });
    expect(written.http).toEqual(entry.http);
    written.nullableAbsent = ["id"];
    expect(Object.keys(written)).toEqual([...Object.keys(entry), "nullableAbsent"]);
    const read = lazyEntry(json, head)!;
    expect(read.description).toBe(entry.description);
    read.description = "Other";
    expect(read.description).toBe("Other");
  });

  it("leave an entry with a __proto__ key to be parsed whole", () => {
    expect(lazyEntry('{"__proto__":1}', { keys: ["__proto__"], small: {} })).toBeUndefined();
  });
});

describe("isNullField", () => {
  it("answers for a lazy entry without parsing its line, and for any other object by its value", () => {
    const broken = lazyEntry("{not json", head)!;
    expect(isNullField(broken, "parameters")).toBe(false);
    expect(isNullField(broken, "risk")).toBe(true);
    const schemaOnly = { ...entry, parameters: null } as CatalogTool;
    const lazy = lazyEntry(JSON.stringify(schemaOnly), entryHead(schemaOnly))!;
    expect(isNullField(lazy, "parameters")).toBe(true);
    expect(isNullField(entry, "parameters")).toBe(false);
    expect(isNullField(schemaOnly, "parameters")).toBe(true);
    const read = lazyEntry(json, head)!;
    read.parameters = null;
    expect(isNullField(read, "parameters")).toBe(true);
  });
});
