/**
 * A loopback fake of the OpenAI (Chat Completions, Responses) and Anthropic Messages APIs for the adapter
 * round trips: the first request of a conversation gets a tool call, a request that carries a tool result gets
 * a final message quoting that result. Every request body is recorded.
 */
import type { ServerResponse } from "node:http";
import { sendJson, startServer, type TestServer } from "../helpers.js";

type Json = Record<string, unknown>;

/** The call the fake model makes. */
export const MODEL_CALL = { id: "call_1", name: "query_stock_price", input: { symbol: "AAPL" } } as const;

/** The fake provider server; `bodies` holds each request body by path. */
export interface FakeProviders {
  url: string;
  bodies: Array<{ path: string; body: Json }>;
  close(): Promise<void>;
}

const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };

function chat(body: Json, res: ServerResponse): void {
  const messages = body.messages as Json[];
  const toolMessage = messages.find((m) => m.role === "tool");
  const message = toolMessage
    ? { role: "assistant", content: `final: ${String(toolMessage.content)}`, refusal: null }
    : { role: "assistant", content: null, refusal: null, tool_calls: [{ id: MODEL_CALL.id, type: "function", function: { name: MODEL_CALL.name, arguments: JSON.stringify(MODEL_CALL.input) } }] };
  const choice = { index: 0, logprobs: null, finish_reason: toolMessage ? "stop" : "tool_calls", message };
  sendJson(res, { id: "chatcmpl-1", object: "chat.completion", created: 0, model: String(body.model), choices: [choice], usage });
}

function responses(body: Json, res: ServerResponse): void {
  const input = Array.isArray(body.input) ? (body.input as Json[]) : [];
  const result = input.find((i) => i.type === "function_call_output");
  const output = result
    ? [{ type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: `final: ${String(result.output)}`, annotations: [] }] }]
    : [{ type: "function_call", id: "fc_1", call_id: MODEL_CALL.id, name: MODEL_CALL.name, arguments: JSON.stringify(MODEL_CALL.input), status: "completed" }];
  sendJson(res, { id: result ? "resp_2" : "resp_1", object: "response", created_at: 0, status: "completed", model: String(body.model), output, usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } });
}

function messages(body: Json, res: ServerResponse): void {
  const blocks = (body.messages as Json[]).flatMap((m) => (Array.isArray(m.content) ? (m.content as Json[]) : []));
  const result = blocks.find((b) => b.type === "tool_result");
  const content = result
    ? [{ type: "text", text: `final: ${String(result.content)}` }]
    : [{ type: "tool_use", id: MODEL_CALL.id, name: MODEL_CALL.name, input: MODEL_CALL.input }];
  const stop_reason = result ? "end_turn" : "tool_use";
  sendJson(res, { id: "msg_1", type: "message", role: "assistant", model: String(body.model), content, stop_reason, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } });
}

/** Starts the fake on 127.0.0.1. */
export async function startFakeProviders(): Promise<FakeProviders> {
  const bodies: FakeProviders["bodies"] = [];
  const server: TestServer = await startServer((req, res) => {
    const path = req.url.split("?")[0]!;
    const body = JSON.parse(req.body || "{}") as Json;
    bodies.push({ path, body });
    if (path === "/v1/chat/completions") chat(body, res);
    else if (path === "/v1/responses") responses(body, res);
    else if (path === "/v1/messages") messages(body, res);
    else sendJson(res, { error: { message: `no fake for ${path}` } }, 404);
  });
  return { url: server.url, bodies, close: () => server.close() };
}
