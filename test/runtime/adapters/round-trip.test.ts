/**
 * A full tool round trip per SDK: the real SDK client talks to a loopback fake of the provider API, which
 * answers with a tool call; the adapter runs it through `createRuntime` against a loopback tool server and
 * builds the reply messages; the fake then answers with a final message quoting the tool result.
 */
import { createOpenAI } from "@ai-sdk/openai";
import Anthropic from "@anthropic-ai/sdk";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../../src/compiler/catalog/index.js";
import { check } from "../../../src/compiler/index.js";
import {
  aiSdkTools,
  anthropicTools,
  nativeToolSet,
  openaiChatTools,
  openaiResponsesTools,
  runAnthropicToolUses,
  runOpenAIChatToolCalls,
  runOpenAIResponsesToolCalls,
  type NativeToolSet,
} from "../../../src/runtime/adapters/index.js";
import { createRuntime } from "../../../src/runtime/runtime.js";
import type { Runtime } from "../../../src/runtime/types.js";
import { writeProject } from "../../helpers/project.js";
import { sendJson, startServer, validatorsFor, type TestServer } from "../helpers.js";
import { MODEL_CALL, startFakeProviders, type FakeProviders } from "./fake-providers.js";

let toolServer: TestServer;
let fake: FakeProviders;
let runtime: Runtime;
let agent: NativeToolSet;

beforeAll(async () => {
  toolServer = await startServer((_req, res) => sendJson(res, { price: 123.4 }));
  fake = await startFakeProviders();
  const stock = `---\nname: query_stock_price\ndescription: "Price of one stock"\ntype: http\npermission: auto\nendpoint: "${toolServer.url}/quote"\nmethod: GET\nresponse_extract: "$.price"\nparameters:\n  - { name: symbol, type: string, description: "Ticker", required: true }\n  - { name: market, type: string, description: "Exchange", required: false, enum: [US, HK], default: US }\n---\n\nQuotes.\n`;
  const lead = `---\nname: lead_agent\ndescription: "Lead"\ntools:\n  query_stock_price: auto\n  web_search: auto\n---\n\nLead.\n`;
  const result = check({ root: writeProject({ "config/tools/query_stock_price.md": stock, "config/agents/lead_agent.md": lead }) });
  expect(result.summary.errors).toBe(0);
  const { catalog } = buildCatalog(result.model!);
  runtime = createRuntime({ catalog, validators: validatorsFor(catalog), env: {} });
  // What prompts/lead_agent.tools.ts holds: the agent's tools by name; their definitions come from the catalog.
  agent = nativeToolSet(catalog, { agent: "lead_agent", tools: [{ name: "query_stock_price" }, { name: "web_search" }] });
});
afterAll(async () => {
  await runtime.close();
  await Promise.all([toolServer.close(), fake.close()]);
});

/** The tool server saw exactly the model's call (defaults applied by the runtime). */
function expectToolRan(): void {
  expect(toolServer.received.map((r) => r.url)).toEqual(["/quote?symbol=AAPL&market=US"]);
  toolServer.received.length = 0;
}

describe("adapters: a tool round trip through each real SDK", () => {
  it("OpenAI Chat Completions", async () => {
    const client = new OpenAI({ apiKey: "test-key", baseURL: `${fake.url}/v1` });
    const messages: ChatCompletionMessageParam[] = [{ role: "user", content: "AAPL?" }];
    const tools = openaiChatTools(agent);
    let reply = (await client.chat.completions.create({ model: "gpt-test", messages, tools })).choices[0]!.message;
    messages.push(reply, ...(await runOpenAIChatToolCalls(runtime, agent, reply)));
    reply = (await client.chat.completions.create({ model: "gpt-test", messages, tools })).choices[0]!.message;
    expect(reply.content).toBe("final: 123.4");
    expectToolRan();
    expect(messages[2]).toEqual({ role: "tool", tool_call_id: MODEL_CALL.id, content: "123.4" });
    expect((fake.bodies.at(-1)!.body.tools as Array<{ function: { name: string } }>).map((t) => t.function.name)).toEqual(["query_stock_price", "web_search"]);
  });

  it("OpenAI Responses", async () => {
    const client = new OpenAI({ apiKey: "test-key", baseURL: `${fake.url}/v1` });
    const tools = openaiResponsesTools(agent);
    const first = await client.responses.create({ model: "gpt-test", input: "AAPL?", tools });
    const outputs = await runOpenAIResponsesToolCalls(runtime, agent, first.output);
    const final = await client.responses.create({ model: "gpt-test", previous_response_id: first.id, input: outputs, tools });
    expect(final.output_text).toBe("final: 123.4");
    expectToolRan();
    expect(outputs).toEqual([{ type: "function_call_output", call_id: MODEL_CALL.id, output: "123.4" }]);
  });

  it("Anthropic Messages", async () => {
    const client = new Anthropic({ apiKey: "test-key", baseURL: fake.url });
    const tools = anthropicTools(agent);
    const messages: Anthropic.MessageParam[] = [{ role: "user", content: "AAPL?" }];
    const first = await client.messages.create({ model: "claude-test", max_tokens: 256, messages, tools });
    messages.push({ role: "assistant", content: first.content }, await runAnthropicToolUses(runtime, agent, first.content));
    const final = await client.messages.create({ model: "claude-test", max_tokens: 256, messages, tools });
    expect(final.content).toEqual([{ type: "text", text: "final: 123.4" }]);
    expectToolRan();
    expect(messages[2]).toEqual({ role: "user", content: [{ type: "tool_result", tool_use_id: MODEL_CALL.id, content: "123.4" }] });
  });

  it("Vercel AI SDK (generateText with the OpenAI provider)", async () => {
    const model = createOpenAI({ apiKey: "test-key", baseURL: `${fake.url}/v1` }).chat("gpt-test");
    const result = await generateText({ model, prompt: "AAPL?", tools: aiSdkTools(agent, runtime, { tool, jsonSchema }), stopWhen: stepCountIs(3) });
    expect(result.text).toBe("final: 123.4");
    expectToolRan();
    expect(result.steps[0]!.toolResults.map((r) => r.output)).toEqual(["123.4"]);
  });

  it("an unhandled builtin comes back to the model as an error that says how to provide it", async () => {
    const replies = await runOpenAIChatToolCalls(runtime, agent, { tool_calls: [{ id: "c2", type: "function", function: { name: "web_search", arguments: '{"query":"x"}' } }] });
    expect(replies[0]!.content).toMatch(/^Error: builtin tool 'web_search' is executed by the host, and no handler was given: pass createRuntime\(\{ builtins:/);
    const bad = await runAnthropicToolUses(runtime, agent, [{ type: "tool_use", id: "u1", name: "query_stock_price", input: {} }]);
    expect(bad.content[0]).toMatchObject({ tool_use_id: "u1", is_error: true });
  });
});
