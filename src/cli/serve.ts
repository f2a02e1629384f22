/**
 * `toolc serve [root] --agent A`: serves one agent's tools over MCP stdio with the official SDK.
 * The project is checked and compiled in memory on start (like `toolc call`: no generated files to
 * keep up to date, and a project with errors is refused); calls go through `createRuntime` with the
 * agent's permissions. `confirm`/`prompt` tools ask the user through MCP elicitation when the client
 * supports it and are denied otherwise (fail closed); `--yes` allows them.
 * stdout carries the MCP protocol only; the one log line goes to stderr.
 */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { createRuntime } from "../runtime/index.js";
import { fail } from "../runtime/tool-result.js";
import type { Approver, Runtime } from "../runtime/types.js";
import { nearest } from "../compiler/diagnostics/nearest.js";
import { toolVersion } from "../package-info.js";
import { EXIT, type CommandIo } from "./io.js";
import { loadCatalog, type LoadedCatalog } from "./project.js";
import { servedTools, toCallToolResult, type ServedEntry } from "./serve-tools.js";
import { compileValidators } from "./validators.js";

/** Options of `toolc serve`, as parsed by commander. */
export interface ServeOptions {
  agent: string;
  yes: boolean;
  config?: string;
}

type Built = Extract<LoadedCatalog, { ok: true }>;

/** Longest argument text shown in an approval question. */
const QUESTION_ARGS_CHARS = 500;

/** Runs `toolc serve` until the client disconnects; returns the exit code. */
export async function runServe(rootArg: string, options: ServeOptions, io: CommandIo): Promise<number> {
  const loaded = loadCatalog(rootArg, io, options.config);
  if (!loaded.ok) return loaded.exitCode;
  const agents = Object.keys(loaded.built.catalog.agents);
  if (!agents.includes(options.agent)) {
    const guess = nearest(options.agent, agents);
    io.stderr(`toolc: unknown agent \`${options.agent}\`${guess ? `; did you mean \`${guess}\`?` : ""}\n`);
    return EXIT.usage;
  }
  await serve(loaded, options, io);
  return EXIT.ok;
}

/** Serves the agent's tools on stdio; resolves once the client is gone and the runtime is closed. */
async function serve(loaded: Built, options: ServeOptions, io: CommandIo): Promise<void> {
  // The SDK (and zod under it) is loaded only by this command.
  const [{ Server }, { StdioServerTransport }, { CallToolRequestSchema, ListToolsRequestSchema }] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/server/stdio.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]);
  const served = servedTools(loaded.built.catalog, options.agent);
  const tools = served.map((entry) => entry.listing);
  const server = new Server({ name: "toolc", version: toolVersion() }, { capabilities: { tools: {} } });
  // Created on the first call, after `initialize`: whether the client can be asked is known only then.
  let runtime: Runtime | undefined;
  const runtimeOf = (): Runtime => (runtime ??= runtimeFor(loaded, served, io, approverFor(server, options.yes)));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name } = request.params;
    if (!tools.some((tool) => tool.name === name)) return toCallToolResult(fail(`Tool '${name}' not available for '${options.agent}'`));
    return toCallToolResult(await runtimeOf().call(name, request.params.arguments ?? {}, { agent: options.agent, signal: extra.signal }));
  });
  // Authored JavaScript tools run in this process: their console output must not reach the MCP stream.
  for (const method of ["log", "info", "debug"] as const) console[method] = console.error;
  // The SDK's stdio transport does not watch for end of input: a client that goes away ends the server.
  process.stdin.once("end", () => void server.close());
  const closed = new Promise<void>((resolve) => (server.onclose = resolve));
  await server.connect(new StdioServerTransport());
  io.stderr(`toolc serve: ${tools.length} tool${tools.length === 1 ? "" : "s"} of agent '${options.agent}' over MCP stdio\n`);
  await closed;
  await runtime?.close();
}

function runtimeFor(loaded: Built, served: readonly ServedEntry[], io: CommandIo, approve: Approver | undefined): Runtime {
  const { catalog } = loaded.built;
  const validators = compileValidators(catalog, served.map((entry) => entry.ref));
  return createRuntime({ catalog, validators, env: io.env, root: loaded.root, ...(approve ? { approve } : {}) });
}

/** `--yes` allows; a client with elicitation is asked; any other client gets no approver (deny). */
function approverFor(server: Server, yes: boolean): Approver | undefined {
  if (yes) return () => "allow";
  if (!server.getClientCapabilities()?.elicitation) return undefined;
  return async (request) => {
    const args = JSON.stringify(request.args);
    const shown = args.length > QUESTION_ARGS_CHARS ? `${args.slice(0, QUESTION_ARGS_CHARS)}…` : args;
    const risk = request.risk ? ` (risk ${request.risk})` : "";
    const answer = await elicit(server, {
      message: `Allow the tool \`${request.tool}\`${risk} to run with ${shown}?`,
      requestedSchema: { type: "object", properties: { allow: { type: "boolean", title: "Allow this call", default: false } }, required: ["allow"] },
    });
    return answer.action === "accept" && answer.content?.allow === true ? "allow" : "deny";
  };
}

type ElicitParams = Parameters<Server["elicitInput"]>[0] & { requestedSchema: object };

/** `elicitInput` for clients declaring form mode; an empty `elicitation: {}` means form mode too (spec 2025-06-18). */
async function elicit(server: Server, params: ElicitParams): Promise<{ action: string; content?: Record<string, unknown> }> {
  if (server.getClientCapabilities()?.elicitation?.form) return server.elicitInput(params);
  const { ElicitResultSchema } = await import("@modelcontextprotocol/sdk/types.js");
  return server.request({ method: "elicitation/create", params }, ElicitResultSchema);
}
