/** Shared inputs for the formatter tests. */
import type { Diagnostic } from "../../../src/compiler/diagnostics/types.js";
import type { ReportInput } from "../../../src/compiler/report/types.js";

/** The spec §3 example file: line 7 is `permission: always`. */
export const STOCK_MD = [
  "---",
  "name: query_stock_price",
  "description: Look up a stock price",
  "type: http",
  "endpoint: https://api.example.com/quote",
  "method: GET",
  "permission: always",
  "---",
  "",
].join("\n");

/** The spec §3 example diagnostic. */
export function specDiagnostic(over: Partial<Diagnostic> = {}): Diagnostic {
  return {
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
    ...over,
  };
}

/** A report input around `diagnostics`, with the spec summary unless overridden. */
export function reportInput(diagnostics: Diagnostic[], over: Partial<ReportInput> = {}): ReportInput {
  return {
    diagnostics,
    summary: { errors: 2, warnings: 1, infos: 0, files: 14 },
    sources: new Map([["config/tools/stock.md", STOCK_MD]]),
    rules: [
      { id: "invalid-value", defaultSeverity: "error", description: "A value outside its allowed set." },
      { id: "tool-unused", defaultSeverity: "info", description: "No agent enables the tool." },
    ],
    toolVersion: "0.1.0",
    color: false,
    ...over,
  };
}
