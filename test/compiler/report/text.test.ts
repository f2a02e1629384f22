import { describe, expect, it } from "vitest";
import { text } from "../../../src/compiler/report/text.js";
import { reportInput, specDiagnostic } from "./fixtures.js";

const SPEC_BLOCK = [
  "config/tools/stock.md:7:13: error: `permission` must be one of `auto`, `confirm`, got `always` [invalid-value]",
  "   7 | permission: always",
  "     |             ^~~~~~",
  "  hint: use `confirm` for tools that write, spend or send messages",
].join("\n");

/** The two snippet lines of the only diagnostic in `out`. */
function snippetLines(out: string): [string, string] {
  const lines = out.split("\n");
  return [lines[1]!, lines[2]!];
}

/** Asserts that the caret sits under `marker` in the printed source line. */
function expectCaretUnder(out: string, marker: string): void {
  const [source, underline] = snippetLines(out);
  expect(underline.indexOf("^")).toBe(source.indexOf(marker));
}

describe("text formatter", () => {
  it("prints the spec §3 example exactly, then a blank line and the summary", () => {
    const out = text(reportInput([specDiagnostic()]));
    expect(out).toBe(`${SPEC_BLOCK}\n\n2 errors, 1 warning in 14 files\n`);
  });

  it("separates diagnostics with a blank line and prints related notes before the hint", () => {
    const second = specDiagnostic({
      rule: "yaml-duplicate-key",
      severity: "warn",
      line: 4,
      column: 1,
      endLine: 4,
      endColumn: 5,
      message: "duplicate key `type`",
      hint: undefined,
      related: [{ file: "config/tools/stock.md", line: 2, column: 1, message: "first occurrence" }],
    });
    const out = text(reportInput([specDiagnostic(), second]));
    expect(out).toBe(
      `${SPEC_BLOCK}\n\n` +
        "config/tools/stock.md:4:1: warning: duplicate key `type` [yaml-duplicate-key]\n" +
        "   4 | type: http\n" +
        "     | ^~~~\n" +
        "  note: config/tools/stock.md:2:1: first occurrence\n\n" +
        "2 errors, 1 warning in 14 files\n",
    );
  });

  it("gets singular, plural and infos right in the summary", () => {
    const summary = (errors: number, warnings: number, infos: number, files: number) =>
      text(reportInput([], { summary: { errors, warnings, infos, files } }));
    expect(summary(0, 0, 0, 1)).toBe("0 errors, 0 warnings in 1 file\n");
    expect(summary(1, 2, 0, 3)).toBe("1 error, 2 warnings in 3 files\n");
    expect(summary(0, 1, 1, 2)).toBe("0 errors, 1 warning, 1 info in 2 files\n");
    expect(summary(3, 0, 4, 0)).toBe("3 errors, 0 warnings, 4 infos in 0 files\n");
  });

  it("colours only when asked, and the colourless text is the same output", () => {
    const input = reportInput([specDiagnostic()]);
    const plain = text(input);
    const coloured = text({ ...input, color: true });
    expect(plain).not.toContain("\x1b[");
    expect(coloured).toContain("\x1b[");
    expect(coloured.replace(/\x1b\[[0-9;]*m/g, "")).toBe(plain);
  });

  it("expands tabs so the caret stays under the span", () => {
    const sources = new Map([["t.yaml", "a: 1\n\tkey:\tvalue\n"]]);
    const d = specDiagnostic({ file: "t.yaml", line: 2, column: 7, endLine: 2, endColumn: 12, hint: undefined });
    const out = text(reportInput([d], { sources }));
    expect(snippetLines(out)).toEqual(["   2 |     key:    value", "     |             ^~~~~"]);
  });

  it("counts wide characters as two cells", () => {
    const sources = new Map([["w.yaml", "a: 日本 bad\n"]]);
    const d = specDiagnostic({ file: "w.yaml", line: 1, column: 7, endLine: 1, endColumn: 10 });
    const out = text(reportInput([d], { sources }));
    expect(snippetLines(out)[1]).toBe("     |         ^~~");
  });

  it("drops the CR of CRLF files and shows control characters visibly", () => {
    const sources = new Map([["c.yaml", "x: 1\r\nname: \x1b[31mred\r\n"]]);
    const d = specDiagnostic({ file: "c.yaml", line: 2, column: 7, endLine: 2, endColumn: 15, message: "bad \x1b]0;title\x07" });
    const out = text(reportInput([d], { sources }));
    expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    expect(snippetLines(out)).toEqual(["   2 | name: ␛[31mred", "     |       ^~~~~~~~"]);
    expect(out).toContain("error: bad ␛]0;title␇ [invalid-value]");
  });

  it("underlines a multi-line range to the end of its first line, and an empty span with one caret", () => {
    const multi = text(reportInput([specDiagnostic({ endLine: 9, endColumn: 2 })]));
    expect(snippetLines(multi)[1]).toBe("     |             ^~~~~~");
    const empty = text(reportInput([specDiagnostic({ column: 19, endColumn: 19 })]));
    expect(snippetLines(empty)[1]).toBe("     |                   ^");
  });

  it("cuts a huge one-line file to a window around the span, with ellipses", () => {
    const line = "a".repeat(30_000) + "X" + "b".repeat(5_000_000);
    const sources = new Map([["big.json", line]]);
    const d = specDiagnostic({ file: "big.json", line: 1, column: 30_001, endLine: 1, endColumn: 30_002 });
    const out = text(reportInput([d], { sources }));
    const [source] = snippetLines(out);
    expect(out.length).toBeLessThan(800);
    expect(source).toMatch(/^ {3}1 \| …a+Xb+…$/);
    expectCaretUnder(out, "X");
  });

  it("keeps the start of a long line when the span is near it", () => {
    const sources = new Map([["long.yaml", "key: " + "v".repeat(1000)]]);
    const d = specDiagnostic({ file: "long.yaml", line: 1, column: 1, endLine: 1, endColumn: 4 });
    const [source, underline] = snippetLines(text(reportInput([d], { sources })));
    expect(source).toBe("   1 | key: " + "v".repeat(195) + "…");
    expect(underline).toBe("     | ^~~");
  });

  it("omits the snippet when the source or line is unknown, and the position for directories", () => {
    const noSource = specDiagnostic({ file: "missing.md", hint: undefined });
    const directory = specDiagnostic({ file: "agent/tools", line: 0, column: 0, endLine: 0, endColumn: 0, hint: undefined });
    const out = text(reportInput([noSource, directory]));
    expect(out.split("\n").slice(0, 4)).toEqual([
      "missing.md:7:13: error: `permission` must be one of `auto`, `confirm`, got `always` [invalid-value]",
      "",
      "agent/tools: error: `permission` must be one of `auto`, `confirm`, got `always` [invalid-value]",
      "",
    ]);
  });

  it("widens the gutter for line numbers of more than four digits", () => {
    const sources = new Map([["n.yaml", "x\n".repeat(12344) + "bad: 1\n"]]);
    const d = specDiagnostic({ file: "n.yaml", line: 12345, column: 1, endLine: 12345, endColumn: 4, hint: undefined });
    expect(snippetLines(text(reportInput([d], { sources })))).toEqual(["12345 | bad: 1", "      | ^~~"]);
  });
});
