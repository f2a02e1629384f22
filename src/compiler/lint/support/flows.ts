/**
 * The toxic-flow classification: which agent tools read private data and which send data to the open world.
 * Capabilities decide for core tools; for Markdown tools the reserved `read_artifact` reads (artifacts hold the
 * user's uploads), `web_fetch` sends (the model picks the URL, so data can ride in it) and an HTTP tool sends when
 * it writes (POST, PUT, PATCH, DELETE) to a host that is not loopback. `web_search` does neither: its query goes to
 * one fixed provider, and its results are what any fetch returns.
 * @see ../../../../docs/rules.md §11 toxic-flow
 */
import type { AgentTool } from "./agent-tools.js";
import { isLoopback, parseEndpoint } from "./endpoint.js";

/** What a tool does with data, as the toxic-flow rule sees it. */
export interface Flow {
  /** Why it reads private data, e.g. "reads files (`fs.read`)". */
  reads?: string;
  /** Why it sends data to the open world. */
  sends?: string;
}

/** Capability names (before any `:` scope) and what they mean for the flow. */
const CAPABILITIES: Readonly<Record<string, Flow>> = {
  "fs.read": { reads: "reads files (`fs.read`)" },
  "session.read": { reads: "reads past sessions (`session.read`)" },
  "terminal.exec": { reads: "runs commands (`terminal.exec`)", sends: "runs commands that can reach the network (`terminal.exec`)" },
  "network.fetch": { sends: "fetches URLs the model picks (`network.fetch`)" },
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** How `tool` takes part in a flow. */
export function flowOf(tool: AgentTool): Flow {
  if (tool.source === "reserved") return tool.name === "read_artifact" ? { reads: "reads session artifacts, the user's uploads included" } : {};
  if (tool.source === "md-builtin") return tool.name === "web_fetch" ? { sends: "fetches URLs the model picks" } : {};
  if (tool.source === "http") return httpFlow(tool);
  const caps = [tool.capability, ...(tool.coreTool?.yaml?.fields.capabilities?.value.map((c) => c.value) ?? [])];
  const flow: Flow = {};
  for (const cap of caps) {
    const known = typeof cap === "string" ? CAPABILITIES[cap.split(":")[0]!] : undefined;
    flow.reads ??= known?.reads;
    flow.sends ??= known?.sends;
  }
  return flow;
}

function httpFlow(tool: AgentTool): Flow {
  const fields = tool.mdTool!.fields;
  const method = (fields.method?.value ?? "GET").toUpperCase();
  const endpoint = fields.endpoint?.value;
  const parts = endpoint === undefined ? undefined : parseEndpoint(endpoint);
  if (!WRITES.has(method) || !parts || !endpoint) return {};
  const host = endpoint.slice(parts.host.start, parts.host.end);
  return isLoopback(host) ? {} : { sends: `sends its arguments to \`${host}\` (${method})` };
}
