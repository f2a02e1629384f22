/**
 * Test helpers for the runtime: hand-built catalogs following src/runtime/catalog.ts, validators
 * compiled with ajv (tests only: the runtime itself never compiles), and a real node:http server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import type {
  AgentToolGrant,
  Catalog,
  CatalogAgent,
  CatalogAuthored,
  CatalogHttp,
  CatalogParameter,
  CatalogTool,
  JsonSchema,
} from "../../src/runtime/catalog.js";
import type { InputValidator } from "../../src/runtime/types.js";

/** A Markdown parameter with the reference defaults (string, required, no default, no enum). */
export function param(name: string, extra: Partial<CatalogParameter> = {}): CatalogParameter {
  return { name, type: "string", description: "", required: true, default: null, enum: null, ...extra };
}

/** JSON Schema of Markdown parameters (as the compiler converts them). */
function schemaOf(parameters: CatalogParameter[]): JsonSchema {
  const properties: Record<string, unknown> = {};
  for (const p of parameters) properties[p.name] = { type: p.type, ...(p.enum ? { enum: p.enum } : {}) };
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return { type: "object", properties, required, additionalProperties: false };
}

/** A Markdown HTTP tool. */
export function httpTool(name: string, http: Partial<CatalogHttp>, parameters: CatalogParameter[] = [], extra: Partial<CatalogTool> = {}): CatalogTool {
  return {
    name,
    kind: "http",
    provenance: `http:config/tools/${name}.md`,
    description: `${name} tool`,
    inputSchema: schemaOf(parameters),
    parameters,
    permission: "auto",
    risk: null,
    approvalPolicy: null,
    http: { endpoint: "", method: "GET", headers: {}, timeout: 30, responseExtract: null, ...http },
    authored: null,
    ...extra,
  };
}

/** A Markdown HTTP tool declared by `input_schema` (validated by a precompiled validator). */
export function schemaHttpTool(name: string, http: Partial<CatalogHttp>, inputSchema: JsonSchema): CatalogTool {
  return { ...httpTool(name, http), inputSchema, parameters: null };
}

/** An authored core tool. */
export function authoredTool(name: string, authored: Partial<CatalogAuthored>, inputSchema?: JsonSchema, extra: Partial<CatalogTool> = {}): CatalogTool {
  const dir = authored.dir ?? `agent/tools/${name}`;
  return {
    name,
    kind: "authored",
    provenance: `authored:${dir}`,
    description: `${name} tool`,
    inputSchema: inputSchema ?? { type: "object", properties: {}, additionalProperties: true },
    parameters: null,
    permission: null,
    risk: "low",
    approvalPolicy: "auto",
    http: null,
    authored: {
      dir,
      coreRoot: ".",
      entrypoint: "module:execute",
      modulePath: `${dir}/module.mjs`,
      functionName: "execute",
      language: "javascript",
      capabilities: [],
      capability: `tool.call:${name}`,
      granted: [`tool.call:${name}`],
      ...authored,
    },
    ...extra,
  };
}

/** A builtin tool (`call_subagent`, `web_search`…). */
export function builtinTool(name: string): CatalogTool {
  return {
    name,
    kind: "builtin",
    provenance: `builtin:${name}`,
    description: name,
    inputSchema: { type: "object" },
    parameters: [param("agent_name"), param("instruction")],
    permission: "auto",
    risk: null,
    approvalPolicy: null,
    http: null,
    authored: null,
  };
}

/** A Markdown agent granting `tools` (name → permission). */
export function agent(name: string, tools: Record<string, AgentToolGrant["permission"] | AgentToolGrant>): CatalogAgent {
  const grants: Record<string, AgentToolGrant> = {};
  for (const [tool, grant] of Object.entries(tools)) {
    grants[tool] = typeof grant === "string" ? { ref: tool, permission: grant, risk: null } : grant;
  }
  return { name, format: "markdown", source: `md-agent:config/agents/${name}.md`, description: "", rolePrompt: "", internal: false, tools: grants };
}

/** The agent a core becomes in the catalog (`core:<root>`), granting `tools` under their own policy and risk. */
export function coreAgent(name: string, coreRoot: string, tools: CatalogTool[]): CatalogAgent {
  const grants: Record<string, AgentToolGrant> = {};
  for (const tool of tools) grants[tool.name] = { ref: tool.name, permission: tool.approvalPolicy ?? "prompt", risk: tool.risk };
  return { name, format: "core", source: `core:${coreRoot}`, description: "", rolePrompt: "", internal: false, tools: grants };
}

/** A catalog of `tools` (keyed by name unless given as [key, tool]) and `agents`. */
export function catalogOf(tools: Array<CatalogTool | [string, CatalogTool]>, agents: CatalogAgent[] = []): Catalog {
  const toolRecord: Record<string, CatalogTool> = {};
  for (const entry of tools) {
    const [key, tool] = Array.isArray(entry) ? entry : [entry.name, entry];
    toolRecord[key] = tool;
  }
  return { version: 1, entryAgent: "lead_agent", tools: toolRecord, agents: Object.fromEntries(agents.map((a) => [a.name, a])) };
}

/** Validators for every schema-declared tool, compiled with ajv as the generated module would be. */
export function validatorsFor(catalog: Catalog): Record<string, InputValidator> {
  const require = createRequire(import.meta.url);
  const Ajv2020 = (require("ajv/dist/2020") as { default: new (o: object) => { compile(s: unknown): InputValidator } }).default;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const out: Record<string, InputValidator> = {};
  for (const [key, tool] of Object.entries(catalog.tools)) if (tool.parameters === null) out[key] = ajv.compile(tool.inputSchema);
  return out;
}

/** One request the test server received. */
export interface Received {
  /** The client's port: equal across calls when the connection was kept alive. */
  remotePort: number;
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A real HTTP server on 127.0.0.1 (port 0) that records requests. */
export interface TestServer {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** Starts a server; `handler` answers each request (the body is already read). */
export async function startServer(handler: (req: Received, res: ServerResponse) => void): Promise<TestServer> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const r: Received = { remotePort: req.socket.remotePort ?? 0, method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(r);
      handler(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON. */
export function sendJson(res: ServerResponse, value: unknown, status = 200, type = "application/json"): void {
  res.writeHead(status, { "content-type": type });
  res.end(JSON.stringify(value));
}

/** Answers text. */
export function sendText(res: ServerResponse, text: string, status = 200, type = "text/plain; charset=utf-8"): void {
  res.writeHead(status, { "content-type": type });
  res.end(text);
}

/** A port with nothing listening (bound then closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
