/**
 * How `parseToolCalls` treats prompt-structure text (what the `prompt-structure-text` rule warns about) when
 * a reply echoes it: the behaviour README's "XML tool-call protocol" paragraph documents.
 */
import { describe, expect, it } from "vitest";
import { parseToolCalls } from "../../src/runtime/index.js";

const call = (value: string) => `<tool_call>
  <name>quote</name>
  <params>
    <q>${value}</q>
  </params>
</tool_call>`;

describe("parseToolCalls on echoed prompt structure", () => {
  it("ignores protocol text outside calls, such as an echoed `</tool_instructions>`", () => {
    const reply = `As the instructions say (</tool_instructions>), here it is:\n${call("<![CDATA[AAPL]]>")}`;
    expect(parseToolCalls(reply)).toEqual([{ name: "quote", params: { q: "AAPL" } }]);
  });

  it("turns a stray `<tool_call>` quoted from a description into an error item, and still parses the real call after it", () => {
    const items = parseToolCalls(`The docs say: wrap it in <tool_call> tags.\n${call("<![CDATA[AAPL]]>")}`);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ raw: "<tool_call> tags.\n" });
    expect((items[0] as { error: string }).error).toMatch(/^Your tool call could not be parsed: /);
    expect(items[1]).toEqual({ name: "quote", params: { q: "AAPL" } });
  });

  it("keeps closing tags inside CDATA verbatim, but reports one outside CDATA as a malformed call", () => {
    expect(parseToolCalls(call("<![CDATA[</tool_call> and </tool_instructions>]]>"))).toEqual([
      { name: "quote", params: { q: "</tool_call> and </tool_instructions>" } },
    ]);
    const [item] = parseToolCalls(call("</tool_instructions>"));
    expect((item as { error: string }).error).toContain("found </tool_instructions> where </q> was expected");
  });

  it("ends CDATA at the first `]]>`: a value copied from an example with `]]>` in its default comes back changed", () => {
    expect(parseToolCalls(call("<![CDATA[x ]]> y]]>"))).toEqual([{ name: "quote", params: { q: "x  y]]>" } }]);
    expect(parseToolCalls(call("<![CDATA[x ]]]]><![CDATA[> y]]>"))).toEqual([{ name: "quote", params: { q: "x ]]> y" } }]);
  });
});
