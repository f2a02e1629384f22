/**
 * `--format sarif`: a SARIF 2.1.0 log with one run, for GitHub code scanning and other SARIF viewers.
 * URIs are relative to `%SRCROOT%` (the project root), columns are UTF-16 code units (as JS strings
 * and the `yaml` package count them), and every result carries a line-number-free fingerprint so an
 * alert survives edits elsewhere in the file.
 * @see ../../../../shared/spec/README.md §3 (SARIF)
 * @see https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html
 */
import { createHash } from "node:crypto";
import { isAbsolute } from "node:path";
import { pathToFileURL } from "node:url";
import type { Diagnostic, RuleDoc, Severity } from "../diagnostics/types.js";
import { ruleDocumentation, type RuleDocumentation } from "../lint/docs.js";
import { markdownToPlainText } from "./plain-text.js";
import { createLineLookup, type LineLookup } from "./source-lines.js";
import type { Formatter, ReportInput } from "./types.js";

/** The `$schema` written into every log (the OASIS errata01 schema id). */
export const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/** `tool.driver.informationUri`. */
export const TOOL_INFORMATION_URI = "https://www.npmjs.com/package/toolc";

/** The `partialFingerprints` key; bump the suffix if the hashed fields ever change. */
export const FINGERPRINT_KEY = "toolcDiagnostic/v1";

/** Source text hashed into a fingerprint is capped so a huge one-line file costs no more than a short one. */
const FINGERPRINT_LINE_CHARS = 1024;

const LEVEL: Record<Severity, "error" | "warning" | "note"> = { error: "error", warn: "warning", info: "note" };

/** Looks up a rule's documentation section; injected so the formatter stays pure and testable. */
export type RuleDocLookup = (id: string) => RuleDocumentation | undefined;

type Json = Record<string, unknown>;

/** Builds a SARIF formatter that takes rule help from `lookup`. */
export function createSarifFormatter(lookup: RuleDocLookup): Formatter {
  return (input) => JSON.stringify(sarifLog(input, lookup), null, 2) + "\n";
}

/** Formats the report as SARIF 2.1.0, with rule help from the shipped `docs/rules.md`. */
export const sarif: Formatter = createSarifFormatter(ruleDocumentation);

function sarifLog(input: ReportInput, lookup: RuleDocLookup): Json {
  const ruleIndex = new Map(input.rules.map((rule, index) => [rule.id, index]));
  const lines = createLineLookup(input.sources);
  const seen = new Map<string, number>();
  const results = input.diagnostics.map((d) => resultJson(d, ruleIndex.get(d.rule), fingerprint(d, lines, seen)));
  const run = {
    tool: {
      driver: {
        name: "toolc",
        version: input.toolVersion,
        informationUri: TOOL_INFORMATION_URI,
        rules: input.rules.map((rule) => ruleJson(rule, lookup(rule.id))),
      },
    },
    originalUriBaseIds: { "%SRCROOT%": srcRoot(input.root) },
    columnKind: "utf16CodeUnits",
    results,
  };
  return { $schema: SARIF_SCHEMA_URI, version: "2.1.0", runs: [run] };
}

/** A `reportingDescriptor`: short = the catalogue sentence, full = its "Triggers when" paragraph, help = the section. */
function ruleJson(rule: RuleDoc, doc: RuleDocumentation | undefined): Json {
  const body = doc ? doc.markdown.split("\n").slice(1).join("\n").trim() : "";
  const triggers = /^Triggers when:[^\n]*(?:\n(?!\n)[^\n]*)*/m.exec(body)?.[0];
  return {
    id: rule.id,
    shortDescription: { text: rule.description },
    fullDescription: { text: triggers ? markdownToPlainText(triggers) : rule.description },
    help: body ? { text: markdownToPlainText(body), markdown: body } : { text: rule.description },
    defaultConfiguration: { level: LEVEL[rule.defaultSeverity] },
  };
}

function resultJson(d: Diagnostic, ruleIndex: number | undefined, fingerprint: string): Json {
  const result: Json = { ruleId: d.rule };
  if (ruleIndex !== undefined) result.ruleIndex = ruleIndex;
  result.level = LEVEL[d.severity];
  result.message = { text: d.hint ? `${d.message}\nhint: ${d.hint}` : d.message };
  result.locations = d.file === "" ? [] : [{ physicalLocation: physicalLocation(d.file, d) }];
  if (d.related.length > 0) {
    result.relatedLocations = d.related.map((r, id) => ({
      id,
      physicalLocation: physicalLocation(r.file, { line: r.line, column: r.column }),
      message: { text: r.message },
    }));
  }
  result.partialFingerprints = { [FINGERPRINT_KEY]: fingerprint };
  return result;
}

interface Position {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

/** A `physicalLocation`; positions before line 1 (directories) get no region, SARIF requires lines ≥ 1. */
function physicalLocation(file: string, at: Position): Json {
  const artifactLocation = { uri: fileUri(file), uriBaseId: "%SRCROOT%" };
  if (!(at.line >= 1)) return { artifactLocation };
  const region: Json = { startLine: at.line, startColumn: Math.max(1, at.column) };
  if (at.endLine !== undefined && at.endColumn !== undefined) {
    const endLine = Math.max(at.endLine, at.line);
    region.endLine = endLine;
    region.endColumn = endLine === at.line ? Math.max(at.endColumn, at.column, 1) : Math.max(1, at.endColumn);
  }
  return { artifactLocation, region };
}

/** A relative URI reference for a `/`-separated project path: each segment percent-encoded (spaces, `#`, `%`, `?`). */
export function fileUri(file: string): string {
  return file.split("/").map(encodeURIComponent).join("/");
}

function srcRoot(root: string | undefined): Json {
  if (root !== undefined && isAbsolute(root)) {
    const href = pathToFileURL(root).href;
    return { uri: href.endsWith("/") ? href : href + "/" };
  }
  return { description: { text: "The project root that toolc checked." } };
}

/**
 * A stable identity for a result: SHA-256 of rule, file, message and the trimmed text of the primary
 * line, deliberately without the line number so inserting lines above does not reopen the alert.
 * Identical findings on identical lines are told apart by an occurrence suffix (`:1`, `:2`, …) in
 * report order, as GitHub does for its own `primaryLocationLineHash`.
 */
function fingerprint(d: Diagnostic, lines: LineLookup, seen: Map<string, number>): string {
  const lineText = (lines(d.file, d.line) ?? "").trim().slice(0, FINGERPRINT_LINE_CHARS);
  const hash = createHash("sha256").update([d.rule, d.file, d.message, lineText].join("\0")).digest("hex").slice(0, 32);
  const occurrence = (seen.get(hash) ?? 0) + 1;
  seen.set(hash, occurrence);
  return `${hash}:${occurrence}`;
}
