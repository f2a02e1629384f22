/**
 * `sortedJson`: keys in code-point order, schema `properties` in declared order — whether the value's objects
 * are already in order (written natively) or not (written through the sorting replacer).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sortedJson, sortingReplacer } from "../../../src/compiler/catalog/sorted-json.js";

/** What the replacer alone writes: the definition sortedJson's fast path must agree with. */
const throughReplacer = (value: unknown): string => JSON.stringify(value, sortingReplacer()) ?? "null";

describe("sortedJson", () => {
  it("sorts keys everywhere but in a `properties` map, whose members are schemas again", () => {
    const value = { z: 1, a: { properties: { y: { type: "string", description: "d" }, properties: { z: 1, b: 2 } } } };
    expect(sortedJson(value)).toBe('{"a":{"properties":{"y":{"description":"d","type":"string"},"properties":{"b":2,"z":1}}},"z":1}');
  });

  it("writes an object already in order as the replacer would", () => {
    const value = { a: [{ b: 1, c: null }], properties: { z: { a: 1 }, a: { b: true } }, z: "x" };
    expect(sortedJson(value)).toBe(throughReplacer(value));
  });

  it("judges a `properties` map shared through an alias as the replacer does", () => {
    const shared: Record<string, unknown> = { z: 1, properties: { y: 1, b: 2 } };
    const value = { a: { properties: shared }, b: shared };
    expect(sortedJson(value)).toBe(throughReplacer(value));
  });

  it("writes what `toJSON` returns sorted (a Buffer's `{type, data}`)", () => {
    const value = { bytes: Buffer.from("hi") };
    expect(sortedJson(value)).toBe('{"bytes":{"data":[104,105],"type":"Buffer"}}');
  });

  it("agrees with the replacer on any JSON value, sorted or not", () => {
    const key = fc.constantFrom("a", "b", "properties", "type", "z", "10", "2", "__proto__x");
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, fc.integer(), fc.string(), fc.constant(null), tie("array"), tie("object")),
      array: fc.array(tie("value"), { maxLength: 3 }),
      object: fc.dictionary(key, tie("value"), { maxKeys: 4 }),
    })).value;
    const sortedDeep = (value: unknown): unknown => JSON.parse(throughReplacer(value));
    fc.assert(
      fc.property(json, fc.boolean(), (value, presort) => {
        const input = presort ? sortedDeep(value) : value;
        expect(sortedJson(input)).toBe(throughReplacer(input));
      }),
      { numRuns: 500 },
    );
  });
});
