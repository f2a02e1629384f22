/**
 * The variable names a `secrets.env` source defines. Only names are read, never kept values, so no
 * secret can end up in a diagnostic.
 * @see ../../../../docs/rules.md §7 secret-unresolved
 */
import { environmentNames, readFileSync } from "../../inputs/traced-fs.js";
import path from "node:path";

/** The names defined by `sources` (dotenv paths relative to `root`, or `process`). */
export function definedNames(root: string, sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    const found = source === "process" ? environmentNames() : dotenvNames(readOrEmpty(path.resolve(root, source)));
    for (const name of found) names.add(name);
  }
  return names;
}

/** A missing or unreadable dotenv file counts as empty (rules.md). */
function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

const ASSIGNMENT = /^\s*(?:export\s+)?([\p{L}\p{N}_.-]+)\s*=\s*(.*)$/u;

/**
 * The names assigned in dotenv text: `KEY=value` lines, `export KEY=…`, `#` comments. A quoted value
 * may span lines (python-dotenv allows it); its continuation lines are skipped so they never count as
 * assignments. An empty value still defines the name.
 */
export function dotenvNames(text: string): string[] {
  const names: string[] = [];
  let openQuote: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (openQuote) {
      if (closes(line, openQuote)) openQuote = undefined;
      continue;
    }
    const m = ASSIGNMENT.exec(line);
    if (!m || line.trimStart().startsWith("#")) continue;
    names.push(m[1]!);
    const rest = m[2]!;
    const quote = rest[0];
    if ((quote === '"' || quote === "'") && !closes(rest.slice(1), quote)) openQuote = quote;
  }
  return names;
}

/** True when `text` holds an unescaped `quote`. */
function closes(text: string, quote: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === quote) return true;
  }
  return false;
}
