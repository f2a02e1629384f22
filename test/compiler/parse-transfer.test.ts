/**
 * Parsed YAML documents as plain data and back (parse/transfer.ts, the parse cache's and the parse worker's
 * format): every node revives with the value, style, source, range, tag and anchor it was parsed with,
 * whichever of them the compact scalar form leaves out; `!!binary` bytes come back as the Buffer the `yaml`
 * package makes of them in Node (a Uint8Array would be written differently to catalog.json).
 */
import { isAlias, isMap, isPair, isScalar, isSeq } from "yaml";
import { describe, expect, it } from "vitest";
import { decodeParsed, encodeParsed } from "../../src/compiler/parse/transfer.js";
import { parseYaml } from "../../src/compiler/parse/yaml.js";
import { trickyTool } from "../helpers/tricky-tool.js";

/** Every node of a tree as plain data: kind, value, style, source, range, tag, anchor, flow. */
function flatten(node: unknown, out: unknown[] = []): unknown[] {
  if (isScalar(node)) {
    const value = typeof node.value === "symbol" ? "<merge>" : Buffer.isBuffer(node.value) ? ["buffer", [...node.value]] : node.value;
    out.push(["scalar", value, node.type, node.source, node.range, node.tag, node.anchor]);
  } else if (isMap(node) || isSeq(node)) {
    out.push([isMap(node) ? "map" : "seq", node.range, node.tag, node.anchor, Boolean(node.flow)]);
    for (const item of node.items) {
      if (isPair(item)) flatten(item.key, out) && flatten(item.value, out);
      else flatten(item, out);
    }
  } else if (isAlias(node)) out.push(["alias", node.source, node.range]);
  else out.push(["none", node]);
  return out;
}

/** The frontmatter of a Markdown tool. */
const frontmatter = (text: string): string => text.slice(4, text.indexOf("\n---", 4) + 1);

const TEXTS = [
  frontmatter(trickyTool(6)),
  "a: 30\nb: '30'\nc: \"30\"\nd: 030\ne: 0x1F\nf: 1e3\ng: yes\nh: ~\ni: null\nj:\nk: \"\"\nl: -0\nm: .inf\nn: .NaN\n",
  "base: &b {risk: low, n: 1}\n<<: *b\nlist: [1, two, 'three', {x: y}]\nfolded: >\n  one\n  two\nliteral: |-\n  kept\n!!str tagged: !!str 12\nbytes: !!binary aGk=\n",
  "unicode: \"caf\\u00e9 \\t tab\"\nplain: café\nsingle: 'it''s'\nempty_seq: []\nempty_map: {}\n",
];

describe("parse transfer", () => {
  it.each(TEXTS.map((text, i) => [i, text] as const))("revives document %i node for node", (_, text) => {
    const source = { path: "t.yaml", text };
    const parsed = parseYaml(source, 0, text.length, { label: "`tool.yaml`", aliasLimit: 100 });
    expect(parsed.doc).toBeDefined();
    const revived = decodeParsed("t.yaml", JSON.parse(JSON.stringify(encodeParsed(parsed))));
    expect(flatten(revived.doc!.doc.contents)).toEqual(flatten(parsed.doc!.doc.contents));
    expect(revived.doc!.offset).toBe(parsed.doc!.offset);
  });

  it("writes a scalar whose source is its value as a string in the short form", () => {
    const text = "name: tool_1\ntimeout: 30\nflag: yes\n";
    const encoded = JSON.stringify(encodeParsed(parseYaml({ path: "t.yaml", text }, 0, text.length, { label: "`tool.yaml`", aliasLimit: 100 })));
    expect(encoded).not.toContain('"tool_1","PLAIN"');
    expect(encoded).toContain('"tool_1",0,1]');
    expect(encoded).toContain('30,0,1]');
    expect(encoded).toContain('true,0,"yes"]');
  });
});
