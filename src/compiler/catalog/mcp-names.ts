/**
 * MCP tool names as the Agent Core host builds them, and the MCP tools a project is known to expose.
 * The sanitiser follows rules.md mcp-collision steps 1–5 [CORE §4.3]; `knownMcpTools` applies it to the
 * `mcp.snapshot` tools of each enabled manifest (filtered by `tools.include`/`exclude`) plus the
 * `include` entries without `*`. Used by `mcp-collision` and `override-unknown-tool`.
 * @see ../../../docs/rules.md §6 mcp-collision, ../../../../shared/reference/agent-core-reference.md §2.7, §4.3
 */
import path from "node:path";
import { joinRel } from "../project/paths.js";
import type { Core, Model } from "../model/types.js";
import { fileSpan, type Span } from "../source/text.js";
import { manifestServer, readMcpSnapshot, type ManifestServer, type McpSnapshot } from "./mcp-snapshot.js";

/** The host's limits: a server name is cut to 30 characters, a whole tool name to 64. */
const SERVER_MAX = 30;
const NAME_MAX = 64;

/**
 * Sanitises one name fragment (steps 1–2): trim, turn every character outside `[A-Za-z0-9_-]` into `-`,
 * use `fallback` when nothing is left, and prefix `<fallback>-` when the result does not start with a letter.
 * Examples: `docs server` → `docs-server`, `1password` → `mcp-1password`, `9lives` → `tool-9lives`.
 */
export function sanitizeMcpFragment(raw: string, fallback: "mcp" | "tool"): string {
  // Code points, not UTF-16 units: the host (Python) replaces `ü` or an emoji with a single `-`.
  const cleaned = Array.from(raw.trim(), (char) => (/^[A-Za-z0-9_-]$/.test(char) ? char : "-")).join("");
  const named = cleaned === "" ? fallback : cleaned;
  return /^[A-Za-z]/.test(named) ? named : `${fallback}-${named}`;
}

/**
 * The model-visible server names for raw server ids taken in order (steps 1–3 and 5): sanitised, cut to
 * 30 characters, and made unique case-insensitively with `-2`, `-3`, … (the base is shortened to stay ≤ 30).
 */
export function mcpServerNames(ids: readonly string[]): string[] {
  const taken = new Set<string>();
  return ids.map((id) => claim(taken, sanitizeMcpFragment(id, "mcp").slice(0, SERVER_MAX), "", SERVER_MAX));
}

/**
 * The model-visible tool names `<server>__<tool>` for tools in catalog order (steps 1, 2, 4 and 5). `server`
 * is an already sanitised server name (see {@link mcpServerNames}); the tool fragment is sanitised, cut so the
 * whole name stays ≤ 64 characters, and clashes (case-insensitive, across every server) get `-2`, `-3`, ….
 */
export function mcpToolNames(tools: readonly { server: string; tool: string }[]): string[] {
  const taken = new Set<string>();
  return tools.map(({ server, tool }) => {
    const prefix = `${server}__`;
    const room = NAME_MAX - prefix.length;
    return claim(taken, sanitizeMcpFragment(tool, "tool").slice(0, room), prefix, room);
  });
}

/** Returns `prefix + base`, or the first `prefix + base(cut) + -n` whose lower case is not taken yet, and takes it. */
function claim(taken: Set<string>, base: string, prefix: string, room: number): string {
  let name = prefix + base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = `-${n}`;
    name = prefix + base.slice(0, Math.max(0, room - suffix.length)) + suffix;
  }
  taken.add(name.toLowerCase());
  return name;
}

/** A server whose tools enter the catalog: an enabled manifest of a core, or (Markdown) a snapshot server. */
export interface McpServer {
  /** The raw server id: the manifest's file stem, or the snapshot key. */
  id: string;
  /** The sanitised, unique model-visible server name (`docs-server`). */
  name: string;
  /** The manifest path relative to the core root (`agent/mcp/docs.yaml`); for Markdown, the snapshot path. */
  manifest: string;
  /** False when the snapshot does not list this server (or its manifest did not parse): its tool names cannot all be known. */
  inSnapshot: boolean;
}

/** An MCP tool name the host would register. */
export interface KnownMcpTool {
  /** The model-visible name, e.g. `docs__lookup`. */
  name: string;
  server: McpServer;
  /** The raw tool name as the server lists it. */
  tool: string;
  /** `mcp:<manifest>:<server id>/<raw tool>` [CORE §4.1]. */
  provenance: string;
  /** Where the name comes from: the `include` entry naming it, else the manifest (Markdown: the snapshot file). */
  at: Span;
}

/** Known MCP servers and tools of a core, or (`core` undefined) of the Markdown tools. */
export interface McpCatalog {
  servers: McpServer[];
  tools: KnownMcpTool[];
}

/**
 * The MCP servers and tool names known for `core`: its enabled manifests in file order, each with the
 * snapshot tools its `tools.include`/`exclude` let through, then its `include` entries without `*`.
 * Without a core (Markdown tools) every snapshot server counts, unfiltered. Nothing is known without a
 * snapshot except those `include` entries. The snapshot file is read once per project.
 */
export function mcpCatalog(model: Model, core: Core | undefined): McpCatalog {
  const snapshot = readMcpSnapshot(model);
  const sources = core ? manifestServers(core, snapshot) : snapshotServers(model, snapshot);
  const names = mcpServerNames(sources.map((source) => source.id));
  const servers = sources.map((source, i): McpServer => ({
    id: source.id,
    name: names[i]!,
    manifest: core ? path.posix.relative(core.root, source.path) : source.path,
    inSnapshot: source.inSnapshot,
  }));
  const entries = sources.flatMap((source, i) =>
    source.tools.map((tool) => ({ server: servers[i]!, tool: tool.name, at: tool.at ?? fileSpan(source.path) })),
  );
  const toolNames = mcpToolNames(entries.map((entry) => ({ server: entry.server.name, tool: entry.tool })));
  const tools = entries.map((entry, i): KnownMcpTool => ({
    ...entry,
    name: toolNames[i]!,
    provenance: `mcp:${entry.server.manifest}:${entry.server.id}/${entry.tool}`,
  }));
  return { servers, tools };
}

/** The known MCP tool names for `core` (or the Markdown tools): {@link mcpCatalog}`.tools`. */
export function knownMcpTools(model: Model, core: Core | undefined): KnownMcpTool[] {
  return mcpCatalog(model, core).tools;
}

/** A core's enabled manifests, in file order (the order the host names servers and suffixes clashes in). */
function manifestServers(core: Core, snapshot: McpSnapshot | undefined): ManifestServer[] {
  const parsed = new Map(core.mcp.map((manifest) => [manifest.path, manifest]));
  return core.mcpPaths.map((file) => manifestServer(file, parsed.get(file), snapshot)).filter((server): server is ManifestServer => server !== undefined);
}

/** Markdown projects: every snapshot server, in snapshot order, attributed to the snapshot file. */
function snapshotServers(model: Model, snapshot: McpSnapshot | undefined): ManifestServer[] {
  const file = model.config.mcp.snapshot;
  if (!snapshot || !file) return [];
  const rel = joinRel(file.replace(/\\/g, "/"));
  return [...snapshot].map(([id, tools]) => ({ id, path: rel, inSnapshot: true, tools: tools.map((name) => ({ name })) }));
}
