/**
 * Hand-built catalogs for codegen tests: Markdown HTTP tools (stock quote, weather, tickets) with enums,
 * defaults, booleans and a tool without parameters, Markdown builtins, core authored tools with a nested
 * `input_schema` (and two cores authoring a tool of the same name), Markdown agents and a core agent.
 */
import type { AgentToolGrant, Catalog, CatalogParameter, CatalogTool } from "../../../src/runtime/catalog.js";

/** A distinctive value tests put into `process.env` to prove no environment value is ever written. */
export const ENV_CANARY = "tk-canary-7f3a9c51e2d84b60";

const param = (name: string, type: CatalogParameter["type"], required: boolean, description: string, extra: Partial<CatalogParameter> = {}): CatalogParameter => ({
  name,
  type,
  description,
  required,
  default: null,
  enum: null,
  ...extra,
});

/** The JSON Schema the compiler derives from Markdown parameters (closed object, order kept). */
export function schemaOf(parameters: CatalogParameter[]): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const p of parameters) {
    properties[p.name] = {
      type: p.type,
      ...(p.description ? { description: p.description } : {}),
      ...(p.enum ? { enum: p.enum } : {}),
      ...(p.default !== null ? { default: p.default } : {}),
    };
  }
  return { type: "object", properties, required: parameters.filter((p) => p.required).map((p) => p.name), additionalProperties: false };
}

function mdTool(
  name: string,
  file: string,
  description: string,
  parameters: CatalogParameter[],
  http: { method: string; endpoint: string; headers?: Record<string, string>; permission: "auto" | "confirm"; extract?: string },
): CatalogTool {
  return {
    name,
    kind: "http",
    provenance: `http:${file}`,
    description,
    inputSchema: schemaOf(parameters),
    parameters,
    permission: http.permission,
    risk: null,
    approvalPolicy: null,
    http: { endpoint: http.endpoint, method: http.method, headers: http.headers ?? {}, timeout: 30, responseExtract: http.extract ?? null },
    authored: null,
  };
}

function builtin(name: string, description: string, parameters: CatalogParameter[], permission: "auto" | "confirm"): CatalogTool {
  return {
    name,
    kind: "builtin",
    provenance: `builtin:${name}`,
    description,
    inputSchema: schemaOf(parameters),
    parameters,
    permission,
    risk: null,
    approvalPolicy: null,
    http: null,
    authored: null,
  };
}

function authored(name: string, core: string, description: string, inputSchema: Record<string, unknown>): CatalogTool {
  const dir = `agents/${core}/agent/tools/${name}`;
  return {
    name,
    kind: "authored",
    provenance: `authored:agent/tools/${name}`,
    description,
    inputSchema,
    parameters: null,
    permission: null,
    risk: "low",
    approvalPolicy: "auto",
    http: null,
    authored: {
      dir,
      coreRoot: `agents/${core}`,
      entrypoint: "module:execute",
      modulePath: `${dir}/module.mjs`,
      functionName: "execute",
      language: "javascript",
      capabilities: [],
      capability: `tool.call:${name}`,
      granted: [],
    },
  };
}

const grant = (ref: string, permission: AgentToolGrant["permission"], risk: AgentToolGrant["risk"] = null): AgentToolGrant => ({ ref, permission, risk });

/** The stock / weather / ticket catalog used across codegen tests. Tool and agent keys are sorted. */
export function stockCatalog(): Catalog {
  const tools: Record<string, CatalogTool> = {
    "assistant/echo": authored("echo", "assistant", "Echoes input text.", {
      type: "object",
      properties: { text: { type: "string", description: "Text to echo back" } },
      required: ["text"],
      additionalProperties: false,
    }),
    call_subagent: builtin(
      "call_subagent",
      "Call a specialized sub-agent to handle specific tasks. IMPORTANT: Do NOT combine this tool with other tool calls in the same response — use it alone.",
      [
        param("agent_name", "string", true, "Sub-agent type: check available_subagents section for available agents"),
        param("instruction", "string", true, "Specific task instruction for the sub-agent. Be concise about what you need."),
        param("fresh_start", "boolean", false, "Whether the sub-agent starts with a fresh conversation context"),
      ],
      "auto",
    ),
    create_ticket: mdTool(
      "create_ticket",
      "config/tools/create_ticket.md",
      "Create a support ticket\n\nCreate a support ticket with the given title and priority.\nUse this when the user asks to file or open a ticket.",
      [
        param("title", "string", true, "Short summary of the issue"),
        param("priority", "string", false, "Ticket priority", { enum: ["low", "medium", "high"], default: "medium" }),
        param("notify_customer", "boolean", false, "Email the customer when the ticket changes", { default: true }),
      ],
      { method: "POST", endpoint: "https://tickets.example.com/api/v2/tickets", headers: { Authorization: "Bearer {{TICKETS_API_TOKEN}}" }, permission: "confirm", extract: "$.id" },
    ),
    "evolver/echo": authored("echo", "evolver", "Echoes input text (evolver core).", {
      type: "object",
      properties: { text: { type: "string", description: "Text to echo back" } },
      required: ["text"],
      additionalProperties: false,
    }),
    get_weather: mdTool(
      "get_weather",
      "config/tools/weather.md",
      "Current weather for a city\n\nUse for current conditions only; not for forecasts.",
      [
        param("city", "string", true, "City name, e.g. Berlin"),
        param("units", "string", false, "Unit system", { enum: ["metric", "imperial"], default: "metric" }),
        param("days", "integer", false, "Days of hourly detail to include", { default: 1 }),
        param("include_alerts", "boolean", false, "Include severe-weather alerts", { default: false }),
        param("min_confidence", "number", false, "Drop readings below this confidence (0 to 1)", { default: 0.25 }),
        param("station", "string", false, ""),
      ],
      { method: "GET", endpoint: "https://{{WEATHER_HOST}}/v1/current", headers: { "X-Api-Key": "{{WEATHER_KEY}}" }, permission: "auto", extract: "$.data" },
    ),
    list_open_tickets: mdTool("list_open_tickets", "config/tools/list_open_tickets.md", "List every open support ticket, newest first.", [], {
      method: "GET",
      endpoint: "https://tickets.example.com/api/v2/tickets?status=open",
      headers: { Authorization: "Bearer {{TICKETS_API_TOKEN}}" },
      permission: "auto",
    }),
    query_stock_price: mdTool(
      "query_stock_price",
      "config/tools/stock.md",
      "Query real-time stock price from exchange API\n\nQuery real-time stock price from the exchange API.\nUse this when the user asks about current stock prices or market data.",
      [
        param("symbol", "string", true, "Stock ticker symbol, e.g. AAPL"),
        param("market", "string", false, "Market exchange", { enum: ["US", "HK", "SH"], default: "US" }),
      ],
      { method: "POST", endpoint: "https://api.example.com/stock/price", headers: { Authorization: "Bearer {{STOCK_API_KEY}}" }, permission: "confirm", extract: "$.data.price" },
    ),
    summarize_document: authored("summarize_document", "assistant", "Summarize a structured document.", {
      type: "object",
      properties: {
        document: {
          type: "object",
          description: "The document to summarize",
          properties: {
            title: { type: "string", description: "Document title" },
            sections: {
              type: "array",
              description: "Sections in reading order",
              items: {
                type: "object",
                properties: { heading: { type: "string" }, body: { type: "string" } },
                required: ["body"],
                additionalProperties: false,
              },
            },
          },
          required: ["title"],
          additionalProperties: false,
        },
        style: { type: "string", enum: ["bullets", "paragraph"], default: "bullets", description: "Output style" },
        max_words: { type: "integer", minimum: 10, maximum: 2000, description: "Upper bound on summary length" },
        tags: { type: "array", items: { type: "string" }, uniqueItems: true, description: "Labels to keep" },
        options: { $ref: "#/$defs/Options" },
        "source-url": { type: "string", format: "uri", description: "Where the document came from" },
      },
      required: ["document"],
      additionalProperties: false,
      $defs: {
        Options: {
          type: "object",
          description: "Rendering options",
          properties: { language: { type: "string", description: "ISO 639-1 code" }, strict: { type: "boolean" } },
          additionalProperties: false,
        },
      },
    }),
    "ticket-status": mdTool(
      "ticket-status",
      "config/tools/ticket_status.md",
      "Look up the status of one ticket.",
      [param("ticket_id", "integer", true, "Numeric ticket id")],
      { method: "GET", endpoint: "https://tickets.example.com/api/v2/status", headers: { Authorization: "Bearer {{TICKETS_API_TOKEN}}" }, permission: "auto" },
    ),
    web_search: builtin(
      "web_search",
      "Search the web for information.",
      [
        param("query", "string", true, "Search query"),
        param("freshness", "string", false, "Time range filter", { default: "noLimit", enum: ["noLimit", "oneDay", "oneWeek", "oneMonth", "oneYear"] }),
        param("count", "integer", false, "Number of results", { default: 10 }),
      ],
      "auto",
    ),
  };
  return {
    version: 1,
    entryAgent: "lead_agent",
    tools,
    agents: {
      assistant: {
        name: "assistant",
        format: "core",
        source: "core:agents/assistant",
        description: "Initial assistant core.",
        rolePrompt: "",
        internal: false,
        tools: { echo: grant("assistant/echo", "auto", "low"), summarize_document: grant("summarize_document", "prompt", "medium") },
      },
      compact_agent: {
        name: "compact_agent",
        format: "markdown",
        source: "md-agent:config/agents/compact_agent.md",
        description: "Internal agent for conversation compaction.",
        rolePrompt: "You are a conversation compaction agent. Respond with PLAIN TEXT ONLY.",
        internal: true,
        tools: {},
      },
      lead_agent: {
        name: "lead_agent",
        format: "markdown",
        source: "md-agent:config/agents/lead_agent.md",
        description: "Task coordinator",
        rolePrompt: "<role>\nYou are lead_agent. Use `tools` wisely; never print ${secrets} or \\escapes.\n</role>",
        internal: false,
        tools: {
          query_stock_price: grant("query_stock_price", "confirm"),
          get_weather: grant("get_weather", "auto"),
          call_subagent: grant("call_subagent", "auto"),
          web_search: grant("web_search", "auto"),
        },
      },
      ticket_agent: {
        name: "ticket_agent",
        format: "markdown",
        source: "md-agent:config/agents/ticket_agent.md",
        description: "Files and tracks support tickets",
        rolePrompt: "<role>You manage support tickets.</role>",
        internal: false,
        tools: {
          list_open_tickets: grant("list_open_tickets", "auto"),
          create_ticket: grant("create_ticket", "confirm"),
          "ticket-status": grant("ticket-status", "auto"),
        },
      },
    },
  };
}

/** `sources` for {@link stockCatalog}, as the compiler hands them to codegen. */
export function stockSources(): Record<string, string[]> {
  return {
    "assistant/echo": ["agents/assistant/agent/tools/echo/tool.yaml", "agents/assistant/agent/tools/echo/module.mjs"],
    create_ticket: ["config/tools/create_ticket.md"],
    "evolver/echo": ["agents/evolver/agent/tools/echo/tool.yaml"],
    get_weather: ["config/tools/weather.md"],
    list_open_tickets: ["config/tools/list_open_tickets.md"],
    query_stock_price: ["config/tools/stock.md"],
    summarize_document: ["agents/assistant/agent/tools/summarize_document/tool.yaml"],
    "ticket-status": ["config/tools/ticket_status.md"],
    assistant: ["agents/assistant/agent.yaml"],
    compact_agent: ["config/agents/compact_agent.md"],
    lead_agent: ["config/agents/lead_agent.md"],
    ticket_agent: ["config/agents/ticket_agent.md"],
  };
}

/** A deep copy of `value` with every object's keys inserted in reverse order, except where order is meaningful. */
export function reverseKeys<T>(value: T, keep: (path: string[]) => boolean = () => false, path: string[] = []): T {
  if (Array.isArray(value)) return value.map((v, i) => reverseKeys(v, keep, [...path, String(i)])) as T;
  if (typeof value !== "object" || value === null) return value;
  const keys = Object.keys(value);
  const ordered = keep(path) ? keys : [...keys].reverse();
  const out: Record<string, unknown> = {};
  for (const k of ordered) out[k] = reverseKeys((value as Record<string, unknown>)[k], keep, [...path, k]);
  return out as T;
}

/** A synthetic catalog of `n` Markdown tools and `agents` agents (each enabling up to 10 tools), for scale tests. */
export function syntheticCatalog(n: number, agents: number): Catalog {
  const tools: Record<string, CatalogTool> = {};
  for (let i = 0; i < n; i++) {
    const name = `tool_${String(i).padStart(4, "0")}`;
    tools[name] = mdTool(
      name,
      `config/tools/${name}.md`,
      `Synthetic tool ${i}`,
      [param("q", "string", true, "Query"), param("mode", "string", false, "Mode", { enum: ["a", "b"], default: "a" }), param("n", "integer", false, "Count", { default: 3 })],
      { method: "GET", endpoint: `https://api.example.com/t/${i}`, permission: "auto" },
    );
  }
  const agentMap: Catalog["agents"] = {};
  for (let a = 0; a < agents; a++) {
    const name = `agent_${String(a).padStart(3, "0")}`;
    const granted: Record<string, AgentToolGrant> = {};
    for (let j = 0; j < 10 && j < n; j++) {
      const t = `tool_${String((a * 10 + j) % n).padStart(4, "0")}`;
      granted[t] = grant(t, "auto");
    }
    agentMap[name] = { name, format: "markdown", source: `md-agent:config/agents/${name}.md`, description: "", rolePrompt: "", internal: false, tools: granted };
  }
  return { version: 1, entryAgent: "agent_000", tools, agents: agentMap };
}
