/**
 * One `toolc.lock` entry per tool: everything the model sees (name, description, input schema) or the user
 * approved (risk, approval, each agent's permission, what the tool calls), in readable form where it is
 * short and as a digest where it is long, plus one sha256 over all of it. MCP annotations are derived from
 * the method, permission and risk, so locking those locks them.
 */
import { createHash } from "node:crypto";
import type { Catalog, CatalogTool } from "../../runtime/catalog.js";
import { canonicalJson } from "../change/same.js";
import { setOwn } from "../own.js";

/** A tool's locked fields, in the order `toolc.lock` lists them. */
export interface LockEntry {
  /** sha256 of the canonical JSON of every field below, in full (descriptions and schemas included). */
  sha256: string;
  name: string;
  kind: string;
  /** `sha256:<16 hex>` of the text the model reads. */
  description: string;
  /** `sha256:<16 hex>` of the canonical input schema. */
  inputSchema: string;
  risk: string | null;
  /** The tool's own permission (Markdown) or approval policy (core). */
  approval: string | null;
  /** Agent → effective permission, for every agent that enables the tool. */
  agents: Record<string, string>;
  /** What runs: `POST https://…` for HTTP tools, `<module>:<function> [capability]` for authored ones. */
  target: string | null;
}

/** The names of the fields a mismatch can name, as `toolc.lock` spells them. */
export const LOCKED_FIELDS = ["name", "kind", "description", "inputSchema", "risk", "approval", "agents", "target"] as const;

/** A locked field's name. */
export type LockedField = (typeof LOCKED_FIELDS)[number];

/** The lock entry of every tool of `catalog`, by catalog key (code-point order, as the catalog's keys are). */
export function lockEntries(catalog: Catalog): Record<string, LockEntry> {
  const agentsOf = new Map<string, Record<string, string>>();
  for (const [agent, entry] of Object.entries(catalog.agents)) {
    for (const grant of Object.values(entry.tools)) {
      const map = agentsOf.get(grant.ref) ?? {};
      setOwn(map, agent, grant.permission);
      agentsOf.set(grant.ref, map);
    }
  }
  const entries: Record<string, LockEntry> = {};
  for (const [key, tool] of Object.entries(catalog.tools)) setOwn(entries, key, entryOf(tool, sortedRecord(agentsOf.get(key) ?? {})));
  return entries;
}

function entryOf(tool: CatalogTool, agents: Record<string, string>): LockEntry {
  const full = { name: tool.name, kind: tool.kind, description: tool.description, inputSchema: tool.inputSchema, risk: tool.risk, approval: tool.permission ?? tool.approvalPolicy, agents, target: targetOf(tool) };
  return {
    sha256: sha256(canonicalJson(full)),
    ...full,
    description: digest(full.description),
    inputSchema: digest(canonicalJson(full.inputSchema)),
  };
}

function targetOf(tool: CatalogTool): string | null {
  if (tool.http) return `${tool.http.method} ${tool.http.endpoint}`;
  if (tool.authored) return `${tool.authored.entrypoint} [${tool.authored.capability}]`;
  return null;
}

/** `sha256:` and the first 16 hex digits: enough to notice a change, short enough to read in a diff. */
export function digest(text: string): string {
  return `sha256:${sha256(text).slice(0, 16)}`;
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function sortedRecord(record: Record<string, string>): Record<string, string> {
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(record).sort()) setOwn(sorted, key, record[key]!);
  return sorted;
}
