/**
 * The inputs of the MCP name catalogue: the `mcp.snapshot` file (which tools each server lists) and what
 * an MCP manifest lets through (`enabled`, `tools.include`/`exclude`). Public API: ./mcp-names.ts.
 * @see ../../../docs/rules.md §1.1 (mcp.snapshot), ../../../../shared/reference/agent-core-reference.md §2.7
 */
import { readFileSync } from "../inputs/traced-fs.js";
import path from "node:path";
import { parse } from "yaml";
import type { Field } from "../model/field.js";
import type { McpFields } from "../model/fields.js";
import type { Definition, Model } from "../model/types.js";
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

const snapshots = new WeakMap<Model, { snapshot?: McpSnapshot }>();

/** The parsed `mcp.snapshot` of `model`'s project, read once per run; undefined when unset, unreadable or malformed. */
export function readMcpSnapshot(model: Model): McpSnapshot | undefined {
  let entry = snapshots.get(model);
  if (!entry) {
    const snapshot = loadSnapshot(model);
    entry = snapshot ? { snapshot } : {};
    snapshots.set(model, entry);
  }
  return entry.snapshot;
}

function loadSnapshot(model: Model): McpSnapshot | undefined {
  const file = model.config.mcp.snapshot;
  if (!file) return undefined;
  let data: unknown;
  try {
    // A data file, not a definition: it has no model. JSON is YAML, so one parser reads both forms.
    data = parse(readFileSync(path.resolve(model.root, file), "utf8"));
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
 * The tools the MCP manifest at `file` contributes, or undefined when it is disabled (`enabled: false`).
 * A manifest that did not parse (`manifest` undefined) still names a server (its file stem) but contributes
 * no tools, since its filters cannot be read.
 */
export function manifestServer(file: string, manifest: Definition<McpFields> | undefined, snapshot: McpSnapshot | undefined): ManifestServer | undefined {
  const id = path.posix.basename(file).replace(/\.ya?ml$/, "");
  const listed = snapshot?.get(id);
  if (!manifest) return { id, path: file, inSnapshot: false, tools: [] };
  if (manifest.fields.enabled?.value === false) return undefined;
  const filters = manifest.fields.tools?.value;
  const include = patternsOf(filters?.include?.value);
  const exclude = patternsOf(filters?.exclude?.value).map((entry) => entry.value);
  const passes = (name: string) =>
    (include.length === 0 || include.some((entry) => globMatches(entry.value, name))) && !exclude.some((pattern) => globMatches(pattern, name));
  const tools: ManifestServer["tools"] = (listed ?? []).filter(passes).map((name) => ({ name }));
  for (const entry of include) {
    if (entry.value.includes("*") || !passes(entry.value)) continue;
    const known = tools.find((tool) => tool.name === entry.value);
    if (known) known.at ??= entry.span;
    else tools.push({ name: entry.value, at: entry.span });
  }
  return { id, path: file, inSnapshot: listed !== undefined, tools };
}

/** The non-blank entries of an `include`/`exclude` list, first occurrence kept. */
function patternsOf(list: readonly Field<string>[] | undefined): Field<string>[] {
  const seen = new Set<string>();
  return (list ?? []).filter((entry) => typeof entry.value === "string" && entry.value.trim() !== "" && !seen.has(entry.value) && seen.add(entry.value));
}

/** `*`-only glob over the whole string, case-sensitive [CORE §2.7]. */
export function globMatches(pattern: string, name: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s\\S]*");
  return new RegExp(`^${source}$`).test(name);
}
