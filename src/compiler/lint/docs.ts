/**
 * Rule documentation, read from the shipped `docs/rules.md` (the normative catalogue) so that
 * `toolc explain`, SARIF help and the docs can never disagree.
 * @see ../../../docs/rules.md §3 (Rule index) and §5–§11 (one `### <rule-id>` section per rule)
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { nearestMany } from "../diagnostics/nearest.js";
import type { RuleDoc, Severity } from "../diagnostics/types.js";
import { findPackageRoot } from "../../package-info.js";

/** One rule's documentation section. */
export interface RuleDocumentation {
  id: string;
  /** The one-line sentence under the heading, e.g. "YAML that cannot be parsed." */
  title: string;
  /** The whole section, heading included, as Markdown. */
  markdown: string;
}

/** A row of the §3 rule index, joined with its section's title. */
export interface RuleDocEntry extends RuleDoc {
  /** Every severity the rule can default to, e.g. `["error", "warn"]` for `timeout-range`; `defaultSeverity` is the first. */
  severities: Severity[];
  /** File kinds from rules.md §1.6, e.g. `["md-tool", "core-tool"]`. */
  appliesTo: string[];
  /** The index's short trigger text, as Markdown. */
  trigger: string;
  /** The index group the rule is listed under, e.g. "Parsing and structure". */
  group: string;
}

/** The parsed catalogue. */
export interface RuleCatalogueDocs {
  sections: ReadonlyMap<string, RuleDocumentation>;
  index: readonly RuleDocEntry[];
}

let cached: RuleCatalogueDocs | undefined;

/** The documentation section of rule `id`, or `undefined` for an unknown id (ids are case-sensitive). */
export function ruleDocumentation(id: string): RuleDocumentation | undefined {
  return loadDocs().sections.get(id);
}

/** Every rule of the §3 index in catalogue order, with the one-line description from its section. */
export function allRuleDocs(): RuleDocEntry[] {
  return [...loadDocs().index];
}

/** Up to `n` known rule ids for a "did you mean" list, nearest first (rules.md §1.5 policy). */
export function nearestRuleIds(id: string, n = 3): string[] {
  return nearestMany(id, loadDocs().index.map((entry) => entry.id), n);
}

/** Reads and parses `docs/rules.md` on first use; later calls reuse the result. */
function loadDocs(): RuleCatalogueDocs {
  cached ??= parseRulesMarkdown(readFileSync(join(findPackageRoot(moduleDir()), "docs", "rules.md"), "utf8"));
  return cached;
}

function moduleDir(): string {
  return dirname(fileURLToPath(import.meta.url));
}

const RULE_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const FENCE = /^\s*(```|~~~)/;
const SEVERITIES: readonly string[] = ["error", "warn", "info"];

/** Parses the catalogue text: `### <rule-id>` sections (outside code fences) and the §3 index table. */
export function parseRulesMarkdown(markdown: string): RuleCatalogueDocs {
  const lines = markdown.split(/\r?\n/);
  const sections = new Map<string, RuleDocumentation>();
  const indexRows: string[] = [];
  let current: { id: string; lines: string[] } | undefined;
  let inIndex = false;
  let inFence = false;
  const close = (): void => {
    if (current) sections.set(current.id, toSection(current.id, current.lines));
    current = undefined;
  };
  for (const line of lines) {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(line);
    if (heading && heading[1]!.length <= 3) {
      close();
      if (heading[1] === "##") inIndex = /^\d+\.\s+rule index$/i.test(heading[2]!);
      if (heading[1] === "###" && RULE_ID.test(heading[2]!)) current = { id: heading[2]!, lines: [] };
    }
    current?.lines.push(line);
    if (inIndex && line.startsWith("|")) indexRows.push(line);
  }
  close();
  return { sections, index: parseIndex(indexRows, sections) };
}

function toSection(id: string, lines: string[]): RuleDocumentation {
  let end = lines.length;
  while (end > 1 && lines[end - 1]!.trim() === "") end--;
  const body = lines.slice(0, end);
  const title = body.slice(1).find((line) => line.trim() !== "")?.trim() ?? "";
  return { id, title, markdown: body.join("\n") + "\n" };
}

/** Turns the index table rows into entries; group rows (`| **Core** ||||`) name the following rules' group. */
function parseIndex(rows: string[], sections: ReadonlyMap<string, RuleDocumentation>): RuleDocEntry[] {
  const entries: RuleDocEntry[] = [];
  let group = "";
  for (const row of rows) {
    const cells = splitRow(row);
    const first = cells[0] ?? "";
    const bold = /^\*\*(.+)\*\*$/.exec(first);
    if (bold) group = bold[1]!;
    if (!RULE_ID.test(first) || cells.length < 4) continue;
    const severities = cells[1]!.split("/").map((s) => s.trim()).filter((s) => SEVERITIES.includes(s)) as Severity[];
    // The header row (`| id | default | … |`) has no severity and is skipped here.
    if (severities.length === 0) continue;
    const trigger = cells[3]!;
    entries.push(
      Object.freeze({
        id: first,
        defaultSeverity: severities[0] ?? "error",
        description: sections.get(first)?.title || trigger,
        severities,
        appliesTo: cells[2]!.split(",").map((s) => s.trim()).filter((s) => s !== ""),
        trigger,
        group,
      }),
    );
  }
  return entries;
}

/** The trimmed cells of a Markdown table row; `\|` is a literal pipe inside a cell. */
function splitRow(row: string): string[] {
  const inner = row.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}
