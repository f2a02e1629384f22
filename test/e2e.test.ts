/**
 * End to end: compile a project, compile its generated client with the real `tsc`, import it, and call
 * tools through it against a real HTTP server on 127.0.0.1 — types, validation, approval and HTTP together.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../src/compiler/catalog/index.js";
import { generate } from "../src/compiler/codegen/index.js";
import { check } from "../src/compiler/index.js";
import { toolVersion } from "../src/package-info.js";
import { compileApp, makeTempDir, removeDir, writeTree } from "./compiler/codegen/helpers.js";
import { writeProject } from "./helpers/project.js";

const SECRET = "e2e-s3cret-Zq81x";
let server: Server;
let base = "";
const requests: Array<{ method: string; url: string; key: string | undefined; body: string }> = [];
const temp = makeTempDir("e2e");

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", url: req.url ?? "", key: req.headers["x-api-key"] as string | undefined, body });
      res.setHeader("content-type", "application/json");
      if (req.url?.startsWith("/quote")) res.end(JSON.stringify({ data: { price: 187.5, symbol: new URL(req.url, base).searchParams.get("symbol") } }));
      else res.end(JSON.stringify({ id: "T-1", received: JSON.parse(body || "{}") }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  removeDir(temp);
});

const APP = `import { createRuntime, type Approver } from "toolc/runtime";
import { createLeadAgentClient } from "./generated/agents/lead_agent.js";
import { agentModules, loadAgent } from "./generated/index.js";
import { validators } from "./generated/validators.js";
import catalog from "./generated/catalog.json" with { type: "json" };

export async function run(env: Record<string, string>, approve?: Approver) {
  const runtime = createRuntime({ catalog: catalog as never, validators, env, ...(approve ? { approve } : {}) });
  const lead = createLeadAgentClient(runtime);
  // @ts-expect-error -- a market outside the enum is a type error in the generated client
  void (() => lead.queryStockPrice({ symbol: "AAPL", market: "EU" }));
  const quote = await lead.queryStockPrice({ symbol: "AAPL", market: "US" });
  const invalid = await lead.queryStockPrice({ symbol: "AAPL", market: "EU" as "US" });
  const ticket = await lead.createTicket({ title: "Printer on fire", urgent: true });
  await runtime.close();
  const lazy = (await loadAgent("lead_agent"))["createLeadAgentClient"] === createLeadAgentClient;
  return { quote, invalid, ticket, lazy: { success: lazy, data: agentModules.lead_agent, error: null } };
}
`;

describe("compile → generated client → runtime → HTTP", () => {
  it("calls tools through the typed client", async () => {
    const root = writeProject({
      "toolc.config.yaml": "secrets: {prefix: TOOL_SECRET_}\nrules: {endpoint-insecure: off}\n",
      "config/tools/quote.md": `---\nname: query_stock_price\ndescription: Stock quote\npermission: auto\nendpoint: "${base}/quote"\nheaders:\n  X-Api-Key: "{{TOOL_SECRET_KEY}}"\nresponse_extract: "$.data"\nparameters:\n  - name: symbol\n    description: Ticker\n  - name: market\n    description: Exchange\n    enum: [US, HK]\n    default: US\n    required: false\n---\n`,
      "config/tools/ticket.md": `---\nname: create_ticket\ndescription: Open a ticket\npermission: confirm\nmethod: POST\nendpoint: "${base}/tickets"\nheaders:\n  X-Api-Key: "{{TOOL_SECRET_KEY}}"\nparameters:\n  - name: title\n    description: Title\n  - name: urgent\n    type: boolean\n    description: Page someone\n    required: false\n---\n`,
      "config/agents/lead_agent.md": "---\nname: lead_agent\ndescription: Lead\ntools: {query_stock_price: auto, create_ticket: confirm}\n---\nYou lead.\n",
    });
    const result = check({ root });
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const { catalog, sources } = buildCatalog(result.model!);
    const files = await generate(catalog, { sources, toolVersion: toolVersion() });
    writeTree(path.join(temp, "generated"), files);
    const tsc = compileApp(temp, APP, ["generated/catalog.json"]);
    expect(tsc.output).toBe("");
    const app = (await import(pathToFileURL(path.join(temp, "js/app.js")).href)) as { run: (env: Record<string, string>, approve?: unknown) => Promise<Record<string, { success: boolean; data: string; error: string | null }>> };

    const denied = await app.run({ TOOL_SECRET_KEY: SECRET });
    expect(denied.quote).toMatchObject({ success: true });
    expect(JSON.parse(denied.quote!.data)).toEqual({ price: 187.5, symbol: "AAPL" });
    expect(denied.invalid).toMatchObject({ success: false });
    expect(denied.invalid!.error).toContain("Must be one of");
    expect(denied.ticket).toMatchObject({ success: false });
    expect(denied.ticket!.error).toContain("Permission denied");
    // index.js loads the same module lazily (the app imported it directly).
    expect(denied.lazy).toEqual({ success: true, data: "./agents/lead_agent.js", error: null });

    const allowed = await app.run({ TOOL_SECRET_KEY: SECRET }, () => "allow");
    expect(allowed.ticket).toMatchObject({ success: true });
    expect(JSON.parse(allowed.ticket!.data).received).toEqual({ title: "Printer on fire", urgent: true });

    expect(requests.every((r) => r.key === SECRET)).toBe(true);
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(JSON.stringify([denied, allowed])).not.toContain(SECRET);
    expect([...files.values()].join("\n")).not.toContain(SECRET);
  });
});
