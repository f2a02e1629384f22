/**
 * `toolc serve` end to end: the MCP SDK's real client over stdio spawns the real binary, which calls
 * a real HTTP server on 127.0.0.1.
 */
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeProject } from "../helpers/project.js";

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/bin/toolc.js");
let http: Server;
let hits: string[] = [];
let root = "";

beforeAll(async () => {
  http = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ data: { url: req.url, auth: req.headers["x-api-key"] === "s3cr3t-value" } }));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const tool = (name: string, method: string, permission: string) =>
    `---\nname: ${name}\ndescription: ${name} tool\nmethod: ${method}\npermission: ${permission}\nendpoint: "${base}/${name}"\nheaders:\n  X-Api-Key: "{{QUOTE_KEY}}"\nresponse_extract: "$.data"\nparameters:\n  - name: symbol\n    description: Ticker symbol\n---\n`;
  root = writeProject({
    "config/tools/quote.md": tool("quote", "GET", "auto"),
    "config/tools/order.md": tool("order", "POST", "confirm"),
    "config/agents/lead_agent.md": `---\nname: lead_agent\ndescription: Trades\ntools:\n  quote: auto\n  order: confirm\n---\n\nYou trade.\n`,
  });
});
afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

type Answer = "accept" | "decline" | null;

/** Connects the SDK client to `toolc serve`; `answer` set means the client supports elicitation. */
async function connect(answer: Answer, extraArgs: string[] = [], elicitation: object = { form: {} }): Promise<{ client: Client; asked: string[]; stderr: () => string; errors: Error[] }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, "serve", root, "--agent", "lead_agent", ...extraArgs],
    env: { ...(process.env as Record<string, string>), QUOTE_KEY: "s3cr3t-value" },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const errors: Error[] = [];
  const client = new Client({ name: "toolc-test", version: "1.0.0" }, { capabilities: answer ? { elicitation } : {} });
  client.onerror = (error) => errors.push(error);
  const asked: string[] = [];
  if (answer) {
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params.message);
      return answer === "accept" ? { action: "accept", content: { allow: true } } : { action: "decline" };
    });
  }
  await client.connect(transport);
  return { client, asked, stderr: () => stderr, errors };
}

const textOf = (result: { content: unknown }) => (result.content as Array<{ text: string }>)[0]!.text;

describe("toolc serve", () => {
  it("lists the agent's tools with annotations from method and permission; stdout is protocol only", async () => {
    const { client, stderr, errors } = await connect(null);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => [tool.name, tool.annotations])).toEqual([
      ["quote", { title: "quote", readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true }],
      ["order", { title: "order", readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true }],
    ]);
    expect(tools[0]!.inputSchema).toMatchObject({ type: "object", required: ["symbol"], additionalProperties: false });
    await client.close();
    expect(errors).toEqual([]);
    expect(stderr()).toContain("toolc serve: 2 tools of agent 'lead_agent' over MCP stdio");
  });

  it("calls an HTTP tool against a loopback server; the secret stays out of the result", async () => {
    const { client } = await connect(null);
    const result = await client.callTool({ name: "quote", arguments: { symbol: "AAPL" } });
    expect(result.isError).toBeUndefined();
    expect(JSON.parse(textOf(result))).toEqual({ url: "/quote?symbol=AAPL", auth: true });
    expect(JSON.stringify(result)).not.toContain("s3cr3t-value");
    await client.close();
  });

  it("denies a confirm tool when the client cannot be asked, or declines; never calls the endpoint", async () => {
    hits = [];
    const silent = await connect(null);
    const denied = await silent.client.callTool({ name: "order", arguments: { symbol: "AAPL" } });
    expect(denied.isError).toBe(true);
    expect(textOf(denied)).toBe("Permission denied: tool 'order' needs approval and no approver is configured.");
    await silent.client.close();
    const declining = await connect("decline");
    const declined = await declining.client.callTool({ name: "order", arguments: { symbol: "AAPL" } });
    expect(textOf(declined)).toBe("Permission denied by user. You do not have permission to use this tool.");
    expect(declining.asked).toEqual(['Allow the tool `order` to run with {"symbol":"AAPL"}?']);
    await declining.client.close();
    expect(hits).toEqual([]);
  });

  it("runs a confirm tool when the user accepts through elicitation, or with --yes", async () => {
    const accepting = await connect("accept");
    expect((await accepting.client.callTool({ name: "order", arguments: { symbol: "MSFT" } })).isError).toBeUndefined();
    await accepting.client.close();
    // `elicitation: {}` is form mode in the 2025-06-18 spec; such clients are asked too.
    const legacy = await connect("accept", [], {});
    expect((await legacy.client.callTool({ name: "order", arguments: { symbol: "MSFT" } })).isError).toBeUndefined();
    expect(legacy.asked).toHaveLength(1);
    await legacy.client.close();
    const yes = await connect(null, ["--yes"]);
    expect(JSON.parse(textOf(await yes.client.callTool({ name: "order", arguments: { symbol: "IBM" } }))).url).toBe("/order");
    await yes.client.close();
  });

  it("a bad argument or an unknown tool is an isError result, not a protocol error", async () => {
    const { client } = await connect(null);
    const bad = await client.callTool({ name: "quote", arguments: { symbol: "AAPL", sym: "x" } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain("Unknown parameter(s): sym");
    const unknown = await client.callTool({ name: "nope", arguments: {} });
    expect(textOf(unknown)).toBe("Tool 'nope' not available for 'lead_agent'");
    await client.close();
  });

  it("serves a core's authored tools only (builtins are the host's); the corpus's Python echo runs", async () => {
    const corpus = path.resolve(path.dirname(bin), "../../../shared/corpus/demiurge");
    const transport = new StdioClientTransport({ command: process.execPath, args: [bin, "serve", corpus, "--agent", "assistant", "--yes"], stderr: "pipe" });
    const client = new Client({ name: "toolc-test", version: "1.0.0" });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["echo"]);
    expect(tools[0]!.annotations).toEqual({ title: "echo", readOnlyHint: false, destructiveHint: true });
    expect(textOf(await client.callTool({ name: "echo", arguments: { text: "hi" } }))).toBe("ok");
    await client.close();
  });

  it("an authored JavaScript tool that logs to the console cannot corrupt the MCP stream", async () => {
    const core = writeProject({
      "agent.yaml": "agent: {id: noisy}\nslots: {tools: agent/tools}\n",
      "agent/tools/shout/tool.yaml": "description: Shouts\nrisk: low\napproval_policy: auto\ninput_schema: {type: object, properties: {}, additionalProperties: false}\n",
      "agent/tools/shout/module.mjs": `export function execute() {\n  console.log("noise on stdout");\n  console.info("more noise");\n  return "shouted";\n}\n`,
    });
    const transport = new StdioClientTransport({ command: process.execPath, args: [bin, "serve", core, "--agent", "noisy"], stderr: "pipe" });
    const client = new Client({ name: "toolc-test", version: "1.0.0" });
    const errors: Error[] = [];
    client.onerror = (error) => errors.push(error);
    await client.connect(transport);
    expect(textOf(await client.callTool({ name: "shout", arguments: {} }))).toBe("shouted");
    await client.close();
    expect(errors).toEqual([]);
  });

  it("ends with exit 0 when the client closes its end of stdin", async () => {
    const child = execFile(process.execPath, [bin, "serve", root, "--agent", "lead_agent"]);
    child.stdin!.end();
    expect(await new Promise((resolve) => child.on("exit", resolve))).toBe(0);
  });

  it("an unknown agent exits 2 before speaking MCP", async () => {
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(process.execPath, [bin, "serve", root, "--agent", "lead_agnet"], (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr })),
    );
    expect(run).toMatchObject({ code: 2, stdout: "" });
    expect(run.stderr).toContain("unknown agent `lead_agnet`; did you mean `lead_agent`?");
  });
});
