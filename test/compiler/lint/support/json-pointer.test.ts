import { describe, expect, it } from "vitest";
import { decodePointer, displayPointer, encodePointer, resolvePointer } from "../../../../src/compiler/lint/support/json-pointer.js";
import { checkFiles } from "../../../helpers/project.js";

const TOOL = `---
name: t
input_schema:
  properties:
    a/b: {type: string}
  required: [x, 1]
---
`;

describe("json-pointer", () => {
  it("decodes `~1` before `~0` and accepts a `#` fragment", () => {
    expect(decodePointer("")).toEqual([]);
    expect(decodePointer("#")).toEqual([]);
    expect(decodePointer("/a~1b/c~0d/~01")).toEqual(["a/b", "c~d", "~1"]);
    expect(decodePointer("#/$defs/x")).toEqual(["$defs", "x"]);
  });

  it("encodes and displays pointers", () => {
    expect(encodePointer(["a/b", "c~d", 0])).toBe("/a~1b/c~0d/0");
    expect(displayPointer([])).toBe("#");
    expect(displayPointer(["properties", "q"])).toBe("#/properties/q");
  });

  it("resolves to key and value spans, with the nearest key for list items", () => {
    const schema = checkFiles({ "config/tools/t.md": TOOL }).model!.mdTools[0]!.fields.input_schema!;
    const text = (span?: { start: number; end: number }) => span && TOOL.slice(span.start, span.end);
    const target = resolvePointer(schema, decodePointer("/properties/a~1b/type"));
    expect(text(target?.key)).toBe("type");
    expect(text(target?.tree.span)).toBe("string");
    const item = resolvePointer(schema, ["required", "1"]);
    expect(item?.key).toBeUndefined();
    expect(text(item?.nearestKey)).toBe("required");
    expect(resolvePointer(schema, ["required", "2"])).toBeUndefined();
    expect(resolvePointer(schema, ["missing"])).toBeUndefined();
  });
});
