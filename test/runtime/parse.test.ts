/**
 * parseToolCalls: the reference's §4.6 edge-case table and §5.3 demo cases, ported. Where the spec
 * (§7) decided differently (errors instead of silent loss or guessing repairs), the name says so.
 */
import { describe, expect, it } from "vitest";
import { parseToolCalls, type ParsedToolCallItem } from "../../src/runtime/xml/parse.js";

const call = (name: string, params: string) => `<tool_call>\n  <name>${name}</name>\n  <params>\n${params}\n  </params>\n</tool_call>`;
const isError = (item: ParsedToolCallItem | undefined): item is { error: string; raw: string } => !!item && "error" in item;
function single(text: string): ParsedToolCallItem {
  const items = parseToolCalls(text);
  expect(items).toHaveLength(1);
  return items[0]!;
}
function singleError(text: string): { error: string; raw: string } {
  const item = single(text);
  if (!isError(item)) throw new Error(`expected an error item, got ${JSON.stringify(item)}`);
  expect(item.error).toMatch(/^Your tool call could not be parsed: /);
  expect(item.error).toContain("<name>TOOL_NAME</name>");
  return item;
}

describe("reference §4.6 edge cases", () => {
  it("standard CDATA call", () => {
    expect(single(call("web_search", "    <query><![CDATA[python async tutorial]]></query>\n    <max_results><![CDATA[10]]></max_results>"))).toEqual({
      name: "web_search",
      params: { query: "python async tutorial", max_results: "10" },
    });
  });
  it("CDATA holding code with <, >, & and quotes is kept verbatim", () => {
    const code = `if (a < b && c > d) { s = "x" + 'y'; }`;
    expect(single(call("run", `<code><![CDATA[${code}]]></code>`))).toEqual({ name: "run", params: { code } });
  });
  it("differs from reference: CDATA content keeps its whitespace (reference trimmed it)", () => {
    expect(single(call("t", "<v><![CDATA[   padded   ]]></v>"))).toEqual({ name: "t", params: { v: "   padded   " } });
    expect(single(call("t", "<v><![CDATA[\nline\n]]></v>"))).toEqual({ name: "t", params: { v: "\nline\n" } });
  });
  it("plain values without CDATA: entities decoded, outer whitespace trimmed", () => {
    expect(single(call("search", "<query>  simple &lt;query&gt; &amp; more &#65;&#x42;  </query>"))).toEqual({
      name: "search",
      params: { query: "simple <query> & more AB" },
    });
  });
  it("raw `a < b & c` without CDATA is kept as text", () => {
    expect(single(call("t", "<expr>a < b & c</expr>"))).toEqual({ name: "t", params: { expr: "a < b & c" } });
  });
  it("pre<![CDATA[mid]]>post → premidpost", () => {
    expect(single(call("t", "<v>pre<![CDATA[mid]]>post</v>"))).toEqual({ name: "t", params: { v: "premidpost" } });
  });
  it("two calls with prose around them, in order", () => {
    const text = `Let me look.\n${call("a", "<x>1</x>")}\nand then\n${call("b", "<y>2</y>")}\nDone.`;
    expect(parseToolCalls(text)).toEqual([
      { name: "a", params: { x: "1" } },
      { name: "b", params: { y: "2" } },
    ]);
  });
  it("<name> only, or with empty <params>, gives params {}", () => {
    expect(single("<tool_call><name>ping</name></tool_call>")).toEqual({ name: "ping", params: {} });
    expect(single("<tool_call><name>ping</name><params></params></tool_call>")).toEqual({ name: "ping", params: {} });
    expect(single("<tool_call><name>ping</name><params/></tool_call>")).toEqual({ name: "ping", params: {} });
  });
  it("a whitespace-only call is no call", () => expect(parseToolCalls("<tool_call>   </tool_call>")).toEqual([]));
  it("garbage gives an error item with the format hint", () => {
    expect(singleError("<tool_call>some random garbage</tool_call>").raw).toBe("<tool_call>some random garbage</tool_call>");
  });
  it("differs from reference: an unclosed last call is a truncation error, not salvaged", () => {
    const item = singleError("<tool_call><name>ping</name><params><a>1</a></params>");
    expect(item.error).toContain("not closed");
    expect(item.raw).toBe("<tool_call><name>ping</name><params><a>1</a></params>");
  });
  it("differs from reference: an unclosed call followed by a closed one gives error then call", () => {
    const items = parseToolCalls(`<tool_call><name>a</name>\n${call("b", "<x>1</x>")}`);
    expect(items).toHaveLength(2);
    expect(isError(items[0])).toBe(true);
    expect(items[1]).toEqual({ name: "b", params: { x: "1" } });
  });
  it("a missing </params> before </tool_call> is tolerated (nothing is lost)", () => {
    expect(single("<tool_call><name>create</name><params><id>1</id><title>T</title></tool_call>")).toEqual({
      name: "create",
      params: { id: "1", title: "T" },
    });
  });
  it("differs from reference: `<name=call_subagent</name>` is an error, not repaired", () => {
    singleError("<tool_call><name=call_subagent</name><params><agent_name>x</agent_name></params></tool_call>");
  });
  it("differs from reference: the tool name as wrapper element is an error", () => {
    expect(singleError("<tool_call><web_fetch><params><url>u</url></params></web_fetch></tool_call>").error).toContain("<web_fetch>");
  });
  it("differs from reference: parameters outside <params> are an error, not merged", () => {
    expect(singleError("<tool_call><name>web_search</name><query>x</query></tool_call>").error).toContain("unexpected element <query>");
  });
  it("differs from reference: several <params> blocks are an error", () => {
    const text = "<tool_call><name>t</name><params><![CDATA[junk]]></params><id>1</id><params><id>2</id></params></tool_call>";
    singleError(text);
  });
  it("differs from reference: a repeated parameter is an error (reference: last wins)", () => {
    expect(singleError(call("t", "<a>1</a><a>2</a>")).error).toContain("parameter <a> is given more than once");
  });
  it("differs from reference: nested elements are an error (reference dropped them silently)", () => {
    expect(singleError(call("t", "<items><item>1</item><item>2</item></items>")).error).toContain("nested element <item>");
  });
  it("<TOOL_CALL> in upper case is found", () => {
    expect(single("<TOOL_CALL><NAME>ping</NAME><Params><a>1</a></Params></TOOL_CALL>")).toEqual({ name: "ping", params: { a: "1" } });
  });
  it("differs from reference: attributes on <tool_call> are accepted", () => {
    expect(single(`<tool_call id="1" kind='x' flag>${"<name>ping</name>"}</tool_call>`)).toEqual({ name: "ping", params: {} });
  });
  it("differs from reference: a literal </tool_call> inside CDATA does not end the call", () => {
    expect(single(call("write", "<content><![CDATA[before </tool_call> after]]></content>\n<n>2</n>"))).toEqual({
      name: "write",
      params: { content: "before </tool_call> after", n: "2" },
    });
  });
  it("split CDATA `<![CDATA[a]]]]><![CDATA[>b]]>` → a]]>b", () => {
    expect(single(call("t", "<v><![CDATA[a]]]]><![CDATA[>b]]></v>"))).toEqual({ name: "t", params: { v: "a]]>b" } });
  });
  it("<name>  a  </name> → a", () => expect(single("<tool_call><name>  a  </name></tool_call>")).toEqual({ name: "a", params: {} }));
  it("differs from reference: an empty <name> is an error", () => {
    expect(singleError("<tool_call><name></name><params><a>1</a></params></tool_call>").error).toContain("<name> is empty");
  });
  it("calls inside a markdown code fence are still parsed", () => {
    expect(parseToolCalls("```xml\n<tool_call><name>ping</name></tool_call>\n```")).toEqual([{ name: "ping", params: {} }]);
  });
});

describe("reference §5.3 demo cases", () => {
  it("code inside CDATA keeps <, >, & and quotes", () => {
    const body = `\nfunction f() {\n  return a < b && "q" > 'r';\n}\n`;
    const item = single(call("create_artifact", `<id>code</id>\n<content><![CDATA[${body}]]></content>`));
    expect(item).toEqual({ name: "create_artifact", params: { id: "code", content: body } });
  });
  it("old format without CDATA", () => {
    expect(single(call("search", "<query>simple query</query><count>5</count>"))).toEqual({ name: "search", params: { query: "simple query", count: "5" } });
  });
  it("missing </params>: all 4 create_artifact params recovered", () => {
    const text = "<tool_call><name>create_artifact</name><params><id>a</id><content_type>text/markdown</content_type><title>T</title><content><![CDATA[# hi]]></content>\n</tool_call>";
    expect(single(text)).toEqual({ name: "create_artifact", params: { id: "a", content_type: "text/markdown", title: "T", content: "# hi" } });
  });
  it("differs from reference: orphan params with no <params> are an error, not merged", () => {
    singleError("<tool_call><name>web_search</name><query>q</query><max_results>3</max_results></tool_call>");
  });
  it("differs from reference: tool name as the wrapper without its closing tag is an error", () => {
    singleError("<tool_call><web_search><params><query>q</query></params></tool_call>");
  });
  it("garbage → error with the format hint", () => singleError("<tool_call>I will now search the web</tool_call>"));
});

describe("robustness", () => {
  it("an error call does not swallow the next call", () => {
    const items = parseToolCalls(`<tool_call>junk</tool_call> text ${call("ok", "<a>1</a>")}`);
    expect(items).toHaveLength(2);
    expect(isError(items[0])).toBe(true);
    expect(items[1]).toEqual({ name: "ok", params: { a: "1" } });
  });
  it("error recovery is CDATA-aware too", () => {
    const items = parseToolCalls(`<tool_call>junk <![CDATA[ </tool_call> ]]> still junk</tool_call>${call("ok", "")}`);
    expect(items).toHaveLength(2);
    expect((items[0] as { raw: string }).raw).toBe("<tool_call>junk <![CDATA[ </tool_call> ]]> still junk</tool_call>");
  });
  it("an unterminated CDATA is a truncation error", () => singleError(call("t", "<a><![CDATA[never closed</a>")));
  it("comments between elements are skipped", () => {
    expect(single("<tool_call><!-- c --><name>p</name><params><!-- x --><a>1<!-- y -->2</a></params></tool_call>")).toEqual({ name: "p", params: { a: "12" } });
  });
  it("a parameter called __proto__ stays an ordinary key", () => {
    const item = single(call("t", "<__proto__>x</__proto__>")) as { params: Record<string, string> };
    expect(Object.keys(item.params)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(item.params)).toBe(Object.prototype);
  });
  it("unknown entities and a bare & are kept literally", () => {
    expect(single(call("t", "<v>&copy; &#0; &#xD800; & &amp</v>"))).toEqual({ name: "t", params: { v: "&copy; &#0; &#xD800; & &amp" } });
  });
  it("<tool_caller> is not a call and a stray </tool_call> is ignored", () => {
    expect(parseToolCalls("<tool_caller>x</tool_caller> </tool_call> nothing")).toEqual([]);
  });
  it("a self-closing param is an empty string", () => expect(single(call("t", "<a/>"))).toEqual({ name: "t", params: { a: "" } }));
  it("a mismatched closing tag is an error", () => singleError(call("t", "<a>1</b>")));
  it("never throws on random input (property)", async () => {
    const fc = await import("fast-check");
    const pieces = ["<tool_call>", "</tool_call>", "<name>", "</name>", "<params>", "</params>", "<![CDATA[", "]]>", "<a>", "</a>", "&amp;", "&", "<", ">", "x", " ", '"', "<!--", "-->"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const items = parseToolCalls(parts.join(""));
        for (const item of items) expect("error" in item ? typeof item.raw : typeof item.name).toBe("string");
      }),
      { numRuns: 2000 },
    );
  });
});

describe("adversarial input (linear scan; speed is measured by the bench, not here)", () => {
  const tenMb = (unit: string) => unit.repeat(Math.ceil((10 * 1024 * 1024) / unit.length));

  it("10 MB of `<tool_call><params><a><![CDATA[` finishes and yields errors", () => {
    const items = parseToolCalls(tenMb("<tool_call><params><a><![CDATA["));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => "error" in item)).toBe(true);
  });
  it("10 MB of unclosed `<tool_call><params><a>` yields one error per call", () => {
    const items = parseToolCalls(tenMb("<tool_call><params><a>"));
    expect(items.length).toBe(Math.ceil((10 * 1024 * 1024) / 22));
    expect(items.every((item) => "error" in item)).toBe(true);
  });
  it("10 MB of `<tool_call>` openers and of `&` and `<` finish", () => {
    expect(parseToolCalls(tenMb("<tool_call>")).every((i) => "error" in i)).toBe(true);
    expect(parseToolCalls(`<tool_call><name>${tenMb("&")}</name></tool_call>`)).toEqual([{ name: "&".repeat(10 * 1024 * 1024), params: {} }]);
    expect(singleError(`<tool_call><name>x</name><params><a>${tenMb("< ")}`).error).toContain("not closed");
  });
});
