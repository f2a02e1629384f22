import { describe, expect, it } from "vitest";
import { PROJECT_SUITE, junit, xmlAttr, xmlText } from "../../../src/compiler/report/junit.js";
import { reportInput, specDiagnostic } from "./fixtures.js";
import { parseXml } from "./xml.js";

describe("junit formatter", () => {
  it("writes one suite per file, one case per diagnostic and a passing case per clean file", () => {
    const sources = new Map([
      ["config/tools/stock.md", "x"],
      ["config/agents/lead_agent.md", "y"],
    ]);
    const diagnostics = [
      specDiagnostic(),
      specDiagnostic({ rule: "yaml-boolean-ambiguity", severity: "warn", line: 8, column: 1, hint: undefined }),
      specDiagnostic({ rule: "tool-unused", severity: "info", line: 1, column: 1 }),
    ];
    const out = junit(reportInput(diagnostics, { sources }));
    expect(out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(out.endsWith("</testsuites>\n")).toBe(true);
    const root = parseXml(out);
    expect(root.name).toBe("testsuites");
    expect(root.attrs).toMatchObject({ tests: "4", failures: "2" });
    expect(root.children.map((s) => s.attrs.name)).toEqual(["config/agents/lead_agent.md", "config/tools/stock.md"]);
    const [clean, stock] = root.children;
    expect(clean!.children).toEqual([{ name: "testcase", attrs: { name: "config/agents/lead_agent.md", classname: "toolc" }, children: [], text: "" }]);
    expect(stock!.attrs).toMatchObject({ tests: "3", failures: "2" });
    const [error, warn, info] = stock!.children;
    expect(error!.attrs).toEqual({ name: "invalid-value at 7:13", classname: "invalid-value" });
    expect(error!.children[0]!.name).toBe("failure");
    expect(error!.children[0]!.attrs).toEqual({ type: "error", message: specDiagnostic().message });
    expect(error!.children[0]!.text).toBe(
      "config/tools/stock.md:7:13: error: `permission` must be one of `auto`, `confirm`, got `always` [invalid-value]\n" +
        "hint: use `confirm` for tools that write, spend or send messages",
    );
    expect(warn!.children[0]!.attrs.type).toBe("warn");
    expect(info!.children.map((c) => c.name)).toEqual(["system-out"]);
  });

  it("escapes markup and replaces characters XML 1.0 forbids, so the document parses back", () => {
    const nasty = `a <b> & "c" 'd' \u0001 e\tf\r\ng ]]> \uFFFF \uD800`;
    const d = specDiagnostic({ rule: `r<&"'`, file: `f<&"'\u0001.md`, message: nasty, hint: undefined });
    const root = parseXml(junit(reportInput([d], { sources: new Map() })));
    const suite = root.children[0]!;
    expect(suite.attrs.name).toBe(`f<&"'\\u0001.md`);
    const failure = suite.children[0]!.children[0]!;
    const expected = `a <b> & "c" 'd' \\u0001 e\tf\r\ng ]]> \\uFFFF \\uD800`;
    expect(failure.attrs.message).toBe(expected);
    expect(failure.text).toContain(expected);
    expect(suite.children[0]!.attrs.classname).toBe(`r<&"'`);
  });

  it("puts diagnostics without a file into the project suite and is well-formed when empty", () => {
    const root = parseXml(junit(reportInput([specDiagnostic({ file: "", line: 0, column: 0 })], { sources: new Map() })));
    expect(root.children[0]!.attrs.name).toBe(PROJECT_SUITE);
    expect(root.children[0]!.children[0]!.attrs.name).toBe("invalid-value");
    const empty = parseXml(junit(reportInput([], { sources: new Map() })));
    expect(empty.attrs).toMatchObject({ tests: "0", failures: "0" });
    expect(empty.children).toEqual([]);
  });

  it("is checked by a reader that rejects malformed XML", () => {
    for (const bad of ["<a>&</a>", "<a>\u0001</a>", "<a><b></a>", "<a x='1'/>", "<a></a><b/>", "<a>"]) {
      expect(() => parseXml(bad), bad).toThrow();
    }
  });

  it("keeps surrogate pairs and escapes only what it must", () => {
    expect(xmlText("😀 <x> & y")).toBe("😀 &lt;x&gt; &amp; y");
    expect(xmlAttr("a\"b'c\td\ne")).toBe("a&quot;b&apos;c&#9;d&#10;e");
  });
});
