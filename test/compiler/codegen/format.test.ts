/**
 * Formatting: a batch formatted as one prettier call gives each file exactly what formatting it alone gives;
 * prompt placeholders put back after formatting equal formatting the full text.
 */
import { describe, expect, it } from "vitest";
import { formatBatch, formatOne } from "../../../src/compiler/codegen/format.js";
import { generate } from "../../../src/compiler/codegen/generate.js";
import { printFile } from "../../../src/compiler/codegen/printer.js";
import { TextSlots, templateLiteral } from "../../../src/compiler/codegen/slots.js";
import { stockCatalog, stockSources } from "./fixtures.js";

const opts = { sources: stockSources(), toolVersion: "0.0.0-test" };

describe("formatBatch", () => {
  it("formats every file of a batch exactly as alone", async () => {
    const files = await generate(stockCatalog(), opts);
    const code = [...files].filter(([p]) => p.endsWith(".ts")).map(([, t]) => t.replace(/^( +)/gm, "$1$1$1").replace(/;\n/g, ";\n\n\n"));
    const batch = await formatBatch(code);
    const alone = await Promise.all(code.map(formatOne));
    expect(batch).toEqual(alone);
  });

  it("survives marker-like text inside the files", async () => {
    const texts = ["// a\nconst a = `//toolc-split:x\n`;\n", "export const b    = 1\n"];
    expect(await formatBatch(texts)).toEqual(await Promise.all(texts.map(formatOne)));
  });
});

describe("TextSlots", () => {
  it("equals formatting with the literal in place", async () => {
    const prompt = "<tool_instructions>\n  `x` ${y} \\ \r\n" + "long line ".repeat(40) + "\n</tool_instructions>";
    const statements = (literal: string): string[] => [`export const someRatherLongConstantNameForTheInstructions = ${literal};`, "export const other = 1;"];
    const slots = new TextSlots("n0nce");
    const viaSlots = slots.fill(await formatOne(printFile("// h", statements(slots.slot(prompt)))));
    const direct = await formatOne(printFile("// h", statements(templateLiteral(prompt))));
    expect(viaSlots).toBe(direct);
  });
});
