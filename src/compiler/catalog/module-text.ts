/**
 * Lexical clean-up of tool module sources before binding detection: comments dropped and string
 * contents emptied, so `=`, `:`, brackets or `export` inside text never look like code. Python is also
 * split into logical lines (bracket and backslash continuations joined) with their indentation.
 * @see ./module-bindings.ts
 */

/** One Python logical line: its indentation (columns, tabs to multiples of 8) and sanitised text. */
export interface LogicalLine {
  indent: number;
  text: string;
}

const PY_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$/;

/** Python source → logical lines, strings emptied (`""`) and comments removed. */
export function sanitizePython(source: string): LogicalLine[] {
  const lines: LogicalLine[] = [];
  let text = "";
  let indent = -1;
  let depth = 0;
  const flush = () => {
    if (indent >= 0 && text.trim() !== "") lines.push({ indent, text: text.trim() });
    text = "";
    indent = -1;
  };
  for (let i = 0; i < source.length;) {
    const char = source[i]!;
    if (indent < 0 && depth === 0) {
      const start = i;
      let width = 0;
      for (; source[i] === " " || source[i] === "\t"; i++) width = source[i] === "\t" ? width + 8 - (width % 8) : width + 1;
      if (source[i] === "\n" || source[i] === "\r" || source[i] === "#" || i >= source.length) {
        i = skipLine(source, i);
        continue;
      }
      indent = width;
      if (i !== start) continue;
    }
    if (char === "#") i = skipComment(source, i);
    else if (char === "\\" && (source[i + 1] === "\n" || source[i + 1] === "\r")) i = skipLine(source, i + 1);
    else if (char === "\n") {
      if (depth > 0) text += " ";
      else flush();
      i++;
    } else if (char === "'" || char === '"') {
      i = skipPythonString(source, i);
      if (PY_PREFIX.test(/[A-Za-z]*$/.exec(text)![0])) text = text.replace(/[A-Za-z]+$/, "");
      text += '""';
    } else {
      if ("([{".includes(char)) depth++;
      else if (")]}".includes(char)) depth = Math.max(0, depth - 1);
      if (char !== "\r") text += char;
      i++;
    }
  }
  flush();
  return lines;
}

/** Index after the line break that ends the line containing `i`. */
function skipLine(source: string, i: number): number {
  const newline = source.indexOf("\n", i);
  return newline === -1 ? source.length : newline + 1;
}

/** Index of the line break that ends a comment (the break itself is kept). */
function skipComment(source: string, i: number): number {
  const newline = source.indexOf("\n", i);
  return newline === -1 ? source.length : newline;
}

function skipPythonString(source: string, i: number): number {
  const quote = source[i]!;
  const triple = source.startsWith(quote.repeat(3), i);
  const close = triple ? quote.repeat(3) : quote;
  for (let j = i + close.length; j < source.length; j++) {
    if (source[j] === "\\") j++;
    else if (source.startsWith(close, j)) return j + close.length;
    else if (!triple && source[j] === "\n") return j;
  }
  return source.length;
}

/** JS/TS source with comments removed and string, template and regex literal contents emptied. */
export function sanitizeJs(source: string): string {
  return scanJs(source, 0, false).text;
}

/** Operators and keywords after which `/` starts a regular expression rather than a division. */
const REGEX_AFTER = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await))\s*$/;

/** Scans code from `i`; inside a template `${…}` (`nested`) it stops at the matching `}`. */
function scanJs(source: string, i: number, nested: boolean): { text: string; end: number } {
  let text = "";
  let braces = 0;
  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === "/" && next === "/") i = skipComment(source, i);
    else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end === -1 ? source.length : end + 2;
      text += " ";
    } else if (char === "'" || char === '"') {
      i = skipJsString(source, i, char);
      text += char + char;
    } else if (char === "`") {
      i = skipTemplate(source, i + 1);
      text += "``";
    } else if (char === "/" && REGEX_AFTER.test(text.slice(-20))) {
      i = skipRegex(source, i + 1);
      text += "/r/";
    } else {
      if (nested && char === "}" && braces-- === 0) return { text, end: i + 1 };
      if (nested && char === "{") braces++;
      text += char;
      i++;
    }
  }
  return { text, end: i };
}

function skipJsString(source: string, i: number, quote: string): number {
  for (let j = i + 1; j < source.length; j++) {
    if (source[j] === "\\") j++;
    else if (source[j] === quote || source[j] === "\n") return j + 1;
  }
  return source.length;
}

function skipTemplate(source: string, i: number): number {
  while (i < source.length) {
    const char = source[i]!;
    if (char === "\\") i += 2;
    else if (char === "`") return i + 1;
    else if (char === "$" && source[i + 1] === "{") i = scanJs(source, i + 2, true).end;
    else i++;
  }
  return i;
}

function skipRegex(source: string, i: number): number {
  let inClass = false;
  for (; i < source.length; i++) {
    const char = source[i]!;
    if (char === "\\") i++;
    else if (char === "\n") return i;
    else if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    else if (char === "/" && !inClass) return i + 1;
  }
  return i;
}
