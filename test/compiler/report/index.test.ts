import { describe, expect, it } from "vitest";
import { FORMAT_NAMES, formatters, isFormatName } from "../../../src/compiler/report/index.js";
import { reportInput, specDiagnostic } from "./fixtures.js";

describe("formatters record", () => {
  it("lists exactly the §3 formats", () => {
    expect(FORMAT_NAMES).toEqual(["text", "json", "sarif", "github", "junit"]);
    expect(isFormatName("sarif")).toBe(true);
    expect(isFormatName("toString")).toBe(false);
  });

  it("gives deterministic, newline-terminated output for every format", () => {
    const input = reportInput([specDiagnostic()]);
    for (const name of FORMAT_NAMES) {
      const out = formatters[name](input);
      expect(out.endsWith("\n"), name).toBe(true);
      expect(formatters[name](input), name).toBe(out);
    }
  });
});
