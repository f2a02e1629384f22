/**
 * `toolc lock --check` and `toolc compile --check`: the current definitions against `toolc.lock`. Each tool
 * whose entry differs gets one `lock-mismatch` at its definition naming the changed fields; entries of tools
 * that are gone, and pinned files that changed, are reported at the lock file and at the file.
 */
import type { BuiltCatalog } from "../catalog/index.js";
import { locator } from "../change/where.js";
import type { Place } from "../change/types.js";
import type { Finding } from "../diagnostics/finding.js";
import type { Model } from "../model/types.js";
import type { Project } from "../project/types.js";
import { fileSpan, type SourceText, type Span } from "../source/text.js";
import { LOCKED_FIELDS, type LockEntry, type LockedField } from "./entry.js";
import { LOCK_FILE, lockOf, parseLock } from "./file.js";
import { LOCK_MISMATCH } from "./rule.js";

const HINT = "if the change is intended, review it and run `toolc lock` to record it";

/** The `lock-mismatch` findings of `project` (its `model`, its catalog `built`) against the lock file `lockSource`. */
export function lockFindings(project: Project, model: Model, built: BuiltCatalog, lockSource: SourceText): Finding[] {
  const parsed = parseLock(lockSource.text);
  if (typeof parsed === "string") return [finding(fileSpan(LOCK_FILE), `\`${LOCK_FILE}\` cannot be read: ${parsed}`, "run `toolc lock` to write it again")];
  const current = lockOf(project, built.catalog);
  const locate = locator(model, built);
  const findings: Finding[] = [];
  for (const [key, entry] of Object.entries(current.tools)) {
    const locked = Object.hasOwn(parsed.tools, key) ? parsed.tools[key] : undefined;
    const at = (place: Place): Span => locate.find(place) ?? locate.folder("tool");
    if (!locked) {
      findings.push(finding(at({ kind: "tool", tool: key }), `tool \`${key}\` is not in \`${LOCK_FILE}\``));
      continue;
    }
    if (locked.sha256 === entry.sha256) continue;
    const changed = LOCKED_FIELDS.filter((field) => JSON.stringify(locked[field]) !== JSON.stringify(entry[field]));
    const shown = changed.length > 0 ? changed.map((field) => `\`${field}\``).join(", ") : "its locked content";
    findings.push(finding(at(placeOf(key, changed[0], locked, entry)), `tool \`${key}\` no longer matches \`${LOCK_FILE}\`: ${shown} changed${agentsNote(locked, entry, changed)}`));
  }
  for (const key of Object.keys(parsed.tools)) {
    if (!Object.hasOwn(current.tools, key)) findings.push(finding(lockSpan(lockSource, key), `tool \`${key}\` is in \`${LOCK_FILE}\` but no longer defined`));
  }
  for (const [file, pinned] of Object.entries(current.files)) {
    if (parsed.files[file] !== pinned) findings.push(finding(fileSpan(file), `\`${file}\` ${Object.hasOwn(parsed.files, file) ? "changed since" : "is not pinned in"} \`${LOCK_FILE}\``));
  }
  return findings;
}

function finding(at: Span, message: string, hint = HINT): Finding {
  return { rule: LOCK_MISMATCH.id, at, message, hint };
}

/** The definition a changed field is written at. */
function placeOf(key: string, field: LockedField | undefined, locked: LockEntry, entry: LockEntry): Place {
  if (field === "agents") {
    const agent = changedAgents(locked, entry)[0];
    if (agent) return Object.hasOwn(entry.agents, agent) ? { kind: "grant", agent, tool: key } : { kind: "agent", agent };
  }
  if (field === "inputSchema") return { kind: "parameter", tool: key, pointer: [] };
  const keyOf: Partial<Record<LockedField, string>> = { description: "description", risk: "risk", approval: entry.kind === "http" ? "permission" : "approval_policy", target: entry.kind === "http" ? "endpoint" : "entrypoint" };
  const own = field ? keyOf[field] : undefined;
  return own ? { kind: "tool", tool: key, field: own } : { kind: "tool", tool: key };
}

function changedAgents(locked: LockEntry, entry: LockEntry): string[] {
  const names = new Set([...Object.keys(locked.agents ?? {}), ...Object.keys(entry.agents)]);
  return [...names].sort().filter((agent) => locked.agents?.[agent] !== entry.agents[agent]);
}

function agentsNote(locked: LockEntry, entry: LockEntry, changed: readonly LockedField[]): string {
  if (!changed.includes("agents")) return "";
  const agents = changedAgents(locked, entry).map((agent) => `${agent}: ${locked.agents?.[agent] ?? "none"} → ${entry.agents[agent] ?? "none"}`);
  return ` (${agents.join(", ")})`;
}

/** The line of `key`'s entry in the lock file (1:1 when it cannot be found). */
function lockSpan(source: SourceText, key: string): Span {
  const needle = `    ${JSON.stringify(key)}: {`;
  const start = source.text.indexOf(needle);
  return start === -1 ? fileSpan(LOCK_FILE) : { file: LOCK_FILE, start: start + 4, end: start + needle.length - 3 };
}
