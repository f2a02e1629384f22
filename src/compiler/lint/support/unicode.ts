/**
 * Unicode classification for the deception rules: characters that render as nothing (or reorder what is around
 * them), and the script of a letter. Plain data and regular expressions with Unicode property escapes, so the
 * result is the same on every machine.
 * @see ../../../../docs/rules.md §11 unicode-hidden, unicode-confusable
 */
import type { ValueRange } from "../../model/field.js";
import type { TextKind } from "./text-sites.js";

/** A run of hidden characters in a string. */
export interface HiddenRun extends ValueRange {
  /** The code points of the run, e.g. `U+200B`. */
  codes: string[];
  /** The ASCII text that Unicode tag characters in the run spell, when there are any. */
  tagText?: string;
}

/** Names of the hidden characters, for messages. */
const NAMES: Readonly<Record<number, string>> = {
  0x00ad: "soft hyphen",
  0x034f: "combining grapheme joiner",
  0x061c: "arabic letter mark",
  0x180e: "mongolian vowel separator",
  0x200b: "zero width space",
  0x200c: "zero width non-joiner",
  0x200d: "zero width joiner",
  0x200e: "left-to-right mark",
  0x200f: "right-to-left mark",
  0x202a: "left-to-right embedding",
  0x202b: "right-to-left embedding",
  0x202c: "pop directional formatting",
  0x202d: "left-to-right override",
  0x202e: "right-to-left override",
  0x2060: "word joiner",
  0x2066: "left-to-right isolate",
  0x2067: "right-to-left isolate",
  0x2068: "first strong isolate",
  0x2069: "pop directional isolate",
  0xfeff: "zero width no-break space",
};

/** Always hidden: controls, invisible formatting, fillers, bidi embeddings/overrides/isolates, tags. */
const ALWAYS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u115F\u1160\u180E\u200B\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/u;
const TAG = /[\u{E0000}-\u{E007F}]/u;
const JOINER = /[\u200C\u200D]/u;
const BIDI_MARK = /[\u200E\u200F\u061C]/u;
const VARIATION = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
/** Any character the checks below look at: text without one (nearly all text) needs no walk, one test instead. */
const CANDIDATE = new RegExp([ALWAYS, TAG, JOINER, BIDI_MARK, VARIATION].map((re) => re.source).join("|"), "u");
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const JOINABLE = /[\p{L}\p{M}\p{Extended_Pictographic}]/u;

/**
 * The runs of hidden characters in `text`. In prose (descriptions, enum values, defaults) the characters real text
 * needs are allowed: a joiner between letters or inside an emoji sequence, a bidi mark in right-to-left text, a single
 * variation selector after a character, and tags inside an emoji flag sequence (U+1F3F4 … U+E007F). Names allow none.
 */
export function hiddenRuns(text: string, kind: TextKind): HiddenRun[] {
  if (!CANDIDATE.test(text)) return [];
  const chars = Array.from(text);
  const prose = kind !== "name";
  const rtl = RTL_LETTER.test(text);
  const runs: HiddenRun[] = [];
  let offset = 0;
  let flag = false;
  chars.forEach((char, i) => {
    if (char === "\u{1F3F4}") flag = true;
    else if (!TAG.test(char)) flag = false;
    if (isHidden(chars, i, prose, rtl, flag)) addTo(runs, char, offset);
    offset += char.length;
  });
  return runs;
}

function isHidden(chars: readonly string[], i: number, prose: boolean, rtl: boolean, flag: boolean): boolean {
  const char = chars[i]!;
  if (ALWAYS.test(char)) return true;
  if (TAG.test(char)) return !(prose && flag);
  if (JOINER.test(char)) return !(prose && JOINABLE.test(chars[i - 1] ?? "") && JOINABLE.test(chars[i + 1] ?? ""));
  if (BIDI_MARK.test(char)) return !(prose && rtl);
  if (VARIATION.test(char)) return !prose || i === 0 || VARIATION.test(chars[i - 1]!) || VARIATION.test(chars[i + 1] ?? "");
  return false;
}

function addTo(runs: HiddenRun[], char: string, offset: number): void {
  const code = char.codePointAt(0)!;
  const last = runs[runs.length - 1];
  const run = last && last.end === offset ? last : { start: offset, end: offset, codes: [] };
  if (run !== last) runs.push(run);
  run.end = offset + char.length;
  run.codes.push(codeLabel(code));
  if (code >= 0xe0020 && code <= 0xe007e) run.tagText = (run.tagText ?? "") + String.fromCodePoint(code - 0xe0000);
}

/** `U+200B (zero width space)`, or just `U+E0041` for characters without a short name here. */
export function codeLabel(code: number): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = NAMES[code];
  return name ? `${hex} (${name})` : hex;
}

/** Scripts a letter is checked against; others count as `other`. CJK scripts combine per UTS #39. */
const SCRIPTS = [
  "Latin", "Greek", "Cyrillic", "Armenian", "Hebrew", "Arabic", "Georgian", "Cherokee", "Han", "Hiragana", "Katakana", "Hangul",
  "Bopomofo", "Thai", "Devanagari", "Bengali", "Tamil", "Ethiopic", "Coptic", "Canadian_Aboriginal", "Tifinagh", "Lisu", "Vai",
].map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, "u")] as const);
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const LETTER = /^[\p{L}\p{M}]$/u;

/** The script of one character, or undefined for digits, punctuation and combining marks shared by all scripts. */
export function scriptOf(char: string): string | undefined {
  if (!LETTER.test(char) || NEUTRAL.test(char)) return undefined;
  return SCRIPTS.find(([, re]) => re.test(char))?.[0] ?? "other";
}

/** Script sets that one writing system mixes legitimately (UTS #39 "highly restrictive"), Latin allowed with each. */
const COMBINED = [new Set(["Han", "Hiragana", "Katakana"]), new Set(["Han", "Bopomofo"]), new Set(["Han", "Hangul"])];
/** Scripts whose letters are most easily mistaken for Latin ones (UTS #39 "moderately restrictive" excludes them). */
const LOOKALIKE = new Set(["Greek", "Cyrillic", "Cherokee", "Armenian"]);

/**
 * True when the scripts of one name would not pass UTS #39's "moderately restrictive" level: more than one script,
 * unless it is Latin plus one writing system (CJK combinations count as one) that is not Greek, Cyrillic, Cherokee or
 * Armenian.
 */
export function mixedScripts(scripts: ReadonlySet<string>): boolean {
  const rest = [...scripts].filter((s) => s !== "Latin");
  if (rest.length === 0 || (rest.length === 1 && !scripts.has("Latin"))) return false;
  if (COMBINED.some((set) => rest.every((s) => set.has(s)))) return false;
  return !(scripts.has("Latin") && rest.length === 1 && !LOOKALIKE.has(rest[0]!));
}
