/**
 * readContent's fast path (one CDATA section, or plain text up to the closing tag) must give exactly what
 * the general loop gives: the same end, value and failure on any element content.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readContent, readMixed } from "../../src/runtime/xml/content.js";
import { Scan } from "../../src/runtime/xml/scan.js";

const pieces = [
  "v", "a b", " ", "\n  ", "\t", "\u00a0", "\ufeff", "<![CDATA[", "]]>", "x]]", "&amp;", "&lt;", "&#32;", "&#x20;", "&", "<", "< b", "</",
  "</a>", "</a >", "</A>", "</b>", "</name>", "</NAME>", "</tool_call>", "<tool_call>", "<b>", "<!--", "-->", "<!x", "/", ">",
];

/** What one reader makes of `text` from `at`: end, value (when read) and the recorded failure. */
function outcome(read: typeof readContent, text: string, at: number, opened: string, foldCase: boolean) {
  const scan = new Scan(text);
  const end = read(scan, at, opened, foldCase);
  return { end, value: end >= 0 ? scan.value : null, failure: scan.failure ? { ...scan.failure } : null };
}

describe("readContent fast path", () => {
  it("matches the general loop on any content (property)", () => {
    const element = fc.constantFrom(["a", false], ["name", true], ["NAME", true]) as fc.Arbitrary<[string, boolean]>;
    fc.assert(
      fc.property(element, fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 3 })), { maxLength: 12 }), ([opened, foldCase], parts) => {
        const text = `<${opened}>${parts.join("")}`;
        const at = opened.length + 2;
        expect(outcome(readContent, text, at, opened, foldCase)).toEqual(outcome(readMixed, text, at, opened, foldCase));
      }),
      { numRuns: 5000 },
    );
  });
});
