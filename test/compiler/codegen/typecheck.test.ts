/**
 * The generated code compiles under the real `tsc` (strict plus the stricter opt-in flags) against the built
 * `toolc/runtime`, an app can wire the real runtime into a generated client, and the clients reject — as type
 * errors — a tool the agent does not enable, a misspelt parameter and a wrong enum literal. The
 * `@ts-expect-error` fixture must pass (each directive is consumed) and the same code without the directives
 * must fail with exactly those three errors (negative control).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../../src/compiler/codegen/generate.js";
import { stockCatalog, stockSources } from "./fixtures.js";
import { linkPackages, makeTempDir, removeDir, runTsc, runtimeBuilt, STRICT_TSCONFIG, writeTree } from "./helpers.js";

const APP = `import { readFileSync } from "node:fs";
import { createRuntime, type Catalog } from "toolc/runtime";
import { createAssistantClient } from "./generated/agents/assistant.js";
import { createLeadAgentClient, leadAgentToolInstructions } from "./generated/agents/lead_agent.js";
import { createTicketAgentClient } from "./generated/agents/ticket_agent.js";
import { loadAgent, loadTool, validators, type AgentName, type ToolKey, type ToolResult } from "./generated/index.js";
import { queryStockPrice, type QueryStockPriceInput } from "./generated/tools/query_stock_price.js";

const catalog = JSON.parse(readFileSync(new URL("./generated/catalog.json", import.meta.url), "utf8")) as Catalog;
const runtime = createRuntime({ catalog, validators, approve: () => "allow" });
const lead = createLeadAgentClient(runtime);
const tickets = createTicketAgentClient(runtime);
const assistant = createAssistantClient(runtime);
const input: QueryStockPriceInput = { symbol: "AAPL", market: "US" };

export const prompt: string = leadAgentToolInstructions;
export const lazy = [loadAgent("lead_agent"), loadTool("query_stock_price")];
export const agentName: AgentName = "ticket_agent";
export const toolKey: ToolKey = "evolver/echo";

export async function main(): Promise<ToolResult[]> {
  return [
    await lead.queryStockPrice({ symbol: "AAPL" }),
    await lead.queryStockPrice(input, { signal: AbortSignal.timeout(5000) }),
    await lead.getWeather({ city: "Berlin", units: "imperial", include_alerts: true, days: 3, min_confidence: 0.5 }),
    await lead.callSubagent({ agent_name: "ticket_agent", instruction: "File a ticket", fresh_start: false }),
    await lead.webSearch({ query: "toolc", freshness: "oneWeek" }),
    await tickets.listOpenTickets(),
    await tickets.createTicket({ title: "Printer on fire", priority: "high" }),
    await tickets.ticketStatus({ ticket_id: 42 }),
    await assistant.echo({ text: "hi" }),
    await assistant.summarizeDocument({ document: { title: "T", sections: [{ body: "b" }] }, options: { language: "en" }, "source-url": "https://x.test" }),
    await queryStockPrice(runtime, { symbol: "MSFT" }, { agent: "lead_agent" }),
  ];
}
`;

const MISUSE = (directive: (why: string) => string): string => `import { createLeadAgentClient } from "./generated/agents/lead_agent.js";
import type { RuntimeLike } from "./generated/index.js";

declare const runtime: RuntimeLike;
const lead = createLeadAgentClient(runtime);

export function misuse(): void {
  ${directive("create_ticket is not enabled for lead_agent")}
  void lead.createTicket({ title: "x" });
  ${directive("`markt` is a misspelt parameter")}
  void lead.queryStockPrice({ symbol: "AAPL", markt: "US" });
  ${directive('"EU" is not one of the market values')}
  void lead.queryStockPrice({ symbol: "AAPL", market: "EU" });
}
`;

describe("generated code under the real tsc", () => {
  let dir = "";

  beforeAll(async () => {
    expect(runtimeBuilt(), "dist/ must be built (npm run build) so toolc/runtime resolves").toBe(true);
    dir = makeTempDir("typecheck");
    const files = await generate(stockCatalog(), { sources: stockSources(), toolVersion: "0.0.0-test" });
    writeTree(dir, new Map([...files].map(([p, c]) => [`generated/${p}`, c])));
    linkPackages(dir);
    const base = { ...STRICT_TSCONFIG };
    writeTree(dir, {
      "package.json": JSON.stringify({ name: "toolc-typecheck-fixture", private: true, type: "module" }),
      "app.ts": APP,
      "expect-errors.ts": MISUSE((why) => `// @ts-expect-error ${why}`),
      "negative.ts": MISUSE(() => "// (no directive: must fail)"),
      "tsconfig.json": JSON.stringify({ ...base, include: ["generated/**/*.ts", "app.ts", "expect-errors.ts"] }),
      "tsconfig.negative.json": JSON.stringify({ ...base, include: ["generated/**/*.ts", "negative.ts"] }),
    });
  });

  afterAll(() => removeDir(dir));

  it("compiles the generated files, the app and the consumed @ts-expect-error fixtures with zero errors", () => {
    const { status, output } = runTsc(dir);
    expect(output).toBe("");
    expect(status).toBe(0);
  });

  it("fails without the directives, with exactly the three expected errors", () => {
    const { status, output } = runTsc(dir, "tsconfig.negative.json");
    expect(status).not.toBe(0);
    const errors = output.split("\n").filter((l) => l.includes("error TS"));
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/negative\.ts\(9,\d+\): error TS2339: Property 'createTicket' does not exist on type 'LeadAgentClient'/);
    expect(errors[1]).toMatch(/negative\.ts\(11,\d+\): error TS(2353|2561): .*'markt'/);
    expect(errors[2]).toMatch(/negative\.ts\(13,\d+\): error TS2322: Type '"EU"' is not assignable/);
  });
});
