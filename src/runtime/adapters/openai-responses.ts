/**
 * OpenAI Responses API: flat `tools` for `client.responses.create`, and the `function_call_output` items that
 * answer a response's `function_call` items (send them with `previous_response_id`). Imports nothing from `openai`.
 */
import type { NativeToolSet } from "./native.js";
import { resultText, runInOrder, runToolCall, type AdapterCallOptions, type ToolRunner } from "./run.js";

export { openaiResponsesTools, type OpenAIResponsesTool } from "./shapes.js";

/** A `function_call` output item of a response. */
export interface OpenAIFunctionCallLike {
  type: "function_call";
  call_id: string;
  name: string;
  arguments: string;
}

/** The answer to one function call (a `ResponseInputItem.FunctionCallOutput`). */
export interface OpenAIFunctionCallOutput {
  type: "function_call_output";
  call_id: string;
  output: string;
}

function isFunctionCall(item: { type: string }): item is OpenAIFunctionCallLike {
  return item.type === "function_call";
}

/** Runs every `function_call` item of `output` (a response's `output`) through the runtime, in order. */
export function runOpenAIResponsesToolCalls(
  runtime: ToolRunner,
  set: NativeToolSet,
  output: readonly { type: string }[],
  options?: AdapterCallOptions,
): Promise<OpenAIFunctionCallOutput[]> {
  return runInOrder(
    output.filter(isFunctionCall),
    (c) => runToolCall(runtime, set, c.name, c.arguments, options),
    (c, result) => ({ type: "function_call_output" as const, call_id: c.call_id, output: resultText(result) }),
  );
}
