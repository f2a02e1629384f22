/**
 * A parser for ECMAScript regular expressions (the `u`-flag syntax JSON Schema `pattern`s are compiled
 * with), down to what the backtracking analysis needs: atoms as character sets, sequences, alternations
 * and repetitions. Anchors, word boundaries and backreferences match no character here; lookaround bodies
 * are returned apart, since the engine backtracks inside them too. Lenient where Annex B is (a `{` that
 * starts no quantifier is a literal): an invalid pattern has its own finding (`input-schema-invalid`).
 */
import { ANY, complement, DIGIT, DOT, normalise, single, SPACE, WORD, type CharSet } from "./charset.js";

/** One node of a parsed pattern. `max` is `Infinity` for an unbounded repetition. */
export type RegexNode =
  | { type: "char"; set: CharSet }
  | { type: "empty" }
  | { type: "seq"; items: RegexNode[] }
  | { type: "alt"; options: RegexNode[] }
  | { type: "repeat"; body: RegexNode; min: number; max: number };

/** A parsed pattern: the main expression and every lookaround body in it. */
export interface ParsedRegex {
  root: RegexNode;
  lookarounds: RegexNode[];
}

/** Deeper group nesting than this is not analysed (and is reported as too complex). */
export const MAX_NESTING = 100;

class RegexSyntaxError extends Error {}
class TooDeep extends Error {}

const EMPTY: RegexNode = { type: "empty" };
const CLASS_ESCAPES: Record<string, CharSet> = { d: DIGIT, D: complement(DIGIT), w: WORD, W: complement(WORD), s: SPACE, S: complement(SPACE) };
const CONTROL_ESCAPES: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, "0": 0 };

/** Parses `pattern`: `"invalid"` when it is not a regular expression, `"too-deep"` past {@link MAX_NESTING}. */
export function parseRegex(pattern: string): ParsedRegex | "invalid" | "too-deep" {
  const parser = new Parser(pattern);
  try {
    const root = parser.alternation(0);
    if (!parser.done()) throw new RegexSyntaxError("unmatched )");
    return { root, lookarounds: parser.lookarounds };
  } catch (error) {
    if (error instanceof TooDeep) return "too-deep";
    if (error instanceof RegexSyntaxError) return "invalid";
    throw error;
  }
}

class Parser {
  readonly #chars: string[];
  #at = 0;
  readonly lookarounds: RegexNode[] = [];

  constructor(pattern: string) {
    this.#chars = [...pattern];
  }

  done(): boolean {
    return this.#at >= this.#chars.length;
  }

  #peek(offset = 0): string | undefined {
    return this.#chars[this.#at + offset];
  }

  #next(): string {
    const char = this.#chars[this.#at++];
    if (char === undefined) throw new RegexSyntaxError("unexpected end");
    return char;
  }

  #eat(text: string): boolean {
    const chars = [...text];
    if (!chars.every((char, i) => this.#peek(i) === char)) return false;
    this.#at += chars.length;
    return true;
  }

  alternation(depth: number): RegexNode {
    if (depth > MAX_NESTING) throw new TooDeep();
    const options = [this.#sequence(depth)];
    while (this.#eat("|")) options.push(this.#sequence(depth));
    return options.length === 1 ? options[0]! : { type: "alt", options };
  }

  #sequence(depth: number): RegexNode {
    const items: RegexNode[] = [];
    while (!this.done() && this.#peek() !== "|" && this.#peek() !== ")") {
      const atom = this.#atom(depth);
      const bounds = this.#quantifier();
      if (!bounds) {
        items.push(atom);
        continue;
      }
      this.#eat("?"); // lazy: the same paths are tried, in another order
      if (this.#quantifier()) throw new RegexSyntaxError("nothing to repeat");
      items.push({ type: "repeat", body: atom, min: bounds[0], max: bounds[1] });
    }
    return items.length === 1 ? items[0]! : { type: "seq", items };
  }

  #quantifier(): [number, number] | undefined {
    if (this.#eat("*")) return [0, Infinity];
    if (this.#eat("+")) return [1, Infinity];
    if (this.#eat("?")) return [0, 1];
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.#chars.slice(this.#at, this.#at + 24).join(""));
    if (!braces) return undefined;
    this.#at += braces[0].length;
    const min = Number(braces[1]);
    return [min, braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity];
  }

  #atom(depth: number): RegexNode {
    const char = this.#next();
    switch (char) {
      case "(":
        return this.#group(depth + 1);
      case "[":
        return { type: "char", set: this.#characterClass() };
      case ".":
        return { type: "char", set: DOT };
      case "^":
      case "$":
        return EMPTY;
      case "\\":
        return this.#atomEscape();
      case "*":
      case "+":
      case "?":
        throw new RegexSyntaxError("nothing to repeat");
      default:
        return { type: "char", set: single(char.codePointAt(0)!) };
    }
  }

  #group(depth: number): RegexNode {
    const lookaround = this.#eat("?=") || this.#eat("?!") || this.#eat("?<=") || this.#eat("?<!");
    if (!lookaround && !this.#eat("?:") && this.#eat("?<")) while (this.#next() !== ">");
    const body = this.alternation(depth);
    if (!this.#eat(")")) throw new RegexSyntaxError("unterminated group");
    if (!lookaround) return body;
    this.lookarounds.push(body);
    return EMPTY;
  }

  #atomEscape(): RegexNode {
    const char = this.#peek();
    if (char === "b" || char === "B") return this.#at++, EMPTY;
    if (char !== undefined && /[1-9]/.test(char)) {
      while (/\d/.test(this.#peek() ?? "")) this.#at++;
      return EMPTY; // a backreference: what it repeats is not modelled
    }
    if (char === "k" && this.#peek(1) === "<") {
      while (this.#next() !== ">");
      return EMPTY;
    }
    return { type: "char", set: this.#characterEscape() };
  }

  /** After `\`: a class escape, a control or code point escape, or the character itself. */
  #characterEscape(): CharSet {
    const char = this.#next();
    if (CLASS_ESCAPES[char]) return CLASS_ESCAPES[char]!;
    if (CONTROL_ESCAPES[char] !== undefined) return single(CONTROL_ESCAPES[char]!);
    if (char === "p" || char === "P") {
      if (this.#eat("{")) while (this.#next() !== "}");
      return ANY;
    }
    if (char === "c" && /[A-Za-z]/.test(this.#peek() ?? "")) return single(this.#next().charCodeAt(0) % 32);
    if (char === "x") return single(this.#hex(2));
    if (char === "u") {
      if (!this.#eat("{")) return single(this.#hex(4));
      let digits = "";
      for (let next = this.#next(); next !== "}"; next = this.#next()) digits += next;
      return single(Number.parseInt(digits, 16) || 0);
    }
    return single(char.codePointAt(0)!);
  }

  #hex(count: number): number {
    let digits = "";
    for (let i = 0; i < count; i++) digits += this.#next();
    const value = Number.parseInt(digits, 16);
    if (!/^[0-9a-fA-F]+$/.test(digits)) throw new RegexSyntaxError("bad hex escape");
    return value;
  }

  /** After `[`: the set the class matches (ranges, escapes, `^` negation). */
  #characterClass(): CharSet {
    const negated = this.#eat("^");
    const ranges: (readonly [number, number])[] = [];
    while (!this.#eat("]")) {
      const low = this.#classAtom();
      if (this.#peek() === "-" && this.#peek(1) !== "]" && this.#peek(1) !== undefined && low.length === 1 && low[0]![0] === low[0]![1]) {
        this.#at++;
        const high = this.#classAtom();
        ranges.push([low[0]![0], high[high.length - 1]![1]]);
      } else ranges.push(...low);
    }
    const set = normalise(ranges);
    return negated ? complement(set) : set;
  }

  #classAtom(): CharSet {
    const char = this.#next();
    if (char !== "\\") return single(char.codePointAt(0)!);
    if (this.#eat("b")) return single(8);
    if (this.#eat("-")) return single(45);
    return this.#characterEscape();
  }
}
