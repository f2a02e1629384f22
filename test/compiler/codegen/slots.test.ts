/**
 * Text slots (codegen/slots.ts): long texts kept out of prettier and put back after formatting, and the digest
 * that stands for them in a file's input hash — it must change whenever a filled file would.
 */
import { describe, expect, it } from "vitest";
import { TextSlots } from "../../../src/compiler/codegen/slots.js";

function slotsOf(parts: ReadonlyArray<readonly ["slot" | "expression", string]>): TextSlots {
  const slots = new TextSlots("n");
  for (const [kind, text] of parts) slots[kind](text);
  return slots;
}

describe("TextSlots", () => {
  it("puts each text back as an escaped template literal, and an expression as written", () => {
    const slots = new TextSlots("abc");
    const text = slots.slot("a `tick`, ${x} and \\ back\r\n");
    const code = slots.expression('{ "a": 1 } as const');
    expect(slots.fill(`const t = ${text};\nconst c = ${code};\n`)).toBe('const t = `a \\`tick\\`, \\${x} and \\\\ back\\r\n`;\nconst c = { "a": 1 } as const;\n');
  });

  it("has a digest that changes with any text, with a slot's kind and with where texts split", () => {
    const digest = (parts: ReadonlyArray<readonly ["slot" | "expression", string]>) => slotsOf(parts).digest();
    const base = digest([["slot", "ab"], ["slot", "c"]]);
    expect(digest([["slot", "ab"], ["slot", "c"]])).toBe(base);
    expect(digest([["slot", "ab"], ["slot", "d"]])).not.toBe(base);
    expect(digest([["slot", "a"], ["slot", "bc"]])).not.toBe(base);
    expect(digest([["slot", "ab"], ["expression", "c"]])).not.toBe(base);
    expect(digest([["slot", "abc"]])).not.toBe(base);
  });

  it("puts every text where its own placeholder was, even a text that holds another slot's placeholder", () => {
    const slots = new TextSlots("n");
    const first = slots.slot("x");
    const second = slots.slot("y");
    // The first text is put in after the second's placeholder is found: its copy of that placeholder stays text.
    const sneaky = new TextSlots("n");
    const a = sneaky.slot(`names ${second} here`);
    const b = sneaky.slot("y");
    expect(sneaky.fill(`const a = ${a};\nconst b = ${b};\n`)).toBe(`const a = \`names \\\`toolc-slot:n:1\\\` here\`;\nconst b = \`y\`;\n`);
    expect(slots.fill(`const b = ${second};\nconst a = ${first};\n`)).toBe("const b = `y`;\nconst a = `x`;\n");
    expect(() => slots.fill(`const a = ${first};\n`)).toThrow(/found 0 times/);
    expect(() => slots.fill(`${first}${first}${second}`)).toThrow(/found 2 times/);
  });
});
