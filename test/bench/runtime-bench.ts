/**
 * Runtime micro-benchmarks for `npm run bench` (loaded by run.ts): `parseToolCalls` throughput and its
 * worst adversarial shape, and HTTP call throughput of the runtime against raw undici. Never run by tests.
 * @see ../../../shared/spec/README.md §8
 */
import { Worker } from "node:worker_threads";
import { Agent, request } from "undici";
import type { Catalog, CatalogTool } from "../../src/runtime/catalog.js";
import { createRuntime } from "../../src/runtime/runtime.js";
import { parseToolCalls } from "../../src/runtime/xml/parse.js";

const MIB = 1024 * 1024;

/** Median of a few numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Milliseconds one run of `fn` takes. */
function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** `unit` repeated up to `bytes` characters. */
function fill(unit: string, bytes: number): string {
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

/** A realistic reply mix: prose, CDATA calls, plain-value calls, code in CDATA. */
function realisticReplies(bytes: number): string {
  const unit = [
    "I'll look that up for you. First the price, then the news.\n",
    "<tool_call>\n  <name>query_stock_price</name>\n  <params>\n    <symbol><![CDATA[AAPL]]></symbol>\n",
    "    <market><![CDATA[US]]></market>\n  </params>\n</tool_call>\n",
    "<tool_call id=\"2\">\n  <name>search</name>\n  <params>\n    <query>apple &amp; earnings &lt;2026&gt;</query>\n",
    "    <count>5</count>\n  </params>\n</tool_call>\n",
    "Then I'll write the summary:\n<tool_call>\n  <name>create_artifact</name>\n  <params>\n",
    "    <content><![CDATA[function f(a, b) {\n  return a < b && b > 0 ? \"x\" : 'y';\n}\n</tool_call> is fine here]]></content>\n",
    "  </params>\n</tool_call>\nDone.\n\n",
  ].join("");
  return fill(unit, bytes);
}

/** Adversarial 10 MB inputs; the reported figure is the slowest of them. */
const ADVERSARIAL_UNITS = [
  "<tool_call><params><a><![CDATA[",
  "<tool_call><params><a>",
  "<tool_call>",
  "<tool_call><name>",
  "<tool_call>junk</tool_call>",
  '<tool_call a="',
  "&",
  "< <",
];

/** `parseToolCalls` MB/s on a 10 MB realistic reply (warm, median of 5) and the slowest adversarial 10 MB (ms). */
export async function benchParseToolCalls(): Promise<{ mbPerSecond: number; adversarial10MbMs: number }> {
  const text = realisticReplies(10 * MIB);
  for (let i = 0; i < 3; i++) parseToolCalls(text);
  const ms = median(Array.from({ length: 5 }, () => time(() => parseToolCalls(text))));
  let worst = 0;
  for (const unit of ADVERSARIAL_UNITS) {
    // Text floods go inside one well-formed call, so every character is really decoded.
    const inside = unit === "&" || unit === "< <";
    const prefix = inside ? "<tool_call><name>x</name><params><a>" : "";
    const suffix = inside ? "</a></params></tool_call>" : "";
    const adversarial = prefix + fill(unit, 10 * MIB - prefix.length - suffix.length) + suffix;
    parseToolCalls(adversarial.slice(0, MIB));
    worst = Math.max(worst, median(Array.from({ length: 3 }, () => time(() => parseToolCalls(adversarial)))));
  }
  return { mbPerSecond: text.length / MIB / (ms / 1000), adversarial10MbMs: worst };
}

/** The HTTP server, in a worker thread so it does not share the client's event loop. */
const SERVER_SOURCE = `
const { createServer } = require("node:http");
const { parentPort } = require("node:worker_threads");
const body = JSON.stringify({ symbol: "AAPL", price: 190.12, currency: "USD", market: "US" });
const server = createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.keepAliveTimeout = 60000;
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
parentPort.on("message", () => server.close(() => process.exit(0)));
`;

const CONCURRENCY = 32;
const CALLS = 5_000;
const AGENT_OPTIONS = { connections: CONCURRENCY, keepAliveTimeout: 60_000 } as const;

/** Runs `calls` invocations of `once` with `CONCURRENCY` in flight; returns calls per second. */
async function throughput(calls: number, once: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  const worker = async (): Promise<void> => {
    while (next < calls) {
      next++;
      await once();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return calls / ((performance.now() - start) / 1000);
}

function quoteTool(url: string): CatalogTool {
  return {
    name: "query_stock_price",
    kind: "http",
    provenance: "http:config/tools/stock.md",
    description: "Stock price",
    inputSchema: { type: "object" },
    parameters: [
      { name: "symbol", type: "string", description: "", required: true, default: null, enum: null },
      { name: "market", type: "string", description: "", required: false, default: "US", enum: ["US", "HK", "SH"] },
    ],
    permission: "auto",
    risk: null,
    approvalPolicy: null,
    http: { endpoint: `${url}/quote`, method: "GET", headers: { "X-Api-Key": "{{TOOL_SECRET_KEY}}" }, timeout: 30, responseExtract: "$.price" },
    authored: null,
  };
}

/**
 * Runtime calls vs raw undici requests per second: 32 concurrent, 5,000 calls per round, both over an
 * Agent with the same options. Rounds alternate (raw, runtime, …) after a warm-up; the best round counts.
 */
export async function benchHttpThroughput(): Promise<{ runtimeRps: number; rawUndiciRps: number }> {
  // `execArgv: []`: the eval'd source is CommonJS even when the bench runs under `--input-type=module`.
  const worker = new Worker(SERVER_SOURCE, { eval: true, execArgv: [] });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  const url = `http://127.0.0.1:${port}`;
  const rawAgent = new Agent(AGENT_OPTIONS);
  const runtimeAgent = new Agent(AGENT_OPTIONS);
  const catalog: Catalog = { version: 1, entryAgent: "lead_agent", tools: { query_stock_price: quoteTool(url) }, agents: {} };
  const runtime = createRuntime({ catalog, dispatcher: runtimeAgent, env: { TOOL_SECRET_KEY: "bench-secret-key" } });
  const raw = async (): Promise<void> => {
    const res = await request(`${url}/quote?symbol=AAPL&market=US`, { dispatcher: rawAgent, headers: { "X-Api-Key": "bench-secret-key" } });
    await res.body.text();
  };
  const viaRuntime = async (): Promise<void> => {
    const result = await runtime.call("query_stock_price", { symbol: "AAPL" });
    if (!result.success) throw new Error(`bench call failed: ${result.error}`);
  };
  try {
    await throughput(1_000, raw);
    await throughput(1_000, viaRuntime);
    const rawRounds: number[] = [];
    const runtimeRounds: number[] = [];
    for (let round = 0; round < 3; round++) {
      rawRounds.push(await throughput(CALLS, raw));
      runtimeRounds.push(await throughput(CALLS, viaRuntime));
    }
    return { runtimeRps: Math.max(...runtimeRounds), rawUndiciRps: Math.max(...rawRounds) };
  } finally {
    await Promise.all([rawAgent.close(), runtimeAgent.close(), runtime.close()]);
    worker.postMessage("close");
    await new Promise((resolve) => worker.once("exit", resolve));
  }
}
