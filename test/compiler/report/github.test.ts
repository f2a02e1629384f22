import { describe, expect, it } from "vitest";
import type { Severity } from "../../../src/compiler/diagnostics/types.js";
import { escapeData, escapeProperty, github } from "../../../src/compiler/report/github.js";
import { reportInput, specDiagnostic } from "./fixtures.js";

function many(severity: Severity, n: number) {
  return Array.from({ length: n }, (_, i) => specDiagnostic({ severity, line: i + 1, hint: undefined }));
}

describe("github formatter", () => {
  it("writes one annotation per diagnostic with position, rule title and the hint on a second line", () => {
    expect(github(reportInput([specDiagnostic()]))).toBe(
      "::error file=config/tools/stock.md,line=7,col=13,endLine=7,endColumn=19,title=invalid-value::" +
        "`permission` must be one of `auto`, `confirm`, got `always`%0Ahint: use `confirm` for tools that write, spend or send messages\n",
    );
  });

  it("maps warn to ::warning and info to ::notice, and appends related notes", () => {
    const warn = specDiagnostic({ severity: "warn", hint: undefined, related: [{ file: "a.md", line: 2, column: 3, message: "here" }] });
    const info = specDiagnostic({ severity: "info", hint: undefined });
    const lines = github(reportInput([warn, info])).split("\n");
    expect(lines[0]).toMatch(/^::warning file=.*::.*%0Anote: a.md:2:3: here$/);
    expect(lines[1]).toMatch(/^::notice file=/);
  });

  it("escapes data and properties like the Actions runner", () => {
    expect(escapeData("100% a\r\nb: c,d")).toBe("100%25 a%0D%0Ab: c,d");
    expect(escapeProperty("dir:x,y%\n")).toBe("dir%3Ax%2Cy%25%0A");
    const d = specDiagnostic({ file: "odd:name,1.md", message: "50% done\nnext: line", hint: undefined, rule: "r" });
    expect(github(reportInput([d]))).toBe(
      "::error file=odd%3Aname%2C1.md,line=7,col=13,endLine=7,endColumn=19,title=r::50%25 done%0Anext: line\n",
    );
  });

  it("adds no notice when every kind fits in the limit", () => {
    const out = github(reportInput([...many("error", 10), ...many("warn", 10), ...many("info", 9)]));
    expect(out.split("\n").filter(Boolean)).toHaveLength(29);
    expect(out).not.toContain("hidden");
  });

  it("prints all annotations and a final notice when a kind overflows", () => {
    const lines = github(reportInput([...many("error", 13), ...many("warn", 11)])).trimEnd().split("\n");
    expect(lines).toHaveLength(25);
    expect(lines.filter((l) => l.startsWith("::error "))).toHaveLength(13);
    expect(lines[24]).toBe(
      "::notice::toolc reported 13 errors, 11 warnings and 0 notices; GitHub shows at most 10 annotations of each kind per step, " +
        "so 3 errors and 1 warning will be hidden in the UI. See this step's log for all of them, or use --format sarif.",
    );
  });

  it("puts the notice first when it would itself be a hidden notice", () => {
    const lines = github(reportInput([...many("error", 11), ...many("info", 12)])).trimEnd().split("\n");
    expect(lines).toHaveLength(24);
    expect(lines[0]).toMatch(/^::notice::toolc reported 11 errors, 0 warnings and 12 notices; .* so 1 error and 3 notices will be hidden/);
  });
});
