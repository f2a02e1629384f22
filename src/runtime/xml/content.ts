/**
 * Reads the content of one element (`<name>` or a parameter) up to its closing tag: text with
 * entities decoded, CDATA kept verbatim, comments skipped. Nested elements are an error (the
 * reference silently dropped their text). Leading whitespace before the value and trailing whitespace
 * after it are trimmed only where they are plain text: CDATA content is never trimmed.
 */
import { decodeEntities } from "./entities.js";
import { isCallName, isCallOpen, isNameStart, Malformed, readTag, skipComment } from "./scanner.js";

const CDATA_OPEN = "<![CDATA[";

/** An element's decoded value and the index after its closing tag. */
export interface Content {
  value: string;
  end: number;
}

/** Accumulates value pieces and remembers where the trailing plain-text run starts. */
class ValueBuilder {
  out = "";
  /** Index in `out` where the current run of plain text began; -1 after CDATA. */
  runStart = 0;
  /** Nothing but whitespace seen yet: that indentation is dropped. */
  leading = true;

  text(piece: string): void {
    if (this.runStart < 0) this.runStart = this.out.length;
    if (this.leading) {
      piece = piece.trimStart();
      this.leading = piece === "";
    }
    this.out += piece;
  }

  cdata(piece: string): void {
    this.out += piece;
    this.runStart = -1;
    this.leading = false;
  }

  finish(): string {
    return this.runStart < 0 ? this.out : this.out.slice(0, this.runStart) + this.out.slice(this.runStart).trimEnd();
  }
}

function closingMatches(tagName: string, opened: string, foldCase: boolean): boolean {
  return tagName === opened || (foldCase && tagName.toLowerCase() === opened.toLowerCase());
}

function closingTag(text: string, at: number, opened: string, foldCase: boolean): number {
  const tag = readTag(text, at);
  if (closingMatches(tag.name, opened, foldCase)) return tag.end;
  if (isCallName(tag.name)) throw new Malformed(`<${opened}> is not closed before </tool_call>`, at);
  throw new Malformed(`found </${tag.name}> where </${opened}> was expected`, at);
}

/** Reads from `at` (just after `<opened>`) to the end of `</opened>`. */
export function readContent(text: string, at: number, opened: string, foldCase: boolean): Content {
  const value = new ValueBuilder();
  for (;;) {
    const lt = text.indexOf("<", at);
    if (lt < 0) throw new Malformed(`<${opened}> is not closed`, text.length, true);
    if (lt > at) value.text(decodeEntities(text.slice(at, lt)));
    const next = text.charCodeAt(lt + 1);
    if (text.startsWith(CDATA_OPEN, lt)) {
      const close = text.indexOf("]]>", lt + CDATA_OPEN.length);
      if (close < 0) throw new Malformed(`a CDATA section in <${opened}> is not closed`, text.length, true);
      value.cdata(text.slice(lt + CDATA_OPEN.length, close));
      at = close + 3;
    } else if (text.startsWith("<!--", lt)) {
      at = skipComment(text, lt);
    } else if (next === 0x2f /* / */ && isNameStart(text.charCodeAt(lt + 2))) {
      return { value: value.finish(), end: closingTag(text, lt, opened, foldCase) };
    } else if (isCallOpen(text, lt)) {
      throw new Malformed(`<${opened}> is not closed before the next <tool_call>`, lt, true);
    } else if (isNameStart(next)) {
      const nested = readTag(text, lt).name;
      throw new Malformed(`<${opened}> contains a nested element <${nested}>; write the value as text or wrap it in <![CDATA[...]]>`, lt);
    } else {
      // A `<` that starts no tag (`a < b`) is ordinary text, as the reference's fallback read it.
      value.text("<");
      at = lt + 1;
    }
  }
}
