/**
 * A small scanner for `.capability.require(` / `.capability.can(` calls in tool code (Python,
 * JavaScript, TypeScript). No tokenizer: comments and string contents are blanked out first (same
 * length, so offsets hold), then the calls are found with a regular expression and their arguments are
 * split up to the matching `)`.
 * @see ../../../../docs/rules.md capability-undeclared, capability-unused, capability-require-without-slot-path
 */

/** One `require`/`can` call found in a code file (offsets into its text). */
export interface CapabilityCall {
  method: "require" | "can";
  /** Start of the receiver (`ctx` in `ctx.capability.require(`). */
  start: number;
  /** Just after the closing `)`. */
  end: number;
  /** The first argument when it is a plain string literal: its value and the span of the literal. */
  literal?: { value: string; start: number; end: number };
  /**
   * True when a later argument can carry `slot_path`: the `slot_path=` keyword, a `*args`/`**kwargs`
   * spread, or a second positional argument (the parameter's position in `require(name, slot_path=None)`).
   */
  passesSlotPath: boolean;
}

const CALL = /\.capability\s*\.\s*(require|can)\s*\(/g;
const CLOSERS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

/** Every capability call in `text`; `python` selects `#` comments, triple quotes and string prefixes. */
export function scanCapabilityCalls(text: string, python: boolean): CapabilityCall[] {
  if (!text.includes("capability")) return [];
  const code = blankNonCode(text, python);
  const calls: CapabilityCall[] = [];
  for (const match of code.matchAll(CALL)) {
    const args = splitArguments(code, match.index + match[0].length);
    if (!args) continue;
    const first = args.list[0];
    const literal = first ? stringLiteral(text, first.start, first.end, python) : undefined;
    const rest = args.list.slice(1).map(({ start, end }) => text.slice(start, end).trim());
    calls.push({
      method: match[1] as "require" | "can",
      start: receiverStart(code, match.index),
      end: args.end,
      ...(literal ? { literal } : {}),
      passesSlotPath: rest.some((arg) => /^slot_path\s*=(?!=)/.test(arg) || arg.startsWith("*") || !/^[A-Za-z_]\w*\s*=(?!=)/.test(arg)),
    });
  }
  return calls;
}

/** `text` with comments and string contents replaced by spaces (quotes kept), offsets unchanged. */
function blankNonCode(text: string, python: boolean): string {
  const out: string[] = [];
  let copied = 0;
  const blank = (from: number, to: number) => {
    out.push(text.slice(copied, from), text.slice(from, to).replace(/[^\n]/g, " "));
    copied = to;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || (!python && c === "`")) {
      const end = skipString(text, i, python);
      const closer = python && text.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      const closed = end - closer.length >= i + closer.length && text.startsWith(closer, end - closer.length);
      blank(i + closer.length, closed ? end - closer.length : end);
      i = end - 1;
    } else if ((python && c === "#") || (!python && c === "/" && text[i + 1] === "/")) {
      const eol = text.indexOf("\n", i);
      blank(i, eol === -1 ? text.length : eol);
      i = (eol === -1 ? text.length : eol) - 1;
    } else if (!python && c === "/" && text[i + 1] === "*") {
      const close = text.indexOf("*/", i + 2);
      const end = close === -1 ? text.length : close + 2;
      blank(i, end);
      i = end - 1;
    }
  }
  out.push(text.slice(copied));
  return out.join("");
}

/** The offset just after the string literal opening at `start` (triple quotes in Python). */
function skipString(text: string, start: number, python: boolean): number {
  const quote = text[start]!;
  const closer = python && text.startsWith(quote.repeat(3), start) ? quote.repeat(3) : quote;
  for (let i = start + closer.length; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\\") i++;
    else if (text.startsWith(closer, i)) return i + closer.length;
    else if (c === "\n" && closer.length === 1 && quote !== "`") return i;
  }
  return text.length;
}

/** The argument ranges from just after `(` up to the matching `)` of blanked code; undefined if it never closes. */
function splitArguments(code: string, from: number): { list: Array<{ start: number; end: number }>; end: number } | undefined {
  const list: Array<{ start: number; end: number }> = [];
  const stack: string[] = [];
  let argStart = from;
  for (let i = from; i < code.length; i++) {
    const c = code[i]!;
    if (c === "(" || c === "[" || c === "{") {
      stack.push(c);
    } else if (c in CLOSERS) {
      if (stack.length > 0) {
        if (stack.pop() !== CLOSERS[c]) return undefined;
        continue;
      }
      if (c !== ")") return undefined;
      if (code.slice(argStart, i).trim() !== "") list.push({ start: argStart, end: i });
      return { list, end: i + 1 };
    } else if (c === "," && stack.length === 0) {
      list.push({ start: argStart, end: i });
      argStart = i + 1;
    }
  }
  return undefined;
}

/** The argument in `[start, end)` as a plain string literal: one string, no f-string or `${…}`. */
function stringLiteral(text: string, start: number, end: number, python: boolean): CapabilityCall["literal"] {
  const raw = text.slice(start, end);
  const body = raw.trim();
  const literalStart = start + (raw.length - raw.trimStart().length);
  const prefix = python ? (/^[rRuU]?/.exec(body)?.[0] ?? "") : "";
  const quote = body[prefix.length];
  if (quote !== "'" && quote !== '"' && (python || quote !== "`")) return undefined;
  const open = literalStart + prefix.length;
  const close = skipString(text, open, python);
  if (close !== literalStart + body.length) return undefined;
  const quoteLength = python && text.startsWith(quote.repeat(3), open) ? 3 : 1;
  const value = text.slice(open + quoteLength, close - quoteLength);
  if (quote === "`" && value.includes("${")) return undefined;
  return { value, start: literalStart, end: close };
}

/** Walks back over the dotted receiver (`self.ctx` in `self.ctx.capability.require(`). */
function receiverStart(code: string, at: number): number {
  let i = at;
  while (i > 0 && /[\w.]/.test(code[i - 1]!)) i--;
  return i;
}
