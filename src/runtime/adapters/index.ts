/**
 * `toolc/adapters`: the generated tool references (`prompts/<agent>.tools.ts`) made a tool set with the catalog
 * (`nativeToolSet`), that set in each SDK's native shape,
 * and helpers that run a model's tool calls through `toolc/runtime` and build the reply messages. One small
 * file per SDK; no SDK is imported at run time (the AI SDK's `tool`/`jsonSchema` are passed in).
 * @see ../../../README.md "SDK adapters"
 */
export type { JsonObject, NativeSchema, NativeTool, NativeToolRef, NativeToolRefs, NativeToolSet, ToolNameOf } from "./native.js";
export { nativeToolSet } from "./from-catalog.js";
export type { AdapterCallOptions, ToolRunner } from "./run.js";
export { openaiChatTools, runOpenAIChatToolCalls, type OpenAIChatTool, type OpenAIChatToolCallLike, type OpenAIChatToolMessage } from "./openai-chat.js";
export {
  openaiResponsesTools,
  runOpenAIResponsesToolCalls,
  type OpenAIFunctionCallLike,
  type OpenAIFunctionCallOutput,
  type OpenAIResponsesTool,
} from "./openai-responses.js";
export {
  anthropicTools,
  runAnthropicToolUses,
  type AnthropicTool,
  type AnthropicToolResultBlock,
  type AnthropicToolResultMessage,
  type AnthropicToolUseLike,
} from "./anthropic.js";
export { aiSdkTools, type AiSdkFunctions, type AiSdkToolSet } from "./ai-sdk.js";
