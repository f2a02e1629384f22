/**
 * Change records → diagnostics: each record is placed in the current project (./where.ts), gets the
 * baseline's position as a related location, and goes through the ordinary finaliser, so `rules:`
 * severities and inline `# toolc-ignore` comments apply as to every other rule.
 */
import type { Catalog } from "../../runtime/catalog.js";
import type { Finding, RelatedFinding } from "../diagnostics/finding.js";
import { finalize } from "../diagnostics/finalize.js";
import type { Suppressions } from "../diagnostics/suppress.js";
import type { Diagnostic, SeveritySetting } from "../diagnostics/types.js";
import type { SourceText, Span } from "../source/text.js";
import { changeRuleDefaults } from "./rules.js";
import type { ChangeRecord } from "./types.js";
import type { Locator } from "./where.js";

/** The current project as the finaliser needs it. */
export interface CurrentSide {
  locate: Locator;
  sources: ReadonlyMap<string, SourceText>;
  /** The inline suppressions of the given files (only files with findings are scanned). */
  suppressions: (files: ReadonlySet<string>) => ReadonlyMap<string, Suppressions>;
  settings: Readonly<Record<string, SeveritySetting>>;
}

/** The baseline: its catalog, and where its definitions are when it was a project (not a `catalog.json`). */
export interface BaselineSide {
  catalog: Catalog;
  /** Shown in related locations, e.g. `HEAD~1`. */
  label: string;
  locate?: Locator;
  sources?: ReadonlyMap<string, SourceText>;
}

/** Baseline files share paths with current ones; they are keyed apart while positions are computed. */
const BASE = "\u0000baseline:";

/** The diagnostics of `records`: positioned, configured, suppressed, sorted. */
export function changeDiagnostics(records: readonly ChangeRecord[], current: CurrentSide, baseline: BaselineSide): Diagnostic[] {
  const findings = records.map((record): Finding => {
    const related = relatedOf(record, baseline);
    return { rule: record.rule, at: placeOf(record, current.locate, baseline.catalog), message: record.message, ...(record.hint ? { hint: record.hint } : {}), ...(related ? { related: [related] } : {}) };
  });
  const sources = new Map(current.sources);
  for (const [file, source] of baseline.sources ?? []) sources.set(BASE + file, source);
  const diagnostics = finalize(findings, { sources, defaults: changeRuleDefaults(), settings: current.settings, suppressions: current.suppressions(new Set(findings.map((f) => f.at.file))) });
  return diagnostics.map((d) => ({ ...d, related: d.related.map((r) => (r.file.startsWith(BASE) ? { ...r, file: r.file.slice(BASE.length) } : r)) }));
}

/**
 * The current position of a record. Something removed has none: a removed tool is reported at an agent
 * that enabled it (still there), a removed agent or an unplaceable tool at the definitions folder.
 */
function placeOf(record: ChangeRecord, locate: Locator, base: Catalog): Span {
  const found = locate.find(record.current);
  if (found) return found;
  const place = record.current;
  if (place.kind === "agent") return locate.folder("agent");
  const tool = place.tool;
  for (const [agent, entry] of Object.entries(base.agents)) {
    if (!Object.values(entry.tools).some((grant) => grant.ref === tool)) continue;
    const span = locate.find({ kind: "agent", agent });
    if (span) return span;
  }
  return locate.folder("tool");
}

function relatedOf(record: ChangeRecord, baseline: BaselineSide): RelatedFinding | undefined {
  const span = record.baseline && baseline.locate?.find(record.baseline);
  if (!span) return undefined;
  return { at: { ...span, file: BASE + span.file }, message: `in the baseline (${baseline.label})` };
}
