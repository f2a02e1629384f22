import { describe, expect, it } from "vitest";
import { candidatesIn } from "../../../../src/compiler/lint/support/mentions.js";
import { seededRandom } from "../../../helpers/random.js";

/** What candidatesIn finds as bare words, by the pattern it stands for (its doc comment). */
const WORD = /(?<![\p{L}\p{N}_-])[\p{L}\p{N}]*[_-][\p{L}\p{N}_-]*/gu;
const CODE = /`(?=([^`]+)`)/g;

function byPatterns(text: string): { name: string; start: number; word: boolean }[] {
  return [
    ...[...text.matchAll(WORD)].map((m) => ({ name: m[0], start: m.index, word: true })),
    ...[...text.matchAll(CODE)].map((m) => ({ name: m[1]!, start: m.index + 1, word: false })),
  ];
}

// Letters, digits, joiners, separators, backticks, accented and CJK letters, an astral letter (𝒜), an emoji, a
// combining mark, a lone high and a lone low surrogate, a full-width digit.
const ALPHABET = ["a", "Z", "0", "9", "_", "-", " ", "\n", ".", "`", "é", "中", "𝒜", "😀", "\u0301", "\ud835", "\udc9c", "５", "@", "["];

describe("candidatesIn", () => {
  it("finds the words with _ or - and the code spans of a description, with offsets", () => {
    expect(candidatesIn("Call `get_quote` or send-email, then list_orders.")).toEqual([
      { name: "get_quote", start: 6, word: true },
      { name: "send-email", start: 20, word: true },
      { name: "list_orders", start: 37, word: true },
      { name: "get_quote", start: 6, word: false },
    ]);
  });

  it("finds what its patterns find, on 20,000 random texts", () => {
    const next = seededRandom(7);
    for (let n = 0; n < 20_000; n++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 24) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join("");
      expect(candidatesIn(text), JSON.stringify(text)).toEqual(byPatterns(text));
    }
  });
});
