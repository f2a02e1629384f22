/**
 * OpenAI Chat Completions: `tools` for `client.chat.completions.create`, and the `role: "tool"` messages that
 * answer an assistant message's `tool_calls` (run through the runtime). Imports nothing from `openai`.
 */
import type { NativeToolSet } from "./native.js";
import { resultText, runInOrder, runToolCall, type AdapterCallOptions, type ToolRunner } from "./run.js";

export { openaiChatTools, type OpenAIChatTool } from "./shapes.js";

/** A tool call of an assistant message (`ChatCompletionMessageToolCall`; custom tool calls have no `function`). */
export interface OpenAIChatToolCallLike {
  id: string;
  type: string;
  function?: { name: string; arguments: string };
}

/** The reply to one tool call (a `ChatCompletionToolMessageParam`). */
export interface OpenAIChatToolMessage {
  role: "tool";
  tool_call_id: string;
  content: string;
}

/** Runs every function tool call of `message` through the runtime, in order, and returns the tool messages. */
export function runOpenAIChatToolCalls(
  runtime: ToolRunner,
  set: NativeToolSet,
  message: { tool_calls?: readonly OpenAIChatToolCallLike[] | null | undefined },
  options?: AdapterCallOptions,
): Promise<OpenAIChatToolMessage[]> {
  const calls = (message.tool_calls ?? []).filter((c) => c.type === "function" && c.function);
  return runInOrder(
    calls,
    (c) => runToolCall(runtime, set, c.function!.name, c.function!.arguments, options),
    (c, result) => ({ role: "tool" as const, tool_call_id: c.id, content: resultText(result) }),
  );
}
