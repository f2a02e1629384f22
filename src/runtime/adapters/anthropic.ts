/**
 * Anthropic Messages: `tools` for `client.messages.create`, and the user message of `tool_result` blocks that
 * answers the `tool_use` blocks of a reply (run through the runtime). Imports nothing from `@anthropic-ai/sdk`.
 */
import type { NativeToolSet } from "./native.js";
import { resultText, runInOrder, runToolCall, type AdapterCallOptions, type ToolRunner } from "./run.js";

export { anthropicTools, type AnthropicTool } from "./shapes.js";

/** A `tool_use` content block. */
export interface AnthropicToolUseLike {
  type: "tool_use";
  id: string;
  name: string;
  input: unknown;
}

/** One `tool_result` block (a `ToolResultBlockParam`); failures carry `is_error: true`. */
export interface AnthropicToolResultBlock {
  type: "tool_result";
  tool_use_id: string;
  content: string;
  is_error?: boolean;
}

/** The user turn that answers the tool uses. */
export interface AnthropicToolResultMessage {
  role: "user";
  content: AnthropicToolResultBlock[];
}

function isToolUse(block: { type: string }): block is AnthropicToolUseLike {
  return block.type === "tool_use";
}

/** Runs every `tool_use` block of `content` (a reply's `content`) through the runtime, in order. */
export async function runAnthropicToolUses(
  runtime: ToolRunner,
  set: NativeToolSet,
  content: readonly { type: string }[],
  options?: AdapterCallOptions,
): Promise<AnthropicToolResultMessage> {
  const blocks = await runInOrder(
    content.filter(isToolUse),
    (u) => runToolCall(runtime, set, u.name, u.input, options),
    (u, result): AnthropicToolResultBlock => ({
      type: "tool_result",
      tool_use_id: u.id,
      content: resultText(result),
      ...(result.success ? {} : { is_error: true }),
    }),
  );
  return { role: "user", content: blocks };
}
