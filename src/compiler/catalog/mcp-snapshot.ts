/**
 * The inputs of the MCP name catalogue: the `mcp.snapshot` file (which tools each server lists) and what
 * an MCP manifest lets through (`enabled`, `tools.include`/`exclude`). Public API: ./mcp-names.ts.
 * @see ../../../docs/rules.md §1.1 (mcp.snapshot), ../../../../shared/reference/agent-core-reference.md §2.7
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { itemsOf, kindOf, nodeSpan, scalarValue, stringValue, valueOf, type YamlDoc } from "../parse/nodes.js";
import type { DefinitionFile, Project } from "../project/types.js";
import type { Span } from "../source/text.js";

/** Server id → raw tool names (non-empty, first occurrence kept), both in file order. */
export type McpSnapshot = Map<string, string[]>;

/** One server's tool list before naming: its id, the file it comes from and its raw tool names. */
export interface ManifestServer {
  id: string;
  /** Project-relative manifest path (Markdown: the snapshot path). */
  path: string;
  inSnapshot: boolean;
  /** Raw names in catalog order; `at` is set for names that come from an `include` entry. */
  tools: { name: string; at?: Span }[];
}

const snapshots = new WeakMap<Project, { snapshot?: McpSnapshot }>();

/** The parsed `mcp.snapshot` of `project`, read once per run; undefined when unset, unreadable or malformed. */
export function readMcpSnapshot(project: Project): McpSnapshot | undefined {
  let entry = snapshots.get(project);
  if (!entry) {
    const snapshot = loadSnapshot(project);
    entry = snapshot ? { snapshot } : {};
    snapshots.set(project, entry);
  }
  return entry.snapshot;
}

function loadSnapshot(project: Project): McpSnapshot | undefined {
  const file = project.config.mcp.snapshot;
  if (!file) return undefined;
  let data: unknown;
  try {
    // JSON is YAML, so one parser reads both forms.
    data = parse(readFileSync(path.resolve(project.root, file), "utf8"));
  } catch {
    return undefined;
  }
  const servers = isRecord(data) ? data["servers"] : undefined;
  if (!isRecord(servers)) return undefined;
  const snapshot: McpSnapshot = new Map();
  for (const [id, server] of Object.entries(servers)) {
    const tools = isRecord(server) && Array.isArray(server["tools"]) ? server["tools"] : [];
    // A dumped `list_tools()` result has `{name, …}` objects; a hand-written snapshot has plain names.
    // The host skips tools with empty names [CORE §4.3].
    const names = tools.map((tool) => (isRecord(tool) ? tool["name"] : tool)).filter((name): name is string => typeof name === "string" && name !== "");
    snapshot.set(id, [...new Set(names)]);
  }
  return snapshot;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The tools an MCP manifest contributes, or undefined when the manifest is disabled (`enabled: false`).
 * A manifest that did not parse still names a server (its file stem) but contributes no tools, since its
 * filters cannot be read.
 */
export function manifestServer(file: DefinitionFile, snapshot: McpSnapshot | undefined): ManifestServer | undefined {
  const id = path.posix.basename(file.path).replace(/\.ya?ml$/, "");
  const listed = snapshot?.get(id);
  const doc = file.doc;
  if (!doc) return { id, path: file.path, inSnapshot: false, tools: [] };
  if (scalarValue(doc, valueOf(doc, doc.root, "enabled")) === false) return undefined;
  const filters = valueOf(doc, doc.root, "tools");
  const include = patternsOf(doc, valueOf(doc, filters, "include"));
  const exclude = patternsOf(doc, valueOf(doc, filters, "exclude")).map((entry) => entry.pattern);
  const passes = (name: string) =>
    (include.length === 0 || include.some((entry) => globMatches(entry.pattern, name))) && !exclude.some((pattern) => globMatches(pattern, name));
  const tools: ManifestServer["tools"] = (listed ?? []).filter(passes).map((name) => ({ name }));
  for (const entry of include) {
    if (entry.pattern.includes("*") || !passes(entry.pattern)) continue;
    const known = tools.find((tool) => tool.name === entry.pattern);
    if (known) known.at ??= entry.at;
    else tools.push({ name: entry.pattern, at: entry.at });
  }
  return { id, path: file.path, inSnapshot: listed !== undefined, tools };
}

/** The non-blank string entries of an `include`/`exclude` list, first occurrence kept. */
function patternsOf(doc: YamlDoc, list: unknown): { pattern: string; at: Span }[] {
  if (kindOf(doc, list) !== "list") return [];
  const seen = new Set<string>();
  const out: { pattern: string; at: Span }[] = [];
  for (const item of itemsOf(doc, list)) {
    const pattern = stringValue(doc, item);
    if (pattern === undefined || pattern.trim() === "" || seen.has(pattern)) continue;
    seen.add(pattern);
    out.push({ pattern, at: nodeSpan(doc, item) });
  }
  return out;
}

/** `*`-only glob over the whole string, case-sensitive [CORE §2.7]. */
export function globMatches(pattern: string, name: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s\\S]*");
  return new RegExp(`^${source}$`).test(name);
}
