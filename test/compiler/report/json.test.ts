import { describe, expect, it } from "vitest";
import { json } from "../../../src/compiler/report/json.js";
import { reportInput, specDiagnostic } from "./fixtures.js";

describe("json formatter", () => {
  it("writes the §3 document with keys in the documented order, 2-space indented, final newline", () => {
    const out = json(reportInput([specDiagnostic()]));
    expect(out.endsWith("}\n")).toBe(true);
    const parsed = JSON.parse(out);
    expect(JSON.stringify(parsed, null, 2) + "\n").toBe(out);
    expect(Object.keys(parsed)).toEqual(["version", "diagnostics", "summary"]);
    expect(parsed.version).toBe(1);
    expect(Object.keys(parsed.diagnostics[0])).toEqual([
      "rule", "severity", "file", "line", "column", "endLine", "endColumn", "message", "hint", "related",
    ]);
    expect(parsed.diagnostics[0]).toEqual({
      rule: "invalid-value",
      severity: "error",
      file: "config/tools/stock.md",
      line: 7,
      column: 13,
      endLine: 7,
      endColumn: 19,
      message: "`permission` must be one of `auto`, `confirm`, got `always`",
      hint: "use `confirm` for tools that write, spend or send messages",
      related: [],
    });
    expect(parsed.summary).toEqual({ errors: 2, warnings: 1, infos: 0, files: 14 });
    expect(Object.keys(parsed.summary)).toEqual(["errors", "warnings", "infos", "files"]);
  });

  it("omits an unset hint, keeps related locations in order, and drops unknown fields", () => {
    const d = {
      ...specDiagnostic({ hint: undefined }),
      related: [{ message: "first here", column: 1, line: 2, file: "a.md" }],
      internal: "never shown",
    };
    const parsed = JSON.parse(json(reportInput([d])));
    expect("hint" in parsed.diagnostics[0]).toBe(false);
    expect("internal" in parsed.diagnostics[0]).toBe(false);
    expect(Object.keys(parsed.diagnostics[0].related[0])).toEqual(["file", "line", "column", "message"]);
  });

  it("writes an empty report as a complete document", () => {
    const out = json(reportInput([], { summary: { errors: 0, warnings: 0, infos: 0, files: 3 } }));
    expect(JSON.parse(out)).toEqual({ version: 1, diagnostics: [], summary: { errors: 0, warnings: 0, infos: 0, files: 3 } });
  });
});
