/**
 * `npm run bench` rows for `toolc serve` and Python tools (loaded by run.ts): the round-trip overhead of
 * an MCP `tools/call` (SDK client → `toolc serve` over stdio) above a direct `runtime.call` of the same
 * HTTP tool, and the latency of a Python tool call after the first, above the tool's own work.
 * Sequential calls: these are latencies, not throughput. Never run by tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { buildCatalog } from "../../src/compiler/catalog/index.js";
import { check } from "../../src/compiler/index.js";
import type { Catalog } from "../../src/runtime/catalog.js";
import { createRuntime } from "../../src/runtime/runtime.js";
import type { Runtime } from "../../src/runtime/types.js";
import { median } from "./measure.js";

const CALLS = 300;
const WARMUP = 30;

/** Median milliseconds of `calls` sequential runs of `once`, after a warm-up. */
async function latency(once: () => Promise<void>, calls = CALLS): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
}

async function expectOk(runtime: Runtime, name: string, args: Record<string, unknown>, agent?: string): Promise<string> {
  const result = await runtime.call(name, args, agent ? { agent } : {});
  if (!result.success) throw new Error(`bench call of ${name} failed: ${result.error}`);
  return result.data;
}

/** Per-call medians: a direct `runtime.call` and the same call as MCP `tools/call` through `toolc serve`. */
export async function benchMcpOverhead(toolcBin: string): Promise<{ directMs: number; mcpMs: number }> {
  const server = createServer((_req, res) => res.end('{"price":190.12}'));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const root = mkdtempSync(join(tmpdir(), "toolc-bench-mcp-"));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/quote`;
  writeFiles(root, {
    "config/tools/quote.md": `---\nname: quote\ndescription: Stock quote\nendpoint: "${endpoint}"\nresponse_extract: "$.price"\nparameters:\n  - name: symbol\n    description: Ticker\n---\n`,
    "config/agents/lead_agent.md": "---\nname: lead_agent\ndescription: Quotes\ntools:\n  quote: auto\n---\n\nYou quote.\n",
  });
  const { catalog } = buildCatalog(check({ root }).model!);
  const runtime = createRuntime({ catalog, root });
  const client = new Client({ name: "toolc-bench", version: "1.0.0" });
  try {
    const directMs = await latency(async () => void (await expectOk(runtime, "quote", { symbol: "AAPL" }, "lead_agent")));
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [toolcBin, "serve", root, "--agent", "lead_agent"], stderr: "ignore" }));
    const mcpMs = await latency(async () => {
      const result = await client.callTool({ name: "quote", arguments: { symbol: "AAPL" } });
      if (result.isError) throw new Error(`bench tools/call failed: ${JSON.stringify(result.content)}`);
    });
    return { directMs, mcpMs };
  } finally {
    await client.close();
    await runtime.close();
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** A catalog with one authored Python tool that times its own work and returns the milliseconds. */
function pythonProject(root: string): Catalog {
  const dir = "core/agent/tools/work";
  writeFiles(root, {
    [`${dir}/module.py`]: [
      "import time",
      "from demiurge.sdk import ToolResult",
      "def execute(ctx, args):",
      "    start = time.perf_counter()",
      "    total = sum(i * i for i in range(args.get('n', 2000)))",
      "    return ToolResult(content=str((time.perf_counter() - start) * 1000), data={'total': total})",
      "",
    ].join("\n"),
  });
  const authored = { dir, coreRoot: "core", entrypoint: "module:execute", modulePath: `${dir}/module.py`, functionName: "execute", language: "python" as const, capabilities: [], capability: "tool.call:work", granted: ["tool.call:work"] };
  const tool = { name: "work", kind: "authored" as const, provenance: `authored:${dir}`, description: "work", inputSchema: {}, parameters: null, permission: null, risk: "low" as const, approvalPolicy: "auto" as const, http: null, authored };
  // The core agent grants the tool, as a compiled catalog does (a call without an agent runs under its policy).
  const core = { name: "core", format: "core" as const, source: "core:core", description: "", rolePrompt: "", internal: false, tools: { work: { ref: "work", permission: "auto" as const, risk: "low" as const } } };
  return { version: 1, entryAgent: "lead_agent", tools: { work: tool }, agents: { core } };
}

/** Python tool calls after the first: median call latency, the tool's own median work, and the first call. */
export async function benchPythonLatency(): Promise<{ callMs: number; ownWorkMs: number; firstCallMs: number }> {
  const root = mkdtempSync(join(tmpdir(), "toolc-bench-python-"));
  const catalog = pythonProject(root);
  const runtime = createRuntime({ catalog, validators: { work: () => true }, root });
  try {
    const firstStart = performance.now();
    await expectOk(runtime, "work", {});
    const firstCallMs = performance.now() - firstStart;
    const own: number[] = [];
    const callMs = await latency(async () => void own.push(Number(await expectOk(runtime, "work", {}))));
    return { callMs, ownWorkMs: median(own.slice(WARMUP)), firstCallMs };
  } finally {
    await runtime.close();
    rmSync(root, { recursive: true, force: true });
  }
}
