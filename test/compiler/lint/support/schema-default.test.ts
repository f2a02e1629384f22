/**
 * A `default` checked without ajv (lint/support/simple-default.ts) fails exactly when ajv fails it, with ajv's
 * wording of its first error: checked against ajv itself on 10,000 random subschemas and values. An unknown
 * keyword (`x-probe`, ignored by ajv under `strict: false`) sends the same check to ajv.
 */
import { describe, expect, it } from "vitest";
import { defaultProblem } from "../../../../src/compiler/lint/support/schema-meta.js";
import { seededRandom } from "../../../helpers/random.js";

const VALUES: unknown[] = [null, true, false, 0, 1, -1, 1.5, 10, 100, Number.NaN, Infinity, -Infinity, "", "a", "ab", "abc", "😀😀", "e\u0301", [], [1], {}, { a: 1 }];
const TYPES = ["string", "integer", "number", "boolean", "null", "array", "object"];
const LIMITS = [-1, 0, 1, 1.5, 2, 10, 1e21];
const LENGTHS = [0, 1, 2, 3];
const NUMBER_KEYS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"];

describe("defaults checked without ajv", () => {
  it("fail where ajv fails them, with ajv's first error, on 10,000 random subschemas", () => {
    const next = seededRandom(3);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    for (let n = 0; n < 10_000; n++) {
      const schema: Record<string, unknown> = {};
      if (next() < 0.6) schema.type = next() < 0.8 ? pick(TYPES) : [pick(TYPES), pick(TYPES)];
      if (next() < 0.2) schema.enum = [pick(VALUES), pick(VALUES)].filter((v) => !Number.isNaN(v) && v !== Infinity && v !== -Infinity);
      if (next() < 0.15) schema.const = pick(VALUES.filter((v) => typeof v !== "number" || Number.isFinite(v)));
      for (const key of NUMBER_KEYS) if (next() < 0.25) schema[key] = pick(LIMITS);
      if (next() < 0.25) schema.minLength = pick(LENGTHS);
      if (next() < 0.25) schema.maxLength = pick(LENGTHS);
      if (next() < 0.1) schema.description = "Some text";
      const value = pick(VALUES);
      const subschema = { ...schema, default: value };
      const viaAjv = defaultProblem(value, { ...subschema, "x-probe": 1 }, subschema);
      expect(defaultProblem(value, subschema, subschema), JSON.stringify({ schema, value: String(value) })).toBe(viaAjv);
    }
  });

  it("word the bounds as ajv does", () => {
    expect(defaultProblem(0, { type: "integer", minimum: 1, default: 0 }, {})).toBe("must be >= 1");
    expect(defaultProblem("abc", { type: "string", maxLength: 2, default: "abc" }, {})).toBe("must NOT have more than 2 characters");
    expect(defaultProblem(24, { type: "integer", minimum: 1, default: 24 }, {})).toBeUndefined();
  });
});
