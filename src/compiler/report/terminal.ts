/**
 * Terminal safety and column arithmetic for text output. Definition files are untrusted input: a
 * value or source line holding ESC, CR or a bidi override must not be able to recolour the terminal,
 * overwrite earlier lines or visually reorder the snippet ("Trojan Source").
 */

/** Tab stops used when a source line is shown; tabs are expanded so carets stay aligned. */
export const TAB_WIDTH = 4;

/** Shown instead of a bidirectional-formatting character. */
const REPLACEMENT = "\uFFFD";

const BIDI_CONTROL = /^[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]$/;
const ZERO_WIDTH = /^(?:\p{Mn}|\p{Me}|[\u200B-\u200D\u2060\uFE00-\uFE0F])$/u;

/**
 * The visible form of one code point: C0/C1 controls and DEL become Unicode control pictures
 * (e.g. ESC → `␛`), bidi controls become U+FFFD, anything else is kept. Tabs are the caller's business.
 */
export function visibleChar(char: string): string {
  const cp = char.codePointAt(0)!;
  if (cp < 0x20) return String.fromCodePoint(0x2400 + cp);
  if (cp === 0x7f) return "\u2421";
  if (cp >= 0x80 && cp < 0xa0) return REPLACEMENT;
  if (BIDI_CONTROL.test(char)) return REPLACEMENT;
  return char;
}

/** The number of terminal cells a visible code point occupies (0 for combining marks, 2 for wide CJK/emoji). */
export function cellWidth(char: string): number {
  if (ZERO_WIDTH.test(char)) return 0;
  return isWide(char.codePointAt(0)!) ? 2 : 1;
}

/** A one-line, terminal-safe copy of a message, hint or path: tabs become spaces, controls become visible. */
export function sanitizeInline(text: string): string {
  let out = "";
  for (const char of text) out += char === "\t" ? " " : visibleChar(char);
  return out;
}

/** East Asian Wide/Fullwidth ranges and the common emoji blocks, which terminals draw two cells wide. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}
