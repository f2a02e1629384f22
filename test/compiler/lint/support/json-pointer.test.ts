import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { decodePointer, displayPointer, encodePointer, resolvePointer } from "../../../../src/compiler/lint/support/json-pointer.js";
import type { YamlDoc } from "../../../../src/compiler/parse/nodes.js";

function yamlDoc(text: string): YamlDoc {
  const doc = parseDocument(text, { keepSourceTokens: true });
  return { file: "x.yaml", offset: 0, doc, root: doc.contents as YamlDoc["root"] };
}

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

  it("resolves to key and value nodes, with the nearest key for list items", () => {
    const doc = yamlDoc("properties:\n  a/b: {type: string}\nrequired: [x, 1]\n");
    const target = resolvePointer(doc, doc.root, decodePointer("/properties/a~1b/type"));
    expect(String((target?.keyNode as { value: unknown }).value)).toBe("type");
    const item = resolvePointer(doc, doc.root, ["required", "1"]);
    expect(item?.keyNode).toBeUndefined();
    expect((item?.nearestKey as { value: unknown }).value).toBe("required");
    expect(resolvePointer(doc, doc.root, ["required", "2"])).toBeUndefined();
    expect(resolvePointer(doc, doc.root, ["missing"])).toBeUndefined();
  });
});
